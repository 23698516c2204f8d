import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pricedDemoSkus } from '../products/products.demo.ts';

/**
 * Set meal demo: six packages of two or three catalogue SKUs each, five current (one disabled), one past; the
 * package price a tenth below the SKUs' list prices on the demo platform. Runs once: nothing when one exists.
 */
export async function seedSetMealDemo(tx: Tx) {
  if (await hasRows(tx, 'set_meal')) return;
  const skus = await pricedDemoSkus(tx, 16);
  if (skus.length < 3) return;
  const names = ['夏日饮品组合', '早餐搭配装', '零食大礼包', '家庭清洁套装', '开业进货包', '春节礼盒（已结束）'];
  for (const [i, name] of names.entries()) {
    const picked = [0, 1, 2].slice(0, 2 + (i % 2)).map((k) => ({ ...skus[(i * 2 + k) % skus.length], quantity: 1 + ((i + k) % 3) }));
    const list = picked.reduce((s, p) => s + p.price * p.quantity, 0);
    const past = i === names.length - 1;
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into set_meal (name, package_price, valid_from, valid_to, per_shop_quota, status)
      values (${name}, ${Math.max(1, Math.round(list * 0.9))}, current_date - ${past ? 120 : 10}::int, current_date + ${past ? -30 : 60 + i * 10}::int,
        ${2 + i}, ${i === 3 ? 2 : 1})
      returning id`);
    for (const p of picked)
      await tx.execute(sql`insert into set_meal_line (set_meal_id, sku_code, quantity) values (${rows[0].id}, ${p.code}, ${p.quantity})`);
  }
}
