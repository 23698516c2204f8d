import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedCouponDemo } from '../coupon/coupon.demo.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedShopDemo } from '../shop/shop.demo.ts';
import { seedLotteryDemo } from './lottery.demo.ts';

const t = await demoTestApp();
const n = t.count;

it('seeds activities with prizes and draws of demo shops whose counts match, copying the shops keys, once', async () => {
  await t.seed(seedProducts, seedShopDemo, seedCouponDemo, seedLotteryDemo, seedLotteryDemo);
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
