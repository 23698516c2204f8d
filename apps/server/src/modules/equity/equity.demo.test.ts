import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedEquityDemo } from './equity.demo.ts';

const t = await demoTestApp();
const n = t.count;

it('seeds coupon activities and a gift-SKU one with catalogue lines, once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    // What the demo's coupon and grade seeders would have made first.
    await tx.execute(sql`insert into coupon_template (name, type, amount_off, total, valid_days) values ('演示券', 1, 500, 10, 30)`);
    await tx.execute(sql`insert into grade_info (grade_code, grade_name) values ('DEMO_G', '演示等级') on conflict do nothing`);
    await seedEquityDemo(tx);
    await seedEquityDemo(tx);
  });
  expect(await n(sql`select count(*)::int as n from equity_activity where benefit = 1 and template_id is not null`)).toBe(2);
  expect(await n(sql`select count(*)::int as n from equity_activity where benefit = 2 and template_id is null`)).toBe(1);
  expect(await n(sql`select count(*)::int as n from equity_gift_line l join product_sku k on k.code = l.sku_code`)).toBe(2);
});
