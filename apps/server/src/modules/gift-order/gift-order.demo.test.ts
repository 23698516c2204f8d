import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app.ts';
import { seedOrderDemo } from '../order/order.demo.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedShopDemo } from '../shop/shop.demo.ts';
import { seedWms } from '../wms/wms.demo.ts';
import { DEMO_GIFT_ORDERS, seedGiftOrderDemo } from './gift-order.demo.ts';

const t = await buildTestApp();
afterAll(() => t.close());
const token = await t.login();

it('seeds budgets and gift orders (real orders of gift lines, within budget) once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedWms(tx);
    await seedShopDemo(tx);
    await seedOrderDemo(tx);
    await seedGiftOrderDemo(tx);
  });
  await t.db.transaction((tx) => seedGiftOrderDemo(tx));
  const gifts = await t.post('/gift/order/queryList', { page: 1, pageSize: 100 }, { token });
  expect(gifts.body.total).toBe(DEMO_GIFT_ORDERS);
  expect(new Set(gifts.body.data.map((r: { status: number }) => r.status))).toEqual(new Set([10, 50, 90]));
  const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int n from order_line l join order_info o on o.id = l.order_id
    where o.source = 4 and (l.price <> 0 or not l.gift)`);
  expect(rows[0].n).toBe(0);
  const budgets = (await t.post('/gift/order/budget/queryList', { page: 1, pageSize: 100 }, { token })).body.data;
  expect(budgets.length).toBeGreaterThanOrEqual(DEMO_GIFT_ORDERS);
  expect(budgets.every((b: { used: number; monthlyBudget: number }) => b.used <= b.monthlyBudget)).toBe(true);
  const detail = await t.get('/gift/order/detail', { id: gifts.body.data[0].id }, { token });
  expect(detail.body.data.lines).toHaveLength(1);
});
