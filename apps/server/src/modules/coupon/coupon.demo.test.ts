import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedShopDemo } from '../shop/shop.demo.ts';
import { seedCouponDemo } from './coupon.demo.ts';

const t = await demoTestApp();
const n = t.count;

it('seeds templates and coupons in several states within each total, copying the shops scope keys, and runs once', async () => {
  await t.seed(seedProducts, seedShopDemo, seedCouponDemo);
  const coupons = await n(sql`select count(*)::int as n from coupon`);
  await t.seed(seedCouponDemo);
  expect(await n(sql`select count(*)::int as n from coupon`)).toBe(coupons);
  expect(coupons).toBeGreaterThan(300);
  expect(await n(sql`select count(*)::int as n from coupon_template`)).toBe(4);
  expect(
    await n(
      sql`select count(*)::int as n from coupon_template t where t.issued <> (select count(*) from coupon c where c.template_id = t.id)`,
    ),
  ).toBe(0);
  const states = await t.db.execute<{ status: number }>(sql`select distinct status from coupon order by status`);
  expect(states.rows.map((r) => r.status)).toEqual([1, 3, 4]);
  expect(
    await n(
      sql`select count(*)::int as n from coupon c join shop_info s on s.ret_code = c.ret_code where s.grade_code <> c.grade_code or s.province_code <> c.province_code`,
    ),
  ).toBe(0);
  expect(await n(sql`select count(*)::int as n from coupon where valid_from > valid_to`)).toBe(0);
});
