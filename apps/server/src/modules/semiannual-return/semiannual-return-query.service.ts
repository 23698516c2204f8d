import type { srQuery } from '@console/contract/semiannual-return';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newestFirst } from '../../shared/newest-first.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { withTimes } from '../../shared/time.ts';
import { quotaOf, srScope } from './semiannual-return.service.ts';
import { semiannualReturnLines as lines, semiannualReturns as srs } from '../../db/schema/semiannual-return.ts';
import { documentRow, linesOf } from '../../shared/document-lines.ts';

/** The half-year return list (filters, scope, newest first) and the detail with its lines and the half year's quota. */

const fields = {
  id: srs.id,
  returnNo: srs.returnNo,
  retCode: srs.retCode,
  retName: sql<string>`coalesce((select s.ret_name from shop_info s where s.ret_code = "order_semiannual_return"."ret_code"), '')`,
  period: srs.period,
  warehouseCode: srs.warehouseCode,
  amount: srs.amount,
  status: srs.status,
  reason: srs.reason,
  rejectReason: srs.rejectReason,
  createdAt: srs.createdAt,
  updatedAt: srs.updatedAt,
};

export async function listReturns(q: z.output<typeof srQuery>, ctx: RequestCtx) {
  const where = whereAll([
    await srScope(ctx),
    q.returnNo ? ilike(srs.returnNo, likeText(q.returnNo)) : undefined,
    q.retCode ? eq(srs.retCode, q.retCode) : undefined,
    q.period ? eq(srs.period, q.period) : undefined,
    q.status !== undefined ? eq(srs.status, q.status) : undefined,
  ]);
  const page = await newestFirst(ctx, q, srs, fields, where);
  return { ...page, rows: page.rows.map((r) => withTimes(r, ctx.tz)) };
}

export async function returnDetail({ id }: { id: number }, ctx: RequestCtx) {
  const r = await documentRow(ctx.db, srs, fields, and(eq(srs.id, id), await srScope(ctx)), '半年退货单不存在或已被删除');
  const select = { skuCode: lines.skuCode, skuName: lines.skuName, quantity: lines.quantity, price: lines.price, amount: lines.amount };
  const ls = await linesOf(ctx.db, lines, lines.returnId, id, select);
  const { rate, purchased, cap, used, remaining } = await quotaOf(ctx.db, r.retCode, r.period, ctx.tz, r.id);
  return { ...withTimes(r, ctx.tz), lines: ls, quota: { rate, purchased, cap, used, remaining } };
}
