import { sellinOrderResource, type sellinQuery } from '@console/contract/sellin-order';
import { declaredWhere } from '../../shared/declared.ts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newestFirst } from '../../shared/newest-first.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { withTimes } from '../../shared/time.ts';
import { sellinScope } from './sellin-order.service.ts';
import { sellinOrderLines as lines, sellinOrders as so } from '../../db/schema/sellin-order.ts';
import { documentRow, linesOf } from '../../shared/document-lines.ts';

/** The sell-in order list (filters, scope, newest first) and the detail with its lines. */

export const sellinFields = {
  id: so.id,
  sellinNo: so.sellinNo,
  spCode: so.spCode,
  spName: sql<string>`coalesce((select p.sp_name from sp_info p where p.sp_code = "order_sellin"."sp_code"), '')`,
  warehouseCode: so.warehouseCode,
  itemCount: so.itemCount,
  status: so.status,
  remark: so.remark,
  cancelReason: so.cancelReason,
  creator: so.creator,
  createdAt: so.createdAt,
  updatedAt: so.updatedAt,
};

const filters = declaredWhere(sellinOrderResource, so);

export async function sellinWhere(ctx: RequestCtx, q: z.output<typeof sellinQuery>): Promise<SQL | undefined> {
  return whereAll([await sellinScope(ctx), ...filters(q, ctx.tz)]);
}

export async function listSellins(q: z.output<typeof sellinQuery>, ctx: RequestCtx) {
  const page = await newestFirst(ctx, q, so, sellinFields, await sellinWhere(ctx, q));
  return { ...page, rows: page.rows.map((r) => withTimes(r, ctx.tz)) };
}

export async function sellinDetail({ id }: { id: number }, ctx: RequestCtx) {
  const r = await documentRow(ctx.db, so, sellinFields, and(eq(so.id, id), await sellinScope(ctx)), '进货订单不存在或已被删除');
  const select = { skuCode: lines.skuCode, skuName: lines.skuName, quantity: lines.quantity };
  const ls = await linesOf(ctx.db, lines, lines.sellinId, id, select);
  return { ...withTimes(r, ctx.tz), lines: ls };
}
