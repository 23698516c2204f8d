import type { afterSaleQuery } from '@console/contract/after-sale';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { newestFirst } from '../../shared/newest-first.ts';
import { plansByScope } from '../../shared/plans.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { withTimes } from '../../shared/time.ts';
import { orderInScope } from '../order-kit/order-kit.ts';
import { afterSaleScope, NOT_FOUND, statusName } from './after-sale-kit.ts';
import { afterSaleLines, afterSaleLogs, afterSales } from '../../db/schema/after-sale.ts';
import { documentRow, linesOf, logEntry } from '../../shared/document-lines.ts';

/** The after-sale list (filters, scope, newest first), the detail with lines and log, an order's after-sales. */

type Query = z.output<typeof afterSaleQuery>;

export const afterSaleFields = {
  id: afterSales.id,
  afterSaleNo: afterSales.afterSaleNo,
  orderId: afterSales.orderId,
  orderNo: afterSales.orderNo,
  retCode: afterSales.retCode,
  retName: afterSales.retName,
  type: afterSales.type,
  status: afterSales.status,
  refundAmount: afterSales.refundAmount,
  reason: afterSales.reason,
  rejectReason: afterSales.rejectReason,
  createdAt: afterSales.createdAt,
  updatedAt: afterSales.updatedAt,
};
type Fields = { [K in keyof typeof afterSaleFields]: (typeof afterSaleFields)[K]['_']['data'] };

export const toAfterSaleRow = (r: Fields, tz: string) => ({ ...withTimes(r, tz), statusName: statusName(r.status) });

/** The list's WHERE: its filters and the caller's scope (the export uses it too). */
export async function afterSaleWhere(ctx: RequestCtx, q: Partial<Query>): Promise<SQL | undefined> {
  return whereAll([
    await afterSaleScope(ctx),
    q.afterSaleNo ? ilike(afterSales.afterSaleNo, likeText(q.afterSaleNo)) : undefined,
    q.orderNo ? eq(afterSales.orderNo, q.orderNo) : undefined,
    q.retCode ? eq(afterSales.retCode, q.retCode) : undefined,
    q.status !== undefined ? eq(afterSales.status, q.status) : undefined,
    q.type !== undefined ? eq(afterSales.type, q.type) : undefined,
  ]);
}

export async function listAfterSales(q: Query, ctx: RequestCtx) {
  const where = await afterSaleWhere(ctx, q);
  // Unlimited, each filter's best plan is the same whatever its value (the id index backwards, or the shop's
  // index): bench "area lists" on 1,000,000 rows, status 10 and 30 alike; planned per run it cost twice the run.
  const page = await newestFirst(ctx, q, afterSales, afterSaleFields, where, { plans: await plansByScope(ctx) });
  return { ...page, rows: page.rows.map((r) => toAfterSaleRow(r, ctx.tz)) };
}

export async function afterSaleDetail({ id }: { id: number }, ctx: RequestCtx) {
  const r = await documentRow(ctx.db, afterSales, afterSaleFields, and(eq(afterSales.id, id), await afterSaleScope(ctx)), NOT_FOUND);
  const lines = await linesOf(ctx.db, afterSaleLines, afterSaleLines.afterSaleId, id, {
    skuCode: afterSaleLines.skuCode,
    skuName: afterSaleLines.skuName,
    quantity: afterSaleLines.quantity,
    price: afterSaleLines.price,
    amount: afterSaleLines.amount,
  });
  const log = await ctx.db.select().from(afterSaleLogs).where(eq(afterSaleLogs.afterSaleId, id)).orderBy(asc(afterSaleLogs.id));
  return { ...toAfterSaleRow(r, ctx.tz), lines, log: log.map((l) => logEntry(l, ctx.tz)) };
}

/** The after-sales of one order in the caller's scope, oldest first (the order detail drawer); 404 for an order out of it. */
export async function afterSalesOfOrder({ orderId }: { orderId: number }, ctx: RequestCtx) {
  await orderInScope(ctx.db, ctx, orderId);
  const rows = await ctx.db
    .select(afterSaleFields)
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), await afterSaleScope(ctx)))
    .orderBy(asc(afterSales.id))
    .limit(200);
  return rows.map((r) => toAfterSaleRow(r, ctx.tz));
}
