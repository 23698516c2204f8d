import { spInfoResource } from '@console/contract/shop';
import { areaMainSpResource, spAreaResource } from '@console/contract/shop-area';
import { appSettingResource, shopCsResource, walletResource, workOrderResource } from '@console/contract/shop-service';
import { describe, expect, it } from 'vitest';
import { declaredListAndExport as listAndExport } from '../../test/export-matches-list.ts';
import { adminTestApp, GUANGZHOU_TIANHE, HANGZHOU_GONGSHU, HANGZHOU_XIHU, scopedUser, shopFixtures, uid } from './shop.fixtures.ts';

/**
 * "An area is done when its lists export": each shop-side list exports what it lists under the same filters,
 * for the admin and for a user limited by shop, SP or province.
 */

const { t, token, post } = await adminTestApp();
const shops = shopFixtures(t, () => token);

describe('shop-side exports equal their lists', { timeout: 120_000 }, () => {
  it('服务商管理: the filtered list for the admin, the province-limited list for a province user', async () => {
    const tag = uid('EXSP');
    await shops.sp({ spName: `${tag}甲` });
    await shops.sp({ spName: `${tag}乙`, ...GUANGZHOU_TIANHE });
    const all = await listAndExport(t, token, spInfoResource, { spName: tag });
    expect(all.exported.header).toEqual(all.list.header);
    expect(all.list.rows).toHaveLength(2);
    expect(all.exported.rows).toEqual(all.list.rows);
    const cantonese = await scopedUser(t, [{ dataType: 6, dataList: GUANGZHOU_TIANHE.provinceCode }]);
    const limited = await listAndExport(t, cantonese, spInfoResource, { spName: tag });
    expect(limited.list.rows).toHaveLength(1);
    expect(limited.exported.rows).toEqual(limited.list.rows);
  });

  it.each([
    ['服务区域', spAreaResource, '/shop/spArea/add'],
    ['区域主服务商', areaMainSpResource, '/shop/areaMainSp/updateArea'],
  ])('%s: one SP’s rows for the admin, only the rows of SPs in a province user’s province', async (_, resource, path) => {
    const hz = await shops.sp();
    const gz = await shops.sp({ ...GUANGZHOU_TIANHE });
    const serve = async (spCode: string, districtCodes: string[]) => {
      await post('/shop/spArea/add', { spCode, districtCodes });
      if (path !== '/shop/spArea/add') await post(path, { spCode, districtCodes });
    };
    await serve(hz.spCode, [HANGZHOU_XIHU.districtCode, HANGZHOU_GONGSHU.districtCode]);
    await serve(gz.spCode, [GUANGZHOU_TIANHE.districtCode]);
    const all = await listAndExport(t, token, resource, { spCode: hz.spCode });
    expect(all.exported.header).toEqual(all.list.header);
    expect(all.list.rows).toHaveLength(2);
    expect(all.exported.rows).toEqual(all.list.rows);
    const cantonese = await scopedUser(t, [{ dataType: 6, dataList: GUANGZHOU_TIANHE.provinceCode }]);
    const limited = await listAndExport(t, cantonese, resource);
    const codes = limited.list.rows.map((r) => r[all.list.header.indexOf(resource.fields.spCode.label)]);
    expect(codes).toContain(gz.spCode);
    expect(codes).not.toContain(hz.spCode);
    expect(limited.exported.rows).toEqual(limited.list.rows);
  });

  it.each([
    ['门店客服', shopCsResource, (retCode: string) => post('/shop/cs/add', { retCode, csType: 2, content: '缺货投诉' })],
    ['门店工单', workOrderResource, (retCode: string) => post('/shop/retWorkOrder/add', { retCode, title: '冷柜', content: '不制冷' })],
    ['钱包余额', walletResource, (retCode: string) => post('/shop/wall/balance/recharge', { retCode, amount: 12_345, reason: '充值' })],
  ])('%s: a shop’s rows for the admin, only the own shop’s rows for a shop-limited user', async (_, resource, make) => {
    const [a, b] = [await shops.shop(), await shops.shop()];
    for (const shop of [a, a, b]) expect((await make(shop.retCode)).body.code).toBe(200);
    const all = await listAndExport(t, token, resource, { retCode: a.retCode });
    expect(all.exported.header).toEqual(all.list.header);
    expect(all.list.rows.length).toBeGreaterThan(0);
    expect(all.exported.rows).toEqual(all.list.rows);
    const limited = await listAndExport(t, await scopedUser(t, [{ dataType: 1, dataList: b.retCode }]), resource);
    const codes = limited.list.rows.map((r) => r[all.list.header.indexOf(resource.fields.retCode.label)]);
    expect(new Set(codes)).toEqual(new Set([b.retCode]));
    expect(limited.exported.rows).toEqual(limited.list.rows);
  });

  it('应用设置: the filtered settings for the admin, and the same for a shop-limited user (settings are not a shop’s)', async () => {
    const tag = uid('exset').toLowerCase();
    for (const n of ['a', 'b']) await post('/shop/app/setting/add', { key: `${tag}.${n}`, value: `值${n}` });
    const all = await listAndExport(t, token, appSettingResource, { key: tag });
    expect(all.exported.header).toEqual(all.list.header);
    expect(all.list.rows).toHaveLength(2);
    expect(all.exported.rows).toEqual(all.list.rows);
    const shop = await shops.shop();
    const limited = await listAndExport(t, await scopedUser(t, [{ dataType: 1, dataList: shop.retCode }]), appSettingResource, {
      key: tag,
    });
    expect(limited.exported.rows).toEqual(all.list.rows);
  });
});
