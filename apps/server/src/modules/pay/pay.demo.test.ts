import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedOrderDemo } from '../order/order.demo.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedShopDemo } from '../shop/shop.demo.ts';
import { seedWms } from '../wms/wms.demo.ts';
import { seedPayDemo } from './pay.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 240_000);
afterAll(() => t.close());

const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

it('seeds channels with keys and records matching their orders (amount, keys, paid once past approval), and runs once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedWms(tx);
    await seedShopDemo(tx);
    await seedOrderDemo(tx);
    await seedPayDemo(tx);
  });
  const records = await n(sql`select count(*)::int as n from pay_record`);
  await t.db.transaction((tx) => seedPayDemo(tx));
  expect(await n(sql`select count(*)::int as n from pay_record`)).toBe(records);
  expect(records).toBeGreaterThan(1000);
  expect(await n(sql`select count(*)::int as n from pay_channel where api_key = ''`)).toBe(0);
  const mismatched = sql`select count(*)::int as n from pay_record r join order_info o on o.order_no = r.order_no
    where r.amount <> o.pay_amount or r.ret_code <> o.ret_code or r.grade_code <> o.grade_code or (o.status >= 20 and r.status <> 2)`;
  expect(await n(mismatched)).toBe(0);
  expect(await n(sql`select count(distinct status)::int as n from pay_record`)).toBe(3);
}, 240_000);
