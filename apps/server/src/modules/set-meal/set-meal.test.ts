import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { setMealFixture } from './set-meal.fixtures.ts';
import { prorate, usedOf } from './set-meal-order.ts';

/** Set meals: the resource, an order taking packages at their price exactly, and the per-shop quota under races. */

const { t, token, f } = await orderTestApp();
const meal = setMealFixture(t, token);
const list = async (q: Record<string, unknown> = {}) =>
  (await t.get('/setMeal/queryList', { page: 1, pageSize: 10, ...q }, { token })).body;
/** A ¥4.00 package of one ¥5.00 SKU that each shop may buy `quota` times, and a new shop: [setMealId, retCode]. */
const quotaMeal = async (quota: number) => {
  const { code } = await f.sku(100, 500);
  return [await meal([{ skuCode: code, quantity: 1 }], { packagePrice: 400, perShopQuota: quota }), await f.shop()] as const;
};
const cancel = (id: number) => t.post('/order/opt/cancel', {}, { token, query: { id, reason: '门店取消' } });
const orders = async (retCode: string) =>
  Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from order_info where ret_code = ${retCode}`)).rows[0].n);

describe('prorate (largest remainder in cents)', () => {
  it('splits awkward totals in proportion, summing exactly', () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(1, [1, 1])).toEqual([1, 0]);
    expect(prorate(9999, [333, 333, 334])).toEqual([3330, 3330, 3339]);
    expect(prorate(1000, [700, 200, 100])).toEqual([700, 200, 100]);
    expect(prorate(1001, [1, 2])).toEqual([334, 667]);
    expect(prorate(5, [0, 0])).toEqual([3, 2]);
    expect(prorate(0, [10, 20])).toEqual([0, 0]);
    // A package of a hundred billion cents: the product of total and weight passes 2^53, still exact.
    const big = prorate(99_999_999_97, [3_333_333_33, 6_666_666_67, 1]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(99_999_999_97);
    for (let n = 0; n < 200; n++) {
      const w = Array.from({ length: 1 + (n % 7) }, (_, i) => ((n * 7919 + i * 104729) % 9973) + 1);
      const total = (n * 1_000_003) % 987_654_321;
      const got = prorate(total, w);
      expect(got.reduce((a, b) => a + b, 0)).toBe(total);
      const W = w.reduce((a, b) => a + b, 0);
      for (const [i, g] of got.entries()) expect(Math.abs(g - (total * w[i]) / W)).toBeLessThan(1);
    }
  });
});

describe('set meal resource', () => {
  it('adds with lines, lists them, refuses bad bodies in Chinese, and a stale edit', async () => {
    const { code } = await f.sku(0, 1000);
    const id = await meal([{ skuCode: code, quantity: 2 }], { name: '组合装A' });
    const [row] = (await list({ name: '组合装A' })).data;
    expect(row).toMatchObject({
      id,
      packagePrice: 10000,
      linesText: `${code}×2`,
      items: [{ skuCode: code, quantity: 2 }],
      perShopQuota: 3,
    });
    const bad = await t.post(
      '/setMeal/add',
      { name: 'x', lines: [], packagePrice: 0, validFrom: '2020-01-01', validTo: '2019-01-01', perShopQuota: 1 },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/请添加套餐商品|套餐价必须大于0|生效日期不能晚于失效日期/);
    expect(
      (
        await t.post(
          '/setMeal/add',
          {
            name: 'y',
            lines: [{ skuCode: 'NOPE', quantity: 1 }],
            packagePrice: 100,
            validFrom: '2020-01-01',
            validTo: '2099-01-01',
            perShopQuota: 1,
          },
          { token },
        )
      ).body,
    ).toMatchObject({ code: 400, message: '商品NOPE不存在' });
    const edit = (name: string) => ({
      id,
      name,
      lines: [{ skuCode: code, quantity: 3 }],
      packagePrice: 9000,
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      perShopQuota: 2,
      updateTime: row.updateTime,
    });
    expect((await t.post('/setMeal/update', edit('组合装B'), { token })).body.code).toBe(200);
    expect((await t.post('/setMeal/update', edit('组合装C'), { token })).body).toMatchObject({
      code: 409,
      message: '数据已被他人修改，请刷新后重试',
    });
    expect((await list({ name: '组合装B' })).data[0]).toMatchObject({ linesText: `${code}×3`, packagePrice: 9000 });
    expect((await t.post('/setMeal/disable', { ids: [id] }, { token })).body.code).toBe(200);
    expect((await t.post('/setMeal/delete', { id }, { token })).body.code).toBe(200);
    expect((await list({ name: '组合装' })).total).toBe(0);
  });
});

describe('an order with set meals', () => {
  it('adds the lines at list prices less a spread saving, summing to packagePrice × count exactly', async () => {
    const [a, b, c] = [await f.sku(100, 333), await f.sku(100, 777), await f.sku(100, 1001)];
    const id = await meal(
      [
        { skuCode: a.code, quantity: 1 },
        { skuCode: b.code, quantity: 2 },
        { skuCode: c.code, quantity: 3 },
      ],
      { packagePrice: 3001 },
    );
    const shop = await f.shop();
    const { id: orderId } = await f.order(shop, [{ skuCode: a.code, quantity: 1 }], { setMeals: [{ setMealId: id, count: 2 }] });
    const o = (await f.detail(orderId)).data;
    const mealLines = o.lines.filter((l: { priceSource: string }) => l.priceSource.startsWith('套餐'));
    expect(mealLines).toHaveLength(3);
    expect(mealLines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 4, 6]);
    expect(mealLines.reduce((s: number, l: { amount: number; discount: number }) => s + l.amount - l.discount, 0)).toBe(6002);
    expect(o.lines.find((l: { priceSource: string }) => l.priceSource === '价格表')).toMatchObject({ skuCode: a.code, amount: 333 });
    expect(o.payAmount).toBe(6002 + 333);
  });

  it('refuses beyond the per-shop quota with 409 超出套餐限购, nothing written', async () => {
    const [id, shop] = await quotaMeal(3);
    await f.order(shop, [], { setMeals: [{ setMealId: id, count: 2 }] });
    const over = await f.create(shop, [], { setMeals: [{ setMealId: id, count: 2 }] });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain('超出套餐限购');
    expect(await orders(shop)).toBe(1);
    await f.order(shop, [], { setMeals: [{ setMealId: id, count: 1 }] });
    // Another shop has its own quota.
    await f.order(await f.shop(), [], { setMeals: [{ setMealId: id, count: 3 }] });
    expect((await f.create(shop, [], {})).body).toMatchObject({ code: 400, message: '请添加商品' });
  });

  it('racing orders never pass the quota', async () => {
    const [id, shop] = await quotaMeal(5);
    const results = await Promise.all(Array.from({ length: 12 }, () => f.create(shop, [], { setMeals: [{ setMealId: id, count: 1 }] })));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await orders(shop)).toBe(5);
  });

  it('gives the packages back to the quota when the order is cancelled, once', async () => {
    const [id, shop] = await quotaMeal(2);
    const first = await f.order(shop, [], { setMeals: [{ setMealId: id, count: 2 }] });
    expect((await f.create(shop, [], { setMeals: [{ setMealId: id, count: 1 }] })).status).toBe(409);
    expect((await cancel(first.id)).body.code).toBe(200);
    expect(await usedOf(t.db, shop, id)).toBe(0);
    expect((await cancel(first.id)).status).toBe(409);
    expect(await usedOf(t.db, shop, id)).toBe(0);
    await f.order(shop, [], { setMeals: [{ setMealId: id, count: 2 }] });
    expect(await usedOf(t.db, shop, id)).toBe(2);
    expect(await orders(shop)).toBe(2);
  });

  it('gives back the packages of the orders merged into a cancelled order', async () => {
    const [id, shop] = await quotaMeal(3);
    const a = await f.order(shop, [], { setMeals: [{ setMealId: id, count: 1 }] });
    const b = await f.order(shop, [], { setMeals: [{ setMealId: id, count: 2 }] });
    const merged = await t.post('/order/opt/approve/merge', {}, { token, query: { ids: `${a.id},${b.id}` } });
    expect(merged.body.code).toBe(200);
    const target = merged.body.data.orderNo === a.orderNo ? a : b;
    expect(await usedOf(t.db, shop, id)).toBe(3);
    expect((await cancel(target.id)).body.code).toBe(200);
    expect(await usedOf(t.db, shop, id)).toBe(0);
    await f.order(shop, [], { setMeals: [{ setMealId: id, count: 3 }] });
  });

  it('refuses a disabled or expired set meal', async () => {
    const { code } = await f.sku(100, 500);
    const old = await meal([{ skuCode: code, quantity: 1 }], { validFrom: '2020-01-01', validTo: '2020-12-31' });
    const off = await meal([{ skuCode: code, quantity: 1 }], { status: 2 });
    const shop = await f.shop();
    expect((await f.create(shop, [], { setMeals: [{ setMealId: old, count: 1 }] })).body.message).toContain('不在有效期内');
    expect((await f.create(shop, [], { setMeals: [{ setMealId: off, count: 1 }] })).body.message).toContain('已停用');
    expect(await orders(shop)).toBe(0);
  });
});
