import type { SalesReport, salesReportQuery } from '@console/contract/report';
import { and, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { type RequestCtx, readerOf } from '../../shared/request-context.ts';
import { orders } from '../../db/schema/order.ts';
import { ORDER_SCOPE } from '../order/order-kit.ts';
import { salesDaily as s } from '../../db/schema/sales.ts';

type Q = z.output<typeof salesReportQuery>;

/**
 * The roll-up carries every scope key of its orders but the shop's (a row per shop would be as many rows as
 * orders): a user limited in dimension 1 (shops) is answered from the orders themselves, filtered by the
 * orders' own scope — few shops, so few orders. Everyone else reads the roll-up, filtered in SQL.
 */
const ROLLUP_SCOPE = declareScope('sales roll-up', {
  2: s.spCode,
  3: s.platformCode,
  5: s.channelCode,
  6: s.provinceCode,
  7: s.gradeCode,
});

/** The orders of the caller's scope in the roll-up's shape (for a user limited to shops). */
function fromOrders(inScope: SQL | undefined) {
  const o = orders;
  const day = sql`(${o.approveTime} at time zone 'Asia/Shanghai')::date`;
  const counted = sql`${o.status} in (20, 30, 40, 50) and ${o.approveTime} is not null and ${inScope ?? sql`true`}`;
  return sql`(
    select ${day} as day, ${o.spCode} as sp_code, ${o.provinceCode} as province_code, '' as sku_code, 1 as order_count,
           ${o.itemCount} as quantity, ${o.payAmount}::bigint as amount, 0::bigint as refund_amount
    from ${o} where ${counted}
    union all
    select ${day}, ${o.spCode}, ${o.provinceCode}, l.sku_code, 1, sum(l.quantity)::int, sum(l.amount - l.discount)::bigint, 0::bigint
    from ${o} join order_line l on l.order_id = ${o.id} where ${counted}
    group by ${o.id}, l.sku_code)`;
}

const KEY: Record<Q['dimension'], SQL> = {
  day: sql`to_char(day, 'YYYY-MM-DD')`,
  sp: sql`sp_code`,
  province: sql`province_code`,
  sku: sql`sku_code`,
};
const NAME: Record<Q['dimension'], SQL> = {
  day: sql`k.key`,
  sp: sql`coalesce((select sp_name from sp_info where sp_code = k.key), k.key)`,
  province: sql`coalesce((select name from region where code = k.key), k.key)`,
  sku: sql`coalesce((select name from product_sku where code = k.key), k.key)`,
};

/** Sales by day, SP, province or SKU in the period, with totals, within the caller's scope. */
export async function salesReport(q: Q, ctx: RequestCtx): Promise<SalesReport> {
  const scope = await ctx.scope();
  const byShop = !scope.all && scope.limits.has(1);
  const source = byShop
    ? sql`${fromOrders(scopeWhere(scope, ORDER_SCOPE))} src`
    : sql`(select day, sp_code, province_code, sku_code, order_count, quantity, amount, refund_amount from ${s}
           where ${scopeWhere(scope, ROLLUP_SCOPE) ?? sql`true`}) src`;
  const where = and(
    sql`day between ${q.startDate}::date and ${q.endDate}::date`,
    q.dimension === 'sku' ? sql`sku_code <> ''` : sql`sku_code = ''`,
    q.spCode ? sql`sp_code = ${q.spCode}` : undefined,
    q.provinceCode ? sql`province_code = ${q.provinceCode}` : undefined,
  );
  const grouped = sql`select ${KEY[q.dimension]} as key, sum(order_count)::int as order_count, sum(quantity)::int as quantity,
      sum(amount)::bigint as amount, sum(refund_amount)::bigint as refund_amount from ${source} where ${where} group by 1`;
  const order = q.dimension === 'day' ? sql`k.key` : sql`k.amount desc, k.key`;
  const { rows } = await readerOf(ctx).execute<{
    key: string;
    name: string;
    order_count: number;
    quantity: number;
    amount: number;
    refund_amount: number;
    n: number;
  }>(sql`
    with k as (${grouped})
    select k.*, ${NAME[q.dimension]} as name, count(*) over ()::int as n,
           sum(k.order_count) over ()::int as t_orders, sum(k.quantity) over ()::int as t_quantity,
           sum(k.amount) over ()::bigint as t_amount, sum(k.refund_amount) over ()::bigint as t_refund
    from k order by ${order} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const figures = (orderCount: number, quantity: number, amount: number, refundAmount: number) => ({
    orderCount: Number(orderCount),
    quantity: Number(quantity),
    amount: Number(amount),
    refundAmount: Number(refundAmount),
    netAmount: Number(amount) - Number(refundAmount),
  });
  const first = rows[0] as unknown as Record<string, number> | undefined;
  const totals = first ? figures(first.t_orders, first.t_quantity, first.t_amount, first.t_refund) : figures(0, 0, 0, 0);
  return {
    rows: rows.map((r) => ({ key: r.key, name: r.name, ...figures(r.order_count, r.quantity, r.amount, r.refund_amount) })),
    total: first ? Number(first.n) : 0,
    totals,
  };
}
