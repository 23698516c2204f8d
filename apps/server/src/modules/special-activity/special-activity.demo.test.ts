import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedSpecialActivityDemo } from './special-activity.demo.ts';

const t = await demoTestApp();
const n = t.count;

it('seeds special activities running, upcoming, ended and disabled, with lines of catalogue SKUs, once', async () => {
  await t.seed(seedProducts, seedSpecialActivityDemo, seedSpecialActivityDemo);
  expect(await n(sql`select count(*)::int as n from special_activity`)).toBe(5);
  expect(await n(sql`select count(*)::int as n from special_activity where status = 1 and now() between start_time and end_time`)).toBe(2);
  expect(
    await n(
      sql`select count(*)::int as n from special_activity_line l where not exists (select 1 from product_sku k where k.code = l.sku_code)`,
    ),
  ).toBe(0);
  expect(await n(sql`select count(*)::int as n from special_activity_line`)).toBe(20);
});
