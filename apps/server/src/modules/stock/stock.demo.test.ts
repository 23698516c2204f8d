import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedWms } from '../wms/wms.demo.ts';
import { seedStockDemo } from './stock.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('seeds transfers in every state through the stock operations, the ledger balanced, once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedWms(tx);
    await seedStockDemo(tx);
  });
  await t.db.transaction((tx) => seedStockDemo(tx));
  const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);
  expect(await n(sql`select count(*) as n from stock_transfer`)).toBe(5);
  expect(await n(sql`select count(distinct status) as n from stock_transfer`)).toBe(4);
  expect(await n(sql`select count(*) as n from wms_stock_ledger where source_type = 'TRANSFER' and type = 'TRANSFER_IN'`)).toBe(5);
  const unbalanced = await n(sql`select count(*) as n from wms_inventory i
    where (i.on_hand, i.locked) <> (select coalesce(sum(on_hand_delta), 0), coalesce(sum(locked_delta), 0) from wms_stock_ledger l where l.inventory_id = i.id)`);
  expect(unbalanced).toBe(0);
});
