import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedCouponDemo } from '../coupon/coupon.demo.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedShopDemo } from '../shop/shop.demo.ts';
import { seedLotteryDemo } from './lottery.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

it('seeds activities with prizes and draws of demo shops whose counts match, copying the shops keys, once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedShopDemo(tx);
    await seedCouponDemo(tx);
    await seedLotteryDemo(tx);
    await seedLotteryDemo(tx);
  });
  expect(await n(sql`select count(*)::int as n from lottery_activity`)).toBe(2);
  expect(await n(sql`select count(*)::int as n from lottery_record`)).toBeGreaterThanOrEqual(5);
  expect(
    await n(
      sql`select count(*)::int as n from lottery_prize p where p.won <> (select count(*) from lottery_record r where r.prize_id = p.id and r.won)`,
    ),
  ).toBe(0);
  expect(
    await n(
      sql`select count(*)::int as n from lottery_record r join shop_info s on s.ret_code = r.ret_code where s.grade_code <> r.grade_code or s.province_code <> r.province_code`,
    ),
  ).toBe(0);
});
