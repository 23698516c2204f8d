import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Coupon demo: four templates (满减 with and without threshold, a capped 折扣, one for some SKUs, one by days
 * after issue) and about 600 coupons over the demo shops: mostly unused and valid, some expired, some voided.
 * No coupon is shown as used: the demo orders were priced without one. Runs once: nothing when a template exists.
 */
export async function seedCouponDemo(tx: Tx) {
  if (await hasRows(tx, 'coupon_template')) return;
  const { rows: ready } = await tx.execute(sql`select 1 from shop_info s where s.ret_code like 'R______' limit 1`);
  if (!ready.length) return;
  await tx.execute(sql`
    insert into coupon_template (name, type, amount_off, discount_rate, max_discount, threshold, sku_codes, valid_from, valid_to, valid_days, total)
    values
      ('新店满200减20', 1, 2000, 0, 0, 20000, '{}', current_date - 30, current_date + 60, null, 500),
      ('无门槛立减5元', 1, 500, 0, 0, 0, '{}', null, null, 30, 300),
      ('全场95折', 2, 0, 5, 3000, 10000, '{}', current_date - 10, current_date + 20, null, 200),
      ('指定商品满100减15', 1, 1500, 0, 0, 10000, (select coalesce(array_agg(code order by code), '{}') from (select code from product_sku order by code limit 5) k), current_date - 90, current_date - 1, null, 100)`);
  // Each template goes to the demo shops in turn (by row number), as many as its total allows and at most 200.
  await tx.execute(sql`
    with shops as (
      select s.*, row_number() over (order by s.ret_code) as n from shop_info s where s.ret_code like 'R______'
    ), picked as (
      select t.id as template_id, t.valid_from, t.valid_to, t.valid_days, t.name, s.*
      from coupon_template t
      join shops s on s.n <= least(t.total, 200) and (s.n + t.id) % 3 <> 0
    )
    insert into coupon (coupon_no, template_id, ret_code, sp_code, platform_code, channel_code, province_code, grade_code, status, valid_from, valid_to)
    select 'CP' || to_char(current_date, 'YYYYMMDD') || lpad(nextval(pg_get_serial_sequence('coupon', 'id'))::text, 8, '0'),
      template_id, ret_code, coalesce(sp_code, ''), platform_code, channel_code, province_code, grade_code,
      case when coalesce(valid_to, current_date) < current_date then 3 when n % 17 = 0 then 4 else 1 end,
      coalesce(valid_from, current_date - (n % 20)::int), coalesce(valid_to, current_date - (n % 20)::int + valid_days - 1)
    from picked`);
  await tx.execute(sql`update coupon_template t set issued = (select count(*) from coupon c where c.template_id = t.id)`);
}
