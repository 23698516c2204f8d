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

it('its ledger tells six weeks of history: receipts over many days, each movement after its receipt, never below zero', async () => {
  const n = t.count;
  expect(
    await n(sql`select count(distinct (created_at at time zone 'Asia/Shanghai')::date) as n from wms_stock_ledger`),
  ).toBeGreaterThanOrEqual(10);
  expect(await n(sql`select count(*) as n from wms_stock_ledger where created_at < now() - interval '35 days'`)).toBeGreaterThan(0);
  expect(await n(sql`select count(*) as n from wms_stock_ledger where created_at > now()`)).toBe(0);
  expect(
    await n(sql`select count(*) as n from wms_stock_ledger l
      where l.created_at < (select min(r.created_at) from wms_stock_ledger r where r.inventory_id = l.inventory_id and r.type = 'RECEIVE')`),
  ).toBe(0);
  // In time order every stock row's running quantity stays at or above what it holds locked, and at or above zero.
  expect(
    await n(sql`select count(*) as n from (
      select sum(on_hand_delta) over w as on_hand, sum(locked_delta) over w as locked from wms_stock_ledger
      window w as (partition by inventory_id order by created_at, id)) s where s.on_hand < 0 or s.locked < 0 or s.on_hand < s.locked`),
  ).toBe(0);
});
