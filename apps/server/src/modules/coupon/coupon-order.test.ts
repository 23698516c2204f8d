import { couponOff } from '@console/contract/coupon';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { couponFixtures } from './coupon.fixtures.ts';
import { todayIn } from '../../shared/time.ts';

/** A coupon on an order: what it takes off, who may use it, one coupon for two racing orders, cancel giving it back. */

const { t, token, f } = await orderTestApp();
const cp = couponFixtures(t, () => token);
const orderOf = async (id: number) => (await f.detail(id)).data;

describe('couponOff', () => {
  const line = (skuCode: string, amount: number, discount = 0) => ({ skuCode, amount, discount });
  const rule = { type: 2, amountOff: 0, discountRate: 15, maxDiscount: 0, threshold: 0, skuCodes: [] as string[] };
  it('takes 满减 or a rounded 折扣, capped at its maximum and at the eligible amount, on the covered lines only', () => {
    expect(couponOff({ ...rule, type: 1, amountOff: 1000 }, [line('A', 900)]).off).toBe(900);
    expect(couponOff(rule, [line('A', 1003)]).off).toBe(150); // 150.45 rounds to 150
    expect(couponOff(rule, [line('A', 1010)]).off).toBe(152); // 151.5 rounds half up
    expect(couponOff({ ...rule, maxDiscount: 100 }, [line('A', 1010)]).off).toBe(100);
    expect(couponOff({ ...rule, skuCodes: ['B'] }, [line('A', 1000), line('B', 200, 20)])).toEqual({ off: 27, eligible: 180 });
    expect(couponOff({ ...rule, skuCodes: ['C'] }, [line('A', 1000)]).problem).toBe('订单中没有该优惠券适用的商品');
    expect(couponOff({ ...rule, threshold: 5000 }, [line('A', 4999)]).problem).toBe('未达到优惠券使用门槛（适用商品满¥50.00）');
  });
});

