import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { DEMO_STATEMENT_TIMEOUT, seedDemo } from './demo.ts';

/** The whole demo database, as a first start with DEMO_DATA loads it, tells one consistent story. */

let t: TestApp;
let timeoutWhileSeeding = '';
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.transaction(async (tx) => {
    await seedDemo(tx);
    timeoutWhileSeeding = (await tx.execute<{ statement_timeout: string }>(sql`show statement_timeout`)).rows[0].statement_timeout;
  });
}, 120_000);
afterAll(() => t.close());

it('loads under its own statement limit, longer than a request’s, and only inside its transaction', async () => {
  expect(timeoutWhileSeeding).toBe(DEMO_STATEMENT_TIMEOUT);
  expect((await t.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`)).rows[0].statement_timeout).not.toBe(
    DEMO_STATEMENT_TIMEOUT,
  );
});

const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

it('stock is what its ledger says, and every lock is held by an approved order or an approved transfer that exists', async () => {
  expect(await n(sql`select count(*)::int as n from wms_inventory where locked > 0`)).toBeGreaterThan(0);
  expect(
    await n(sql`select count(*)::int as n from wms_inventory i
      where (i.on_hand, i.locked) <> (select coalesce(sum(on_hand_delta), 0), coalesce(sum(locked_delta), 0) from wms_stock_ledger l where l.inventory_id = i.id)`),
  ).toBe(0);
  // locked = Σ the lines of approved (or pushed) orders split to that warehouse and of approved transfers out
  // of it, and nothing else.
  expect(
    await n(sql`select count(*)::int as n from wms_inventory i
      where i.locked <> (select coalesce(sum(s.quantity), 0) from wms_order_split s join order_info o on o.order_no = s.order_no
        where o.status in (20, 30) and s.warehouse_code = i.warehouse_code and s.sku_code = i.sku_code)
        + (select coalesce(sum(l.quantity), 0) from stock_transfer_line l join stock_transfer tr on tr.id = l.transfer_id
        where tr.status = 20 and tr.from_warehouse_code = i.warehouse_code and l.sku_code = i.sku_code)`),
  ).toBe(0);
  expect(
    await n(sql`select count(*)::int as n from wms_order_split s
      where not exists (select 1 from order_info o where o.order_no = s.order_no and o.status in (20, 30))`),
  ).toBe(0);
  // The ledger's lock rows name real orders too.
  expect(
    await n(sql`select count(*)::int as n from wms_stock_ledger l where l.source_type = 'ORDER'
      and not exists (select 1 from order_info o where o.order_no = l.source_no)`),
  ).toBe(0);
});

it('the demo’s sales roll-up is what its orders say, and employees work for SPs that exist', async () => {
  const { salesFromOrders, salesStored } = await import('../modules/report/sales-rollup.ts');
  const stored = await salesStored(t.db);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored).toEqual(await salesFromOrders(t.db));
  expect(await n(sql`select count(*)::int as n from employee`)).toBeGreaterThan(100);
  expect(
    await n(sql`select count(*)::int as n from employee e where not exists (select 1 from sp_info s where s.sp_code = e.sp_code)`),
  ).toBe(0);
});
