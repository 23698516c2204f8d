import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedSetMealDemo } from './set-meal.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

it('seeds set meals with lines of catalogue SKUs, current and past, and runs once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedSetMealDemo(tx);
    await seedSetMealDemo(tx);
  });
  expect(await n(sql`select count(*)::int as n from set_meal`)).toBe(6);
  expect(
    await n(sql`select count(*)::int as n from set_meal m where not exists (select 1 from set_meal_line l where l.set_meal_id = m.id)`),
  ).toBe(0);
  expect(
    await n(sql`select count(*)::int as n from set_meal_line l where not exists (select 1 from product_sku k where k.code = l.sku_code)`),
  ).toBe(0);
  expect(await n(sql`select count(*)::int as n from set_meal where valid_to < current_date`)).toBe(1);
});
