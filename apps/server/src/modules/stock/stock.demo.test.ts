import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedWms } from '../wms/wms.demo.ts';
import { seedStockDemo } from './stock.demo.ts';

const t = await demoTestApp();

it('seeds transfers in every state through the stock operations, the ledger balanced, once', async () => {
  await t.seed(seedProducts, seedWms, seedStockDemo);
  await t.seed(seedStockDemo);
  const n = t.count;
  expect(await n(sql`select count(*) as n from stock_transfer`)).toBe(5);
  expect(await n(sql`select count(distinct status) as n from stock_transfer`)).toBe(4);
  expect(await n(sql`select count(*) as n from wms_stock_ledger where source_type = 'TRANSFER' and type = 'TRANSFER_IN'`)).toBe(5);
  const unbalanced = await n(sql`select count(*) as n from wms_inventory i
    where (i.on_hand, i.locked) <> (select coalesce(sum(on_hand_delta), 0), coalesce(sum(locked_delta), 0) from wms_stock_ledger l where l.inventory_id = i.id)`);
  expect(unbalanced).toBe(0);
});
