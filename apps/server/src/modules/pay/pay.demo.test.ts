import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedPayDemo } from './pay.demo.ts';

const t = await demoTestApp({ afterOrders: true });
const n = t.count;

it('seeds channels with keys and records matching their orders (amount, keys, paid once past approval), and runs once', async () => {
  await t.seed(seedPayDemo);
  const records = await n(sql`select count(*)::int as n from pay_record`);
  await t.seed(seedPayDemo);
  expect(await n(sql`select count(*)::int as n from pay_record`)).toBe(records);
  expect(records).toBeGreaterThan(1000);
  expect(await n(sql`select count(*)::int as n from pay_channel where api_key = ''`)).toBe(0);
  const mismatched = sql`select count(*)::int as n from pay_record r join order_info o on o.order_no = r.order_no
    where r.amount <> o.pay_amount or r.ret_code <> o.ret_code or r.grade_code <> o.grade_code or (o.status >= 20 and r.status <> 2)`;
  expect(await n(mismatched)).toBe(0);
  expect(await n(sql`select count(distinct status)::int as n from pay_record`)).toBe(3);
}, 240_000);
