import { describe, expect, it } from 'vitest';
import { giftOrdersOf, setGiftBudget } from '../gift-order/gift-order.fixtures.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { day, gradeFixture } from './equity.fixtures.ts';

/** The gift-SKU benefit: one gift order per eligible shop and period, against its gift budget, also when grants race. */

const { t, token, f } = await orderTestApp();
const grade = gradeFixture(t);
const activity = async (gradeCodes: string[], giftLines: { skuCode: string; quantity: number }[]) => {
  const res = await t.post(
    '/equity/activity/add',
    { name: '赠品权益', gradeCodes, periodStart: day(-1), periodEnd: day(30), benefit: 2, giftLines },
    { token },
  );
  if (res.body.code !== 200) throw new Error(res.body.message);
  return res.body.data.id as number;
};
const grant = (id: number) => t.post('/equity/activity/grant', { id }, { token });
/** A shop of the grade with a monthly gift budget (cents). */
const budgeted = async (gradeCode: string, monthlyBudget: number) => {
  const shop = await f.shop({ gradeCode });
  await setGiftBudget(t, token, shop, monthlyBudget);
  return shop;
};
const giftOrders = (retCode: string) => giftOrdersOf(t, retCode);

describe('equity gift benefit', () => {
  it('places one gift order per eligible shop (source 4, price 0, on its budget); a second grant places nothing', async () => {
    const g = await grade();
    const sku = (await f.sku(100, 500)).code;
    const [a, b] = [await budgeted(g, 10_000), await budgeted(g, 10_000)];
    const id = await activity([g], [{ skuCode: sku, quantity: 4 }]);
    const first = await grant(id);
    expect(first.body).toMatchObject({ code: 200, data: { count: 2, couponNos: [], skipped: [] } });
    expect(first.body.data.orderNos).toHaveLength(2);
    for (const s of [a, b]) expect(await giftOrders(s)).toEqual({ n: 1, source: 4, pay: 0 });
    const budget = (await t.post('/gift/order/budget/queryList', { retCode: a, page: 1, pageSize: 1 }, { token })).body.data[0];
    expect(budget).toMatchObject({ used: 2000, remaining: 8000 });
    expect((await grant(id)).body.data).toMatchObject({ count: 0, orderNos: [], skipped: [] });
    for (const s of [a, b]) expect((await giftOrders(s)).n).toBe(1);
    const row = (await t.get('/equity/activity/queryList', { page: 1, pageSize: 50, name: '赠品权益' }, { token })).body.data.find(
      (r: { id: number }) => r.id === id,
    );
    expect(row).toMatchObject({ benefit: 2, templateId: null, giftLinesText: `${sku}×4`, granted: 2 });
  });

  it('skips a shop beyond its gift budget, saying which and why; a later grant gives it once the budget allows', async () => {
    const g = await grade();
    const sku = (await f.sku(100, 500)).code;
    const rich = await budgeted(g, 10_000);
    const poor = await budgeted(g, 1_000);
    const id = await activity([g], [{ skuCode: sku, quantity: 4 }]);
    const res = await grant(id);
    expect(res.body.data).toMatchObject({ count: 1, skipped: [{ retCode: poor, reason: expect.stringContaining('超出赠品额度') }] });
    expect([(await giftOrders(rich)).n, (await giftOrders(poor)).n]).toEqual([1, 0]);
    const budgets = (await t.post('/gift/order/budget/queryList', { retCode: poor, page: 1, pageSize: 1 }, { token })).body.data[0];
    await t.post('/gift/order/budget/update', { retCode: poor, monthlyBudget: 5_000, updateTime: budgets.updateTime }, { token });
    expect((await grant(id)).body.data).toMatchObject({ count: 1, skipped: [] });
    expect([(await giftOrders(rich)).n, (await giftOrders(poor)).n]).toEqual([1, 1]);
  });

  it('racing grants: one gift order per shop', async () => {
    const g = await grade();
    const sku = (await f.sku(100, 500)).code;
    const shops = await Promise.all(Array.from({ length: 3 }, () => budgeted(g, 100_000)));
    const id = await activity([g], [{ skuCode: sku, quantity: 1 }]);
    const results = await Promise.all([grant(id), grant(id), grant(id)]);
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    expect(results.reduce((s, r) => s + r.body.data.count, 0)).toBe(3);
    for (const s of shops) expect((await giftOrders(s)).n).toBe(1);
  });

  it('refuses a gift benefit without lines or with an unknown SKU, and a coupon benefit without its template, in Chinese', async () => {
    const g = await grade();
    const body = { name: '坏权益', gradeCodes: [g], periodStart: day(0), periodEnd: day(1) };
    const add = async (over: object) => (await t.post('/equity/activity/add', { ...body, ...over }, { token })).body;
    expect(await add({ benefit: 2 })).toMatchObject({ code: 400, message: '请添加赠品商品' });
    expect(await add({ benefit: 2, giftLines: [{ skuCode: 'NOPE', quantity: 1 }] })).toMatchObject({
      code: 400,
      message: '商品NOPE不存在',
    });
    expect(await add({ benefit: 1 })).toMatchObject({ code: 400, message: '请选择优惠券模板' });
    expect(await add({ benefit: 3, templateId: 1 })).toMatchObject({ code: 400, message: '请选择权益类型' });
  });
});
