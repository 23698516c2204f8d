import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedWms } from './wms.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('seeds 6 warehouses, channels, stock through purchase orders with a balanced ledger, once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedWms(tx);
  });
  await t.db.transaction((tx) => seedWms(tx));
  const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);
  expect(await n(sql`select count(*) as n from wms_warehouse`)).toBe(6);
  expect(await n(sql`select count(*) as n from channel`)).toBe(4);
  expect(await n(sql`select count(*) as n from wms_inventory`)).toBeGreaterThan(200);
  expect(await n(sql`select count(distinct status) as n from wms_purchase_order`)).toBe(5);
  expect(await n(sql`select count(*) as n from wms_inventory where on_hand - locked < 10`)).toBeGreaterThan(0);
  expect(await n(sql`select count(distinct type) as n from wms_stock_ledger`)).toBe(2);
  const unbalanced = await n(sql`select count(*) as n from wms_inventory i
    where (i.on_hand, i.locked) <> (select coalesce(sum(on_hand_delta), 0), coalesce(sum(locked_delta), 0) from wms_stock_ledger l where l.inventory_id = i.id)`);
  expect(unbalanced).toBe(0);
});
