import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedEquityDemo } from '../equity/equity.demo.ts';
import { OVER_GIFT_BUDGET } from '@console/contract/api/gift-order';
import { DEMO_GIFT_ORDERS, seedGiftOrderDemo } from './gift-order.demo.ts';

const t = await demoTestApp({ afterOrders: true });
const token = await t.login();

it('seeds budgets and gift orders (real orders of gift lines, within budget) once', async () => {
  await t.db.transaction(async (tx) => {
    // What the coupon seeder makes before the equity one: its template.
    await tx.execute(sql`insert into coupon_template (name, type, amount_off, total, valid_days) values ('演示券', 1, 500, 10, 30)`);
    await seedEquityDemo(tx);
    await seedGiftOrderDemo(tx);
  });
  await t.seed(seedGiftOrderDemo);
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
  // Placed over this month so far, so the order list's first page is not only free gift orders.
  const { rows: placed } = await t.db.execute<{ days: number; outside: number }>(sql`select count(distinct created_at)::int days,
    count(*) filter (where created_at > now() or to_char(created_at at time zone 'Asia/Shanghai', 'YYYYMMDD') <> substr(order_no, 3, 8))::int outside
    from order_info where source = 4`);
  expect(placed[0]).toEqual({ days: 8, outside: 0 });
  const first = (await t.post('/order/query/list', { page: 1, pageSize: 10 }, { token })).body.data as { payAmount: number }[];
  expect(first.filter((o) => o.payAmount > 0).length).toBeGreaterThan(0);
});

// 120 s, a limit, not an assertion: the grant places a gift order for each of the grades' demo shops, one by one.
it('gives every shop of the demo gift-SKU activity’s grades a budget, so its grant skips none of them for budget', async () => {
  const { rows } = await t.db.execute<{ id: number; shops: number }>(sql`select a.id, (select count(*)::int from shop_info s
    where s.status = 1 and s.grade_code = any(a.grade_codes)) as shops from equity_activity a where a.benefit = 2`);
  expect(rows).toHaveLength(1);
  expect(rows[0].shops).toBeGreaterThan(0);
  const res = await t.post('/equity/activity/grant', { id: rows[0].id }, { token });
  expect(res.body.code).toBe(200);
  const { count, skipped } = res.body.data as { count: number; skipped: { reason: string }[] };
  expect(skipped.filter((k) => k.reason.includes(OVER_GIFT_BUDGET))).toEqual([]);
  // Their SKUs are sold on every demo platform too: the grant places a gift order for each shop.
  expect(skipped).toEqual([]);
  expect(count).toBe(rows[0].shops);
}, 120_000);
