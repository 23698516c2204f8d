import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { LEDGER_TYPE_TEXT } from '@console/contract/api/shop-service';
import { describe, expect, it } from 'vitest';
import { exportedSheet } from '../../test/export-file.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';

/** After-sales: every call, every allowed and refused step, the quantity cap (also at once), stock and wallet. */

const { t, token, f } = await orderTestApp();
const shop = await f.shop();

type Input = Record<string, unknown>;
const post = (path: string, body: Input, as = token) => t.post(`/order/afterSale/${path}`, body, { token: as });
const detail = async (id: number, as = token) => (await t.get('/order/afterSale/detail', { id }, { token: as })).body;
const setStatus = (id: number, status: number) => t.db.execute(sql`update order_info set status = ${status} where id = ${id}`);

/** A shipped order (status set directly: shipping is the warehouse's) of `qty` units of a new SKU. */
async function shipped(qty = 4, status = 40) {
  const sku = (await f.sku(20)).code;
  const o = await f.order(shop, [{ skuCode: sku, quantity: qty }]);
  await setStatus(o.id, status);
  return { ...o, sku };
}
const add = (orderId: number, sku: string, quantity: number, type = 2, as = token) =>
  post('add', { orderId, type, reason: '商品破损', lines: [{ skuCode: sku, quantity }] }, as);
const ledger = async (sourceNo: string) =>
  (await t.get('/wms/history/queryList', { sourceNo, pageSize: 50 }, { token })).body.data as Input[];
const wallet = async () =>
  (await t.get('/shop/wall/balance/ledger', { retCode: shop, page: 1, pageSize: 50 }, { token })).body.data as Input[];

describe('add', () => {
  it('claims at most what was shipped minus earlier claims; rejected claims give their quantity back', async () => {
    const o = await shipped(4);
    const first = await add(o.id, o.sku, 3);
    expect(first.body).toMatchObject({ code: 200, message: '申请成功', data: { refundAmount: 3 * 1250 } });
    expect(first.body.data.afterSaleNo).toMatch(/^AS\d{14}$/);
    expect((await add(o.id, o.sku, 2)).body).toMatchObject({ code: 409, message: `商品${o.sku}可申请售后数量为1，本次申请2` });
    await post('reject', { id: first.body.data.id, reason: '不符合售后条件' });
    expect((await add(o.id, o.sku, 4)).body.code).toBe(200);
  });

  it('refuses orders not shipped or completed, unknown SKUs, bad bodies and orders out of scope; nothing is written', async () => {
    const sku = (await f.sku(20)).code;
    const pending = await f.order(shop, [{ skuCode: sku, quantity: 1 }]);
    expect((await add(pending.id, sku, 1)).body).toMatchObject({
      code: 409,
      message: `订单${pending.orderNo}当前状态为「待审核」，不能申请售后`,
    });
    const o = await shipped(2, 50);
    expect((await add(o.id, 'NOPE', 1)).body).toMatchObject({ code: 400, message: `订单${o.orderNo}中没有商品：NOPE` });
    expect((await post('add', { orderId: o.id, type: 3, reason: 'x', lines: [] })).status).toBe(400);
    expect((await post('add', { orderId: o.id, type: 1, reason: '', lines: [{ skuCode: o.sku, quantity: 1 }] })).body.message).toBe(
      '请输入售后原因',
    );
    const stranger = await scopedUser(t, [{ dataType: 1, dataList: 'OTHER' }]);
    expect((await add(o.id, o.sku, 1, 2, stranger)).body).toMatchObject({ code: 404, message: '订单不存在或已被删除' });
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int n from order_after_sale where order_id = ${o.id}`)).rows;
    expect(n).toBe(0);
  });

  it('ten simultaneous claims of the full quantity: exactly one is accepted', async () => {
    const o = await shipped(5);
    const replies = await Promise.all(Array.from({ length: 10 }, () => add(o.id, o.sku, 5)));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.code === 409)).toHaveLength(9);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int n from order_after_sale where order_id = ${o.id}`)).rows;
    expect(n).toBe(1);
  });
});

