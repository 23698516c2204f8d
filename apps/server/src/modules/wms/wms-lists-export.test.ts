import { channelResource, warehouseResource, wmsBaseApi, wmsChannelApi } from '@console/contract/wms';
import { splitResource, wmsOrderSplitApi } from '@console/contract/wms-docs';
import { describe, expect, it } from 'vitest';
import { listAndExport } from '../../test/export-matches-list.ts';
import { adminTestApp, scopedUser, uid } from '../shop/shop.fixtures.ts';
import { orderFixtures } from '../order/order.fixtures.ts';
import { wmsFixtures } from './wms.fixtures.ts';

/** The warehouse area's lists export ("an area is done when its lists export"): each file is its list, filter and scope included. */

const { t, token } = await adminTestApp();
const f = wmsFixtures(t, () => token);
await f.seedChannels();

describe('仓库管理 export', () => {
  it('holds the filtered list, region and type as the list shows them, for the admin and a shop-limited user', async () => {
    const name = uid('导出仓');
    await f.warehouse({ warehouseName: `${name}甲`, type: 1, cityCode: '330100', districtCode: '330106' });
    await f.warehouse({ warehouseName: `${name}乙`, type: 1 });
    await f.warehouse({ warehouseName: `${name}丙`, type: 3 });
    const query = { warehouseName: name, type: 1 };
    const limited = await scopedUser(t, [{ dataType: 1, dataList: 'NO_SUCH_SHOP' }]);
    for (const who of [token, limited]) {
      const got = await listAndExport(t, who, { resource: warehouseResource, list: wmsBaseApi.queryList, query });
      expect(got.exported.header).toEqual(got.list.header);
      expect(got.list.rows).toHaveLength(2);
      expect(got.exported.rows).toEqual(got.list.rows);
    }
    const got = await listAndExport(t, token, { resource: warehouseResource, list: wmsBaseApi.queryList, query });
    const cells = Object.fromEntries(got.exported.header.map((h, i) => [h, got.exported.rows[0][i]]));
    expect(cells).toMatchObject({ 仓库类型: '中心仓', 省份: '浙江省', 城市: '杭州市', 区县: '西湖区', 状态: '启用' });
  });
});

describe('渠道管理 export', () => {
  it('holds the warehouse’s channels in the list’s order; a channel-limited user gets their channel only, a shop-limited one none', async () => {
    const { warehouseCode } = await f.warehouse();
    const channels = [
      { channelCode: 'C02', priority: 1, status: 1 },
      { channelCode: 'C01', priority: 2, status: 2 },
    ];
    await f.ok(t.post('/wms/channel/batchUpdateChannel', { warehouseCode, channels }, { token }), 'channels');
    const query = { warehouseCode };
    const list = { resource: channelResource, list: wmsChannelApi.queryChannelList, query };
    const admin = await listAndExport(t, token, list);
    expect(admin.exported.header).toEqual(admin.list.header);
    expect(admin.exported.rows).toEqual(admin.list.rows);
    expect(admin.exported.rows.map((r) => r[admin.exported.header.indexOf('渠道编码')])).toEqual(['C02', 'C01']);
    expect(admin.exported.rows.map((r) => r[admin.exported.header.indexOf('状态')])).toEqual(['启用', '停用']);
    const oneChannel = await listAndExport(t, await scopedUser(t, [{ dataType: 5, dataList: 'C01' }]), list);
    expect(oneChannel.exported.rows).toEqual(oneChannel.list.rows);
    expect(oneChannel.exported.rows.map((r) => r[admin.exported.header.indexOf('渠道编码')])).toEqual(['C01']);
    const oneShop = await listAndExport(t, await scopedUser(t, [{ dataType: 1, dataList: 'NO_SUCH_SHOP' }]), list);
    expect(oneShop.exported.rows).toEqual([]);
    expect(oneShop.list.rows).toEqual([]);
  });
});

describe('订单拆分 export', () => {
  it('holds the split lines of the filter, newest first; a shop-limited user gets only their shop’s orders', async () => {
    const o = orderFixtures(t, () => token);
    const warehouseCode = await o.setup();
    const [sku] = await o.skus(20);
    const shops = [await o.shop(), await o.shop()];
    for (const retCode of shops) {
      const order = await o.order(retCode, [{ skuCode: sku, quantity: 2 }]);
      const approved = await t.post('/order/opt/approve', {}, { token, query: { id: order.id } });
      expect(approved.body.code).toBe(200);
    }
    const list = { resource: splitResource, list: wmsOrderSplitApi.queryList, query: { warehouseCode } };
    const admin = await listAndExport(t, token, list);
    expect(admin.exported.header).toEqual(admin.list.header);
    expect(admin.list.rows).toHaveLength(2);
    expect(admin.exported.rows).toEqual(admin.list.rows);
    const limited = await listAndExport(t, await scopedUser(t, [{ dataType: 1, dataList: shops[0] }]), list);
    expect(limited.list.rows).toHaveLength(1);
    expect(limited.exported.rows).toEqual(limited.list.rows);
  });
});
