import {
  GUANGZHOU_TIANHE,
  HANGZHOU_GONGSHU,
  HANGZHOU_XIHU,
  grantAll,
  scopedUser,
  shopFixtures,
  uid,
} from '../modules/shop/shop.fixtures.ts';
import { orderLines, orders } from '../modules/order/order.tables.ts';
import { deliveries } from '../modules/wms/wms.tables.ts';
import { wmsFixtures } from '../modules/wms/wms.fixtures.ts';
import type { TestApp } from '../test/build-app.ts';

/**
 * The rows the IDOR suite attacks: for every scoped resource one row inside the attacker's scope and one
 * outside, made by the administrator (99/ALL). The attacker holds every key (the admin role) and the scope
 * service provider SP_IN + channel C01 + province 330000, so each "outside" row misses exactly one dimension.
 */
export type Side = {
  shop: { id: number; retCode: string };
  sp: { id: number; spCode: string };
  spAreaId: number;
  mainSpId: number;
  csId: number;
  workOrderId: number;
  returnId: number;
  deliveryId: number;
  /** Two pending orders of the side's shop to one address (a merge pair). */
  order: { id: number; orderNo: string };
  order2: { id: number; orderNo: string };
  channelCode: string;
  provinceCode: string;
};
export type Fixture = { admin: string; attacker: string; warehouseCode: string; skuCode: string; in: Side; out: Side };

export async function idorFixture(t: TestApp): Promise<Fixture> {
  await grantAll(t);
  const admin = await t.login();
  const ok = async (path: string, body: object) => {
    const res = await t.post(path, body, { token: admin });
    if (res.body.code !== 200) throw new Error(`${path}: ${res.body.message}`);
    return res.body.data;
  };
  const fx = shopFixtures(t, () => admin);
  const wms = wmsFixtures(t, () => admin);
  await wms.seedChannels();
  const warehouseCode = (await wms.warehouse()).warehouseCode;
  const skuCode = await wms.stock(warehouseCode, 100);
  await ok('/wms/channel/batchUpdateChannel', {
    warehouseCode,
    channels: [
      { channelCode: 'C01', priority: 1 },
      { channelCode: 'C02', priority: 2 },
    ],
  });

  const side = async (channelCode: string, provinceCode: string, district: typeof HANGZHOU_XIHU): Promise<Side> => {
    const sp = await fx.sp({ ...district });
    const shop = await fx.shop({ spCode: sp.spCode, channelCode, ...HANGZHOU_XIHU });
    await ok('/shop/spArea/add', { spCode: sp.spCode, districtCodes: [district.districtCode] });
    await ok('/shop/areaMainSp/updateArea', { spCode: sp.spCode, districtCodes: [district.districtCode] });
    const areaRows = await t.post('/shop/spArea/queryList', { spCode: sp.spCode, page: 1, pageSize: 10 }, { token: admin });
    const mainRows = await t.get('/shop/areaMainSp/queryList', { spCode: sp.spCode }, { token: admin });
    await ok('/shop/wall/balance/recharge', { retCode: shop.retCode, amount: 10_000, reason: '测试充值' });
    const cs = await ok('/shop/cs/add', { retCode: shop.retCode, csType: 1, content: '回访' });
    const wo = await ok('/shop/retWorkOrder/add', { retCode: shop.retCode, title: '工单', content: '问题描述' });
    const ret = await ok('/wms/return/province/add', { provinceCode, warehouseCode, reason: '破损', lines: [{ skuCode, quantity: 1 }] });
    // Deliveries come from approved orders (another area); the row itself is all the scope looks at.
    const [delivery] = await t.db
      .insert(deliveries)
      .values({ deliverNo: uid('DN'), orderNo: uid('SO'), warehouseCode, channelCode, provinceCode })
      .returning({ id: deliveries.id });
    // Orders copy their shop's scope keys when placed; made here as rows (the orders suite places them by the API).
    const order = async () => {
      const [o] = await t.db
        .insert(orders)
        .values({
          orderNo: uid('SO'),
          retCode: shop.retCode,
          retName: `门店${shop.retCode}`,
          spCode: sp.spCode,
          platformCode: '0004',
          channelCode,
          provinceCode: HANGZHOU_XIHU.provinceCode,
          gradeCode: 'A',
          warehouseCode,
          source: 2,
          totalAmount: 1000,
          payAmount: 1000,
          itemCount: 1,
          receiver: '王五',
          phone: '13800138000',
          deliveryProvinceCode: HANGZHOU_XIHU.provinceCode,
          cityCode: HANGZHOU_XIHU.cityCode,
          districtCode: HANGZHOU_XIHU.districtCode,
          address: '西湖大道1号',
          creator: 'admin',
        })
        .returning({ id: orders.id, orderNo: orders.orderNo });
      await t.db.insert(orderLines).values({ orderId: o.id, skuCode, skuName: '商品', quantity: 1, price: 1000, amount: 1000 });
      return o;
    };
    return {
      order: await order(),
      order2: await order(),
      shop,
      sp,
      spAreaId: areaRows.body.data[0].id,
      mainSpId: mainRows.body.data[0].id,
      csId: cs.id,
      workOrderId: wo.id,
      returnId: ret.id,
      deliveryId: delivery.id,
      channelCode,
      provinceCode,
    };
  };
  const inside = await side('C01', '330000', HANGZHOU_XIHU);
  // Outside by its service provider (shops, SPs, areas, service rows), channel (channels, deliveries) and
  // province (returns, deliveries).
  const outside = await side('C02', GUANGZHOU_TIANHE.provinceCode, HANGZHOU_GONGSHU);
  const attacker = await scopedUser(t, [
    { dataType: 2, dataList: inside.sp.spCode },
    { dataType: 5, dataList: 'C01' },
    { dataType: 6, dataList: '330000' },
  ]);
  return { admin, attacker, warehouseCode, skuCode, in: inside, out: outside };
}