describe('the machine', () => {
  it('a return: approve → receive (RETURN into the order warehouse) → refund (wallet credit naming it); the log', async () => {
    const o = await shipped(4);
    // What the shop paid after the tiered discount: 4 × 1250 − 200.
    await t.db.execute(sql`update order_line set discount = 200 where order_id = ${o.id}`);
    await t.db.execute(sql`update order_info set pay_amount = 4800 where id = ${o.id}`);
    const { id, afterSaleNo, refundAmount } = (await add(o.id, o.sku, 2)).body.data;
    expect(refundAmount).toBe(2400);
    expect((await post('refund', { id })).body).toMatchObject({ code: 409, message: `售后单${afterSaleNo}当前状态为「待审核」，不能退款` });
    expect((await post('receive', { id })).body.code).toBe(409);
    const seen = (await detail(id)).data;
    expect((await post('approve', { id, updateTime: seen.updateTime })).body).toMatchObject({ code: 200, message: '已同意' });
    expect((await post('approve', { id })).body).toMatchObject({
      code: 409,
      message: `售后单${afterSaleNo}当前状态为「已同意」，不能同意`,
    });
    expect((await post('refund', { id })).body).toMatchObject({ code: 409, message: `售后单${afterSaleNo}当前状态为「已同意」，不能退款` });
    const before = await f.inv(o.sku);
    expect((await post('receive', { id })).body).toMatchObject({ code: 200, message: '收货成功' });
    expect(await f.inv(o.sku)).toMatchObject({ onHand: before.onHand + 2 });
    expect((await ledger(afterSaleNo)).map((r) => [r.type, r.sourceType, r.skuCode, r.warehouseCode])).toEqual([
      ['RETURN', 'AFTER_SALE', o.sku, f.warehouse()],
    ]);
    // The ledger's 单据类型 names the after-sale, not a provincial return (issue 27).
    const sheet = await exportedSheet(t, token, 'wmsHistory', { sourceNo: afterSaleNo });
    expect(sheet.rows.map((r) => r[sheet.header.indexOf('单据类型')])).toEqual(['售后退货']);
    const credits = (await wallet()).length;
    expect((await post('refund', { id })).body).toMatchObject({ code: 200, message: '退款成功' });
    const rows = await wallet();
    expect(rows).toHaveLength(credits + 1);
    // A refund, not a recharge: 退款 on the wallet ledger.
    expect(rows[0]).toMatchObject({ type: 3, amount: 2400, reason: `售后退款 ${afterSaleNo}` });
    expect(LEDGER_TYPE_TEXT[rows[0].type as number]).toBe('退款');
    expect(rows[0].balanceAfter).toBe((rows[0].balanceBefore as number) + 2400);
    const d = (await detail(id)).data;
    expect(d).toMatchObject({ status: 40, statusName: '已退款', orderNo: o.orderNo, retCode: shop, type: 2, refundAmount: 2400 });
    expect(d.lines).toEqual([{ skuCode: o.sku, skuName: expect.any(String), quantity: 2, price: 1200, amount: 2400 }]);
    expect(d.log.map((l: Input) => [l.action, l.fromStatus, l.toStatus])).toEqual([
      ['申请', null, 10],
      ['同意', 10, 20],
      ['收货', 20, 30],
      ['退款', 30, 40],
    ]);
    for (const step of ['approve', 'receive', 'refund']) expect((await post(step, { id })).body.code).toBe(409);
  });

  it('refund only: approve → refund, no receipt; reject ends it; a stale updateTime loses', async () => {
    const o = await shipped(2);
    const { id, afterSaleNo } = (await add(o.id, o.sku, 1, 1)).body.data;
    const seen = (await detail(id)).data;
    await post('approve', { id });
    expect((await post('receive', { id })).body).toMatchObject({ code: 409, message: `售后单${afterSaleNo}为仅退款，不需要收货` });
    expect((await post('refund', { id })).body.code).toBe(200);
    expect(await ledger(afterSaleNo)).toEqual([]);

    const r = (await add(o.id, o.sku, 1, 1)).body.data;
    expect((await post('reject', { id: r.id, reason: '' })).body).toMatchObject({ code: 400, message: '请输入拒绝原因' });
    expect((await post('approve', { id: r.id, updateTime: '2000-01-01 00:00:00' })).body.code).toBe(409);
    expect((await post('reject', { id: r.id, reason: '超过售后期' })).body).toMatchObject({ code: 200, message: '已拒绝' });
    expect((await detail(r.id)).data).toMatchObject({ status: 90, rejectReason: '超过售后期' });
    expect((await post('approve', { id: r.id })).body.code).toBe(409);
    expect(seen.status).toBe(10);
  });

  it('the ops_data migration relabels rows written before it, told apart by their after-sale number; others stay', async () => {
    const o = await shipped(2);
    const { id, afterSaleNo } = (await add(o.id, o.sku, 1)).body.data;
    for (const step of ['approve', 'receive', 'refund']) expect((await post(step, { id })).body.code).toBe(200);
    // As the rows were written before: a provincial return's source type, a recharge's type.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table wms_stock_ledger disable trigger wms_stock_ledger_no_change`);
      await tx.execute(sql`update wms_stock_ledger set source_type = 'RETURN' where source_no = ${afterSaleNo}`);
      await tx.execute(sql`alter table wms_stock_ledger enable trigger wms_stock_ledger_no_change`);
    });
    await t.db.execute(sql`update shop_wallet_ledger set type = 1 where reason = ${`售后退款 ${afterSaleNo}`}`);
    // A recharge whose reason merely looks like a refund of an unknown number stays a recharge.
    await t.post('/shop/wall/balance/recharge', { retCode: shop, amount: 100, reason: '售后退款 AS000' }, { token });
    // Found by name: the lead renumbers migrations at merge.
    const dir = new URL('../../../drizzle/', import.meta.url);
    const file = new URL(readdirSync(dir).find((f) => f.endsWith('_ops_data.sql')) ?? 'missing', dir);
    // Past the append-only guard, which it leaves in force.
    await t.db.transaction(async (tx) => {
      for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
    await expect(t.db.execute(sql`update wms_stock_ledger set source_type = 'X' where source_no = ${afterSaleNo}`)).rejects.toThrow();
    expect((await ledger(afterSaleNo)).map((r) => r.sourceType)).toEqual(['AFTER_SALE']);
    const rows = await wallet();
    expect(rows.find((r) => r.reason === `售后退款 ${afterSaleNo}`)?.type).toBe(3);
    expect(rows.find((r) => r.reason === '售后退款 AS000')?.type).toBe(1);
  });

  it('ten simultaneous approvals: one wins, nine get 409 naming the status', async () => {
    const o = await shipped(1);
    const { id, afterSaleNo } = (await add(o.id, o.sku, 1)).body.data;
    const replies = await Promise.all(Array.from({ length: 10 }, () => post('approve', { id })));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.message === `售后单${afterSaleNo}当前状态为「已同意」，不能同意`)).toHaveLength(9);
  });

  it('refunds never exceed the order pay amount minus earlier refunds', async () => {
    const o = await shipped(2);
    await t.db.execute(sql`update order_info set pay_amount = 2000 where id = ${o.id}`);
    const a = (await add(o.id, o.sku, 1, 1)).body.data;
    const b = (await add(o.id, o.sku, 1, 1)).body.data;
    for (const x of [a, b]) await post('approve', { id: x.id });
    await Promise.all([post('refund', { id: a.id }), post('refund', { id: b.id })]);
    const total = (await detail(a.id)).data.refundAmount + (await detail(b.id)).data.refundAmount;
    expect(total).toBe(2000);
  });
});

