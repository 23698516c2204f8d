import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Equity demo: a monthly coupon for the first two grades (this month, from the first demo coupon template)
 * and last quarter's for the first grade, not yet granted (发放 on the page grants it); and this month's gift SKUs
 * for the first grade (two catalogue SKUs, a gift order per shop against its gift budget). Runs once.
 */
export async function seedEquityDemo(tx: Tx) {
  if (await hasRows(tx, 'equity_activity')) return;
  const { rows: tpl } = await tx.execute<{ id: number }>(sql`select id from coupon_template order by id limit 1`);
  const { rows: grades } = await tx.execute<{ code: string }>(
    sql`select grade_code as code from grade_info order by sort, grade_code limit 2`,
  );
  if (!tpl.length || !grades.length) return;
  const all = `{${grades.map((g) => g.code).join(',')}}`;
  await tx.execute(sql`
    insert into equity_activity (name, grade_codes, period_start, period_end, template_id)
    values ('本月门店权益券', ${all}::text[], date_trunc('month', current_date)::date, (date_trunc('month', current_date) + interval '1 month - 1 day')::date, ${tpl[0].id}),
           ('上季度金牌权益', ${`{${grades[0].code}}`}::text[], (date_trunc('quarter', current_date) - interval '3 months')::date, (date_trunc('quarter', current_date) - interval '1 day')::date, ${tpl[0].id})`);
  await seedGiftEquity(tx, grades[0].code);
}

/** The gift-SKU activity of the demo (when the catalogue has SKUs). */
async function seedGiftEquity(tx: Tx, grade: string) {
  const { rows: skus } = await tx.execute<{ code: string }>(sql`select code from product_sku where status = 1 order by code limit 2`);
  if (!skus.length) return;
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into equity_activity (name, grade_codes, period_start, period_end, benefit, template_id)
    values ('本月金牌赠品', ${`{${grade}}`}::text[], date_trunc('month', current_date)::date, (date_trunc('month', current_date) + interval '1 month - 1 day')::date, 2, null)
    returning id`);
  for (const [i, s] of skus.entries())
    await tx.execute(sql`insert into equity_gift_line (activity_id, sku_code, quantity) values (${rows[0].id}, ${s.code}, ${i + 1})`);
}
