import { eq } from 'drizzle-orm';
import { GUANGZHOU_TIANHE, HANGZHOU_XIHU, grantAll, scopedUser, shopFixtures, uid, workOrderBody } from '../modules/shop/shop.fixtures.ts';
import { orderLines, orders } from '../db/schema/order.ts';
import { coupons } from '../db/schema/coupon.ts';
import { lotteryRecords } from '../db/schema/lottery.ts';
import { payRecords } from '../db/schema/pay.ts';
import { deliveries, orderSplits } from '../db/schema/wms.ts';
import { erpPushes } from '../db/schema/erp.ts';
import { semiannualReturns } from '../db/schema/semiannual-return.ts';
import { orderRisks } from '../db/schema/risk.ts';
import { giftBudgets, giftOrders } from '../db/schema/gift-order.ts';
import type { ScopeDimension } from '../shared/data-scope.ts';
import { wmsFixtures } from '../modules/wms/wms.fixtures.ts';
import { employeeBody } from '../modules/employee/employee.fixtures.ts';
import type { TestApp } from '../test/build-app.ts';

/**
 * The rows the IDOR suite attacks: for every scoped resource one row inside and one outside, made by the
 * administrator (99/ALL). The outside side differs from the inside one in EVERY dimension (shop, SP, platform,
 * channel, province, grade), so each attacker — every key (the admin role), limited in one dimension alone or
 * in a mix (ATTACKERS) — must miss every outside row: a dimension that fails open shows up as a leak.
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
  splitId: number;
  /** A failed ERP push of an approved order of the side's shop (it copies the order's keys). */
  erpPushId: number;
  /** A shipped order of the side's shop and an after-sale claiming part of it (the after-sale copies its keys). */
  shippedOrderId: number;
  /** An invoice title of the side's shop (seen as its shop is). */
  invoiceId: number;
  /** A half-year return of the side's shop (seen as its shop is). */
  semiannualReturnId: number;
  afterSaleId: number;
  /** A gift order (a pending order of the side's shop) and the shop's gift budget (seen as their shop is). */
  giftOrderId: number;
  giftBudgetId: number;
  /** A pending sell-in order of the side's SP (seen as the SP is). */
  sellinOrderId: number;
  /** An employee of the side's SP (dimension 2). */
  employeeId: number;
  /** The score of a pending order of the side's shop, waiting for its review. */
  risk: { id: number; orderNo: string };
  /** The SP's sell-in to the side's shop and its opening count (stock area). */
  sellinId: number;
  openingId: number;
  /** Two pending orders of the side's shop to one address (a merge pair). */
  order: { id: number; orderNo: string };
  order2: { id: number; orderNo: string };
  /** Two unused coupons of the side's shop. */
  couponNo: string;
  couponNo2: string;
  /** A lottery draw of the side's shop (issue 29), made as a row with the shop's keys. */
  lotteryRecordNo: string;
  /** A payment record of the side's first order. */
  payNo: string;
  region: typeof HANGZHOU_XIHU;
  channelCode: string;
  provinceCode: string;
  platformCode: string;
  gradeCode: string;
};
export type Attacker = { name: string; dims: ScopeDimension[]; token: string };
export type Fixture = {
  admin: string;
  /** Each dimension alone and mixes of them, all limited to the inside side's keys. */
  attackers: Attacker[];
  /** A user limited in this one dimension only (the inside controls run as the one their resource carries). */
  limitedTo: (dim: ScopeDimension) => string;
  warehouseCode: string;
  skuCode: string;
  /** A coupon template to issue from (not scoped: a rule, its coupons carry the shops). */
  couponTemplateId: number;
  /** A pay channel (not scoped: configuration). */
  payChannelCode: string;
  /** A running lottery activity whose one prize is 谢谢参与 (not scoped: brand-wide; its draws carry the shops). */
  lotteryActivityId: number;
  in: Side;
  out: Side;
};

/** The attackers' scopes: every dimension alone (4, which no row carries, too), then mixes. */
/** Ports another area's rows are reached through (the suite counts their calls). */
export type Port = 'orderPort';

export type Input = Record<string, unknown>;
/** Reads a row as the administrator sees it (to build a full update body). */
export type Read = (path: string, query: Input) => Promise<Input>;

export type Scoped = {
  route: string;
  verb: 'detail' | 'update' | 'delete' | 'status' | 'child' | 'create' | 'move';
  /** The request naming `side`'s row; run for the outside side (404, nothing changed), then the inside one. */
  input: (side: Side, f: Fixture, read: Read) => Input | Promise<Input>;
  /** A batch naming an inside and an outside row: refused whole. */
  mixed?: (f: Fixture) => Input;
  /** The inside control cannot be run (say why). */
  noControl?: string;
  /** The dimension the inside control's user is limited in: one the row carries (default 6, province). */
  controlBy?: ScopeDimension;
  /** A move: the dimensions it keeps (an attacker limited only in those may make it). */
  keeps?: ScopeDimension[];
  /** The port the route reaches its rows through. */
  through?: Port;
};

