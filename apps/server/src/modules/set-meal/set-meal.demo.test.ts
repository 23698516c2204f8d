import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedSetMealDemo } from './set-meal.demo.ts';

const t = await demoTestApp();
const n = t.count;

it('seeds set meals with lines of catalogue SKUs, current and past, and runs once', async () => {
  await t.seed(seedProducts, seedSetMealDemo, seedSetMealDemo);
  expect(await n(sql`select count(*)::int as n from set_meal`)).toBe(6);
  expect(
    await n(sql`select count(*)::int as n from set_meal m where not exists (select 1 from set_meal_line l where l.set_meal_id = m.id)`),
  ).toBe(0);
  expect(
    await n(sql`select count(*)::int as n from set_meal_line l where not exists (select 1 from product_sku k where k.code = l.sku_code)`),
  ).toBe(0);
  expect(await n(sql`select count(*)::int as n from set_meal where valid_to < current_date`)).toBe(1);
});