describe('lists and scope', () => {
  it('lists with filters, answers an order its after-sales, and hides rows out of scope on every verb', async () => {
    const o = await shipped(3);
    const { id, afterSaleNo } = (await add(o.id, o.sku, 1)).body.data;
    const list = await post('queryList', { orderNo: o.orderNo, page: 1, pageSize: 10 });
    expect(list.body).toMatchObject({ code: 200, total: 1, data: [{ id, afterSaleNo, statusName: '待审核', type: 2 }] });
    expect((await post('queryList', { afterSaleNo, status: 20, page: 1, pageSize: 10 })).body.total).toBe(0);
    const byOrder = await t.get('/order/afterSale/byOrder', { orderId: o.id }, { token });
    expect(byOrder.body.data.map((r: Input) => r.afterSaleNo)).toEqual([afterSaleNo]);

    const stranger = await scopedUser(t, [{ dataType: 1, dataList: 'OTHER' }]);
    expect((await post('queryList', { orderNo: o.orderNo, page: 1, pageSize: 10 }, stranger)).body.total).toBe(0);
    expect((await detail(id, stranger)).code).toBe(404);
    expect((await t.get('/order/afterSale/byOrder', { orderId: o.id }, { token: stranger })).body.code).toBe(404);
    for (const step of ['approve', 'receive', 'refund']) expect((await post(step, { id }, stranger)).body.code).toBe(404);
    expect((await post('reject', { id, reason: '越权' }, stranger)).body.code).toBe(404);
    expect((await detail(id)).data.status).toBe(10);
    const insider = await scopedUser(t, [{ dataType: 1, dataList: shop }]);
    expect((await detail(id, insider)).data.afterSaleNo).toBe(afterSaleNo);
  });
});