export const ATTACKERS: ScopeDimension[][] = [[1], [2], [3], [4], [5], [6], [7], [2, 5, 6], [1, 3, 7], [1, 2, 3, 4, 5, 6, 7]];

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

  const { id: couponTemplateId } = await ok('/coupon/template/add', {
    name: '满10减1',
    type: 1,
    amountOff: 100,
    validDays: 30,
    total: 10_000,
  });

  const payChannelCode = uid('PC');
  const { id: lotteryActivityId } = await ok('/lottery/activity/add', {
    name: '越权抽奖',
    startTime: '2020-01-01',
    endTime: '2099-12-31',
    drawsPerShopPerDay: 10_000,
    prizes: [{ name: '谢谢参与', kind: 3, probability: 1000, stock: 0 }],
  });
  await ok('/pay/channel/add', { channelCode: payChannelCode, name: '微信', type: 1, apiKey: 'idor-secret-key' });

  const side = async (channelCode: string, region: typeof HANGZHOU_XIHU, platformCode: string, gradeCode: string): Promise<Side> => {
    const { provinceCode, districtCode } = region;
    const sp = await fx.sp({ ...region });
    const shop = await fx.shop({ spCode: sp.spCode, channelCode, platformCode, gradeCode, ...region });
    await ok('/shop/spArea/add', { spCode: sp.spCode, districtCodes: [districtCode] });
    await ok('/shop/areaMainSp/updateArea', { spCode: sp.spCode, districtCodes: [districtCode] });
    const areaRows = await t.post('/shop/spArea/queryList', { spCode: sp.spCode, page: 1, pageSize: 10 }, { token: admin });
    const mainRows = await t.get('/shop/areaMainSp/queryList', { spCode: sp.spCode }, { token: admin });
    await ok('/shop/wall/balance/recharge', { retCode: shop.retCode, amount: 10_000, reason: '测试充值' });
    const cs = await ok('/shop/cs/add', { retCode: shop.retCode, csType: 1, content: '回访' });
    const wo = await ok('/shop/retWorkOrder/add', workOrderBody(shop.retCode));
    const employee = await ok('/employee/add', employeeBody(sp.spCode));
    const ret = await ok('/wms/return/province/add', { provinceCode, warehouseCode, reason: '破损', lines: [{ skuCode, quantity: 1 }] });
    const sellin = await ok('/stock/sellin/add', {
      spCode: sp.spCode,
      retCode: shop.retCode,
      skuCode,
      quantity: 1,
      saleDate: '2026-01-05',
    });
    const opening = await ok('/stock/openingInventory/add', { spCode: sp.spCode, skuCode, quantity: 5, stockDate: '2026-01-01' });
    // Orders copy their shop's scope keys when placed; made here as rows (the orders suite places them by the API).
    const order = async () => {
      const [o] = await t.db
        .insert(orders)
        .values({
          orderNo: uid('SO'),
          retCode: shop.retCode,
          retName: `门店${shop.retCode}`,
          spCode: sp.spCode,
          platformCode,
          channelCode,
          provinceCode,
          gradeCode,
          warehouseCode,
          source: 2,
          totalAmount: 1000,
          payAmount: 1000,
          itemCount: 1,
          receiver: '王五',
          phone: '13800138000',
          deliveryProvinceCode: provinceCode,
          cityCode: region.cityCode,
          districtCode,
          address: '西湖大道1号',
          creator: 'admin',
        })
        .returning({ id: orders.id, orderNo: orders.orderNo });
      await t.db.insert(orderLines).values({ orderId: o.id, skuCode, skuName: '商品', quantity: 1, price: 1000, amount: 1000 });
      return o;
    };
    // A delivery and a split name their order (made by other areas): they are seen as that order is.
    const delivered = await order();
    const [delivery] = await t.db
      .insert(deliveries)
      .values({ deliverNo: uid('DN'), orderNo: delivered.orderNo, warehouseCode, channelCode, provinceCode })
      .returning({ id: deliveries.id });
    const [split] = await t.db
      .insert(orderSplits)
      .values({ orderNo: delivered.orderNo, warehouseCode, skuCode, quantity: 1 })
      .returning({ id: orderSplits.id });
    const pushed = await order();
    const [push] = await t.db
      .insert(erpPushes)
      .values({
        orderId: pushed.id,
        orderNo: pushed.orderNo,
        retCode: shop.retCode,
        spCode: sp.spCode,
        platformCode,
        channelCode,
        provinceCode,
        gradeCode,
        status: 4,
      })
      .returning({ id: erpPushes.id });
    const shippedOrder = await order();
    await t.db.update(orders).set({ status: 40 }).where(eq(orders.id, shippedOrder.id));
    const afterSale = await ok('/order/afterSale/add', {
      orderId: shippedOrder.id,
      type: 2,
      reason: '破损',
      lines: [{ skuCode, quantity: 1 }],
    });
    // Coupons copy their shop's scope keys when issued; made here as rows.
    const coupon = async () => {
      const couponNo = uid('CP');
      const keys = { retCode: shop.retCode, spCode: sp.spCode, platformCode, channelCode, provinceCode, gradeCode };
      await t.db
        .insert(coupons)
        .values({ couponNo, templateId: couponTemplateId, ...keys, validFrom: '2020-01-01', validTo: '2099-12-31' });
      return couponNo;
    };
    const lotteryRecord = async () => {
      const recordNo = uid('LT');
      const keys = { retCode: shop.retCode, spCode: sp.spCode, platformCode, channelCode, provinceCode, gradeCode };
      await t.db.insert(lotteryRecords).values({ recordNo, activityId: lotteryActivityId, prizeName: '谢谢参与', ...keys });
      return recordNo;
    };
    const invoice = await ok('/invoice/info/add', { retCode: shop.retCode, titleType: 2, title: '个人抬头' });
    // Made as a row: the side's purchases are too small for a return within the half-year cap.
    const [sr] = await t.db
      .insert(semiannualReturns)
      .values({ returnNo: uid('SR'), retCode: shop.retCode, period: '2026H1', warehouseCode, amount: 10, reason: '滞销' })
      .returning({ id: semiannualReturns.id });
    const given = await order();
    const [gift] = await t.db
      .insert(giftOrders)
      .values({ orderId: given.id, orderNo: given.orderNo, retCode: shop.retCode, month: '2026-01', listAmount: 0, lines: [] })
      .returning({ id: giftOrders.id });
    const [budget] = await t.db
      .insert(giftBudgets)
      .values({ retCode: shop.retCode, monthlyBudget: 1_000_000 })
      .returning({ id: giftBudgets.id });
    const sellinOrder = await ok('/ord/sallinOrder/add', { spCode: sp.spCode, warehouseCode, lines: [{ skuCode, quantity: 1 }] });
    const scored = await order();
    const keys = { retCode: shop.retCode, spCode: sp.spCode, platformCode, channelCode, provinceCode, gradeCode };
    const [risk] = await t.db
      .insert(orderRisks)
      .values({ orderId: scored.id, orderNo: scored.orderNo, ...keys, score: 50, riskGradeName: '中', action: 2, reviewStatus: 1 })
      .returning({ id: orderRisks.id, orderNo: orderRisks.orderNo });
    const first = await order();
    const payNo = uid('PAY');
    await t.db.insert(payRecords).values({
      payNo,
      orderNo: first.orderNo,
      retCode: shop.retCode,
      spCode: sp.spCode,
      platformCode,
      salesChannelCode: channelCode,
      provinceCode,
      gradeCode,
      channelCode: payChannelCode,
      amount: 1000,
    });
    return {
      giftOrderId: gift.id,
      giftBudgetId: budget.id,
      sellinOrderId: sellinOrder.id,
      semiannualReturnId: sr.id,
      invoiceId: invoice.id,
      shippedOrderId: shippedOrder.id,
      afterSaleId: afterSale.id,
      erpPushId: push.id,
      order: first,
      order2: await order(),
      payNo,
      couponNo: await coupon(),
      couponNo2: await coupon(),
      lotteryRecordNo: await lotteryRecord(),
      risk,
      shop,
      sp,
      spAreaId: areaRows.body.data[0].id,
      mainSpId: mainRows.body.data[0].id,
      csId: cs.id,
      workOrderId: wo.id,
      returnId: ret.id,
      deliveryId: delivery.id,
      splitId: split.id,
      employeeId: employee.id,
      sellinId: sellin.id,
      openingId: opening.id,
      region,
      channelCode,
      provinceCode,
      platformCode,
      gradeCode,
    };
  };
  const inside = await side('C01', HANGZHOU_XIHU, '0004', 'A');
  const outside = await side('C02', GUANGZHOU_TIANHE, '0001', 'B');
  // The inside SP serves the outside SP's district too: the takeover attack makes it that district's main SP.
  await ok('/shop/spArea/add', { spCode: inside.sp.spCode, districtCodes: [outside.region.districtCode] });
  const keyOf: Record<ScopeDimension, string> = {
    1: inside.shop.retCode,
    2: inside.sp.spCode,
    3: inside.platformCode,
    // No row carries a service code: the code is never seen anywhere.
    4: 'V1',
    5: inside.channelCode,
    6: inside.provinceCode,
    7: inside.gradeCode,
  };
  const userOf = (dims: ScopeDimension[]) =>
    scopedUser(
      t,
      dims.map((d) => ({ dataType: d, dataList: keyOf[d] })),
    );
  const attackers: Attacker[] = [];
  for (const dims of ATTACKERS) attackers.push({ name: `limited in ${dims.join('+')}`, dims, token: await userOf(dims) });
  const alone = (dim: ScopeDimension) => attackers.find((a) => a.dims.length === 1 && a.dims[0] === dim)?.token ?? '';
  return {
    admin,
    attackers,
    limitedTo: alone,
    warehouseCode,
    skuCode,
    couponTemplateId,
    payChannelCode,
    lotteryActivityId,
    in: inside,
    out: outside,
  };
}
