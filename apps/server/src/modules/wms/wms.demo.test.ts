import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedWms } from './wms.demo.ts';

const t = await demoTestApp();

it('seeds 6 warehouses, channels, stock through purchase orders with a balanced ledger, once', async () => {
  await t.seed(seedProducts, seedWms);
  await t.seed(seedWms);
  const n = t.count;
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
