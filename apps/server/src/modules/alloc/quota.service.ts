import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';

/**
 * The quota an approved order takes: for each of its SKUs and each plan of that SKU active today (in the
 * console's zone), the line of the order's code in the plan's dimension (its shop, SP or province) gains the
 * quantity — by one conditional UPDATE (`used + n <= quota`), so of concurrent approvals only as many win as
 * the quota holds and the rest get 409 `超出配额：<SKU>` (a plan without a line for the code allows nothing).
 * Called inside the order's own transaction, so a refusal rolls the whole approval back. `dimension` limits it
 * to the plans of one dimension (a sell-in order has an SP, no shop: only the SP plans hold it).
 */
export type QuotaOrder = { orderNo: string; retCode: string; spCode: string | null; provinceCode: string | null };

export async function consumeQuota(
  tx: Tx,
  ctx: RequestCtx,
  order: QuotaOrder,
  needs: readonly { skuCode: string; quantity: number }[],
  dimension?: 1 | 2 | 6,
) {
  const bySku = new Map<string, number>();
  for (const l of needs) bySku.set(l.skuCode, (bySku.get(l.skuCode) ?? 0) + l.quantity);
  // In SKU order, like every multi-row change, so concurrent approvals never deadlock.
  for (const [skuCode, quantity] of [...bySku].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const { rows: plans } = await tx.execute<{ id: number; dimension: number }>(sql`
      select id, dimension from alloc_plan
      where status = 2 and sku_code = ${skuCode} ${dimension ? sql`and dimension = ${dimension}` : sql``}
        and (now() at time zone ${ctx.tz})::date between period_start and period_end
      order by id`);
    for (const plan of plans) {
      const code = plan.dimension === 1 ? order.retCode : plan.dimension === 2 ? order.spCode : order.provinceCode;
      const { rows } = await tx.execute<{ id: number }>(sql`
        with taken as (
          update alloc_line set used = used + ${quantity}::int
          where plan_id = ${plan.id} and code = ${code ?? ''} and used + ${quantity}::int <= quota
          returning id)
        insert into alloc_usage (order_no, line_id, quantity) select ${order.orderNo}, id, ${quantity}::int from taken
        returning line_id as id`);
      if (!rows.length) throw conflict(`超出配额：${skuCode}`);
    }
  }
}

/** Gives back what the order took (cancel); nothing when it took nothing. */
export async function returnQuota(tx: Tx, orderNo: string) {
  await tx.execute(sql`
    with given as (delete from alloc_usage where order_no = ${orderNo} returning line_id, quantity),
         per_line as (select line_id, sum(quantity)::int as quantity from given group by line_id)
    update alloc_line l set used = l.used - p.quantity from per_line p where l.id = p.line_id`);
}
