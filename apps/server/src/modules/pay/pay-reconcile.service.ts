import { type PayReconcileRow, payReconcileQuery, payReconcileResource } from '@console/contract/pay';
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newestFirst } from '../../shared/newest-first.ts';
import { registerListExport } from '../../shared/list-export.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { orderScope } from '../order-kit/order-kit.ts';
import { orders as o } from '../../db/schema/order.ts';
import { todayIn } from '../../shared/time.ts';
import { PAGES } from '@console/contract/api/pages';

/**
 * Reconciliation: the orders placed on a day (in the console's zone; cancelled and merged ones owe nothing)
 * against the latest paid record of each — 1 一致 (paid what it owes), 2 未支付 (no paid record), 3 金额不符.
 * Scoped as the orders are.
 */

type Query = z.output<typeof payReconcileQuery>;

const paid = (column: string) =>
  sql.raw(`(select r.${column} from pay_record r where r.order_no = "order_info"."order_no" and r.status = 2 order by r.id desc limit 1)`);
const result = sql<number>`case when ${paid('amount')} is null then 2 when ${paid('amount')} = "order_info"."pay_amount" then 1 else 3 end`;

const fields = {
  id: o.id,
  orderNo: o.orderNo,
  retCode: o.retCode,
  retName: o.retName,
  orderAmount: o.payAmount,
  paidAmount: sql<number>`coalesce(${paid('amount')}, 0)`,
  payNo: sql<string>`coalesce(${paid('pay_no')}, '')`,
  channelCode: sql<string>`coalesce(${paid('channel_code')}, '')`,
  result,
};
type Row = { [K in keyof typeof fields]: unknown };
const toRow = (r: Row) => ({ ...r, paidAmount: Number(r.paidAmount), result: Number(r.result) }) as PayReconcileRow;

async function reconcileWhere(ctx: RequestCtx, q: Query): Promise<SQL | undefined> {
  const day = q.date ?? todayIn(ctx.tz);
  return and(
    sql`${o.createdAt} >= (${day}::date)::timestamp at time zone ${ctx.tz}`,
    sql`${o.createdAt} < ((${day}::date)::timestamp at time zone ${ctx.tz}) + interval '1 day'`,
    notInArray(o.status, [90, 91]),
    q.result !== undefined ? eq(result, q.result) : undefined,
    await orderScope(ctx),
  );
}

export async function reconcile(q: Query, ctx: RequestCtx) {
  const where = await reconcileWhere(ctx, q);
  const page = await newestFirst(ctx, q, o, fields, where);
  return { ...page, rows: page.rows.map((r) => toRow(r as Row)) };
}

export const registerReconcileExport = () =>
  registerListExport({
    resource: payReconcileResource,
    label: PAGES.payReconcile.title,
    query: payReconcileQuery,
    table: o,
    id: o.id,
    fields,
    where: reconcileWhere,
    toRow: (r: Row) => toRow(r),
  });
