import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedSellinDemo } from '../stock/stock.demo.ts';
import { seedAllocDemo } from './alloc.demo.ts';

const t = await demoTestApp({ afterOrders: true });
const n = t.count;

it('seeds sell-in history on the plans’ SKUs and plans in every state whose used matches the approved orders’ usage, within quota and total, once', async () => {
  await t.seed(seedSellinDemo, seedAllocDemo);
  await t.seed(seedSellinDemo, seedAllocDemo);
  expect(await n(sql`select count(distinct status)::int as n from alloc_plan`)).toBe(3);
  const sellin = await n(sql`select count(*)::int as n from stock_sellin`);
  expect(sellin).toBeGreaterThan(500);
  expect(await n(sql`select count(*)::int as n from stock_sellin`)).toBe(sellin);
  expect(await n(sql`select count(*)::int as n from stock_sku_mapping`)).toBeGreaterThan(10);
  expect(await n(sql`select count(*)::int as n from stock_opening_inventory`)).toBeGreaterThan(10);
  // Every plan's SKU has a recent history to share by.
  expect(
    await n(sql`select count(*)::int as n from alloc_plan p where not exists
      (select 1 from stock_sellin s where s.sku_code = p.sku_code and s.sale_date > current_date - 30)`),
  ).toBe(0);
  expect(
    await n(sql`select count(*)::int as n from alloc_line l join alloc_plan p on p.id = l.plan_id where p.status = 2 and l.used > 0`),
  ).toBeGreaterThan(0);
  // An active plan's used is exactly what its orders took.
  expect(
    await n(sql`select count(*)::int as n from alloc_line l join alloc_plan p on p.id = l.plan_id
      where p.status = 2 and l.used <> (select coalesce(sum(u.quantity), 0) from alloc_usage u where u.line_id = l.id)`),
  ).toBe(0);
  expect(
    await n(
      sql`select count(*)::int as n from alloc_plan p where p.total < (select coalesce(sum(quota), 0) from alloc_line l where l.plan_id = p.id)`,
    ),
  ).toBe(0);
}, 240_000);
