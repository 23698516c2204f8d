import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedSpecialActivityDemo } from './special-activity.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

it('seeds special activities running, upcoming, ended and disabled, with lines of catalogue SKUs, once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedSpecialActivityDemo(tx);
    await seedSpecialActivityDemo(tx);
  });
  expect(await n(sql`select count(*)::int as n from special_activity`)).toBe(5);
  expect(await n(sql`select count(*)::int as n from special_activity where status = 1 and now() between start_time and end_time`)).toBe(2);
  expect(
    await n(
      sql`select count(*)::int as n from special_activity_line l where not exists (select 1 from product_sku k where k.code = l.sku_code)`,
    ),
  ).toBe(0);
  expect(await n(sql`select count(*)::int as n from special_activity_line`)).toBe(20);
});