describe('order with a coupon', () => {
  it('takes the discount off what the shop pays, marks the coupon used and links it to the order', async () => {
    const { code } = await f.sku(100, 5000);
    const shop = await f.shop();
    const no = await cp.coupon(shop, { amountOff: 1500, threshold: 10000 });
    const { id, orderNo } = await f.order(shop, [{ skuCode: code, quantity: 2 }], { couponNo: no });
    expect(await orderOf(id)).toMatchObject({ totalAmount: 10000, discountAmount: 1500, payAmount: 8500 });
    expect(await cp.one(no)).toMatchObject({ status: 2, orderNo });
    // Used: a second order with it is refused, naming the status, and nothing is created.
    const again = await f.create(shop, [{ skuCode: code, quantity: 2 }], { couponNo: no });
    expect(again.body).toMatchObject({ code: 409, message: `优惠券${no}当前状态为「已使用」，不能使用` });
  });

  it('refuses a coupon of another shop, below its threshold or out of its dates, and the coupon stays unused', async () => {
    const { code } = await f.sku(100, 1000);
    const [shop, other] = [await f.shop(), await f.shop()];
    const theirs = await cp.coupon(other);
    const mine = await cp.coupon(shop, { threshold: 5000 });
    const later = await cp.coupon(shop, { validFrom: todayIn('Asia/Shanghai', 2), validTo: '2099-12-31', threshold: 0 });
    const lines = [{ skuCode: code, quantity: 2 }];
    const orders = async () =>
      Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from order_info where ret_code = ${shop}`)).rows[0].n);
    expect((await f.create(shop, lines, { couponNo: theirs })).body).toMatchObject({
      code: 400,
      message: `优惠券${theirs}不存在或不属于该门店`,
    });
    expect((await f.create(shop, lines, { couponNo: mine })).body).toMatchObject({
      code: 400,
      message: `优惠券${mine}：未达到优惠券使用门槛（适用商品满¥50.00）`,
    });
    expect((await f.create(shop, lines, { couponNo: later })).body.message).toContain('不在有效期内');
    expect(await orders()).toBe(0);
    for (const no of [theirs, mine, later]) expect((await cp.one(no)).status).toBe(1);
  });

  it('two orders placed at once with one coupon: exactly one gets it', async () => {
    const { code } = await f.sku(100, 6000);
    const shop = await f.shop();
    const no = await cp.coupon(shop);
    const results = await Promise.all(Array.from({ length: 6 }, () => f.create(shop, [{ skuCode: code, quantity: 2 }], { couponNo: no })));
    const won = results.filter((r) => r.body.code === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 409)).toHaveLength(5);
    expect(await cp.one(no)).toMatchObject({ status: 2, orderNo: won[0].body.data.orderNo });
    const n = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from order_info where ret_code = ${shop}`);
    expect(Number(n.rows[0].n)).toBe(1);
  });

  it('cancelling the order gives the coupon back while it is valid; past its date it is expired instead', async () => {
    const { code } = await f.sku(100, 6000);
    const shop = await f.shop();
    const [no, old] = [await cp.coupon(shop), await cp.coupon(shop)];
    const a = await f.order(shop, [{ skuCode: code, quantity: 2 }], { couponNo: no });
    const b = await f.order(shop, [{ skuCode: code, quantity: 2 }], { couponNo: old });
    expect((await t.post('/order/opt/cancel', {}, { token, query: { id: a.id, reason: '门店取消' } })).body.code).toBe(200);
    expect(await cp.one(no)).toMatchObject({ status: 1, orderNo: '' });
    const remarks = (await orderOf(a.id)).log.map((l: { remark: string }) => l.remark);
    expect(remarks).toContain(`门店取消；优惠券${no}已退回门店`);
    expect(remarks.join()).toContain(`使用优惠券${no}，优惠¥10.00`);
    await t.db.execute(
      sql`update coupon set valid_from = '2020-01-01', valid_to = ${todayIn('Asia/Shanghai', -1)} where coupon_no = ${old}`,
    );
    expect((await t.post('/order/opt/batch/cancel', { ids: [b.id], reason: '门店取消' }, { token })).body.code).toBe(200);
    expect(await cp.one(old)).toMatchObject({ status: 3, orderNo: '' });
    // Given back, it serves the next order.
    expect((await f.create(shop, [{ skuCode: code, quantity: 2 }], { couponNo: no })).body.code).toBe(200);
  });

  it('offers the shop its coupons usable today, with their rules', async () => {
    const shop = await f.shop();
    const no = await cp.coupon(shop, { type: 2, amountOff: 0, discountRate: 10, maxDiscount: 800 });
    const used = await cp.coupon(shop);
    await t.post('/coupon/void', { couponNos: [used] }, { token });
    const res = await t.get('/coupon/usable', { retCode: shop }, { token });
    expect(res.body.data).toEqual([expect.objectContaining({ couponNo: no, type: 2, discountRate: 10, maxDiscount: 800, skuCodes: [] })]);
    expect((await t.get('/coupon/usable', { retCode: 'NOPE' }, { token })).body.code).toBe(404);
  });
});

describe('a coupon of an order absorbed by a merge', () => {
  it('comes back when the merged order is cancelled', async () => {
    const { code } = await f.sku(100, 6000);
    const shop = await f.shop();
    const no = await cp.coupon(shop);
    const a = await f.order(shop, [{ skuCode: code, quantity: 2 }]);
    const b = await f.order(shop, [{ skuCode: code, quantity: 2 }], { couponNo: no });
    const merged = await t.post('/order/opt/approve/merge', {}, { token, query: { ids: `${a.id},${b.id}` } });
    expect(merged.body.code).toBe(200);
    const target = (await orderOf(a.id)).status === 20 ? a : b;
    expect(await cp.one(no)).toMatchObject({ status: 2, orderNo: b.orderNo });
    const cancelled = await t.post('/order/opt/cancel', {}, { token, query: { id: target.id, reason: '客户取消' } });
    expect(cancelled.body.code).toBe(200);
    expect(await cp.one(no)).toMatchObject({ status: 1, orderNo: '' });
  });
});
