import type { giftQuery } from '@console/contract/gift-order';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../shared/errors.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { withTimes } from '../../shared/time.ts';
import { giftScope } from './gift-order.service.ts';
import { giftOrders as g } from '../../db/schema/gift-order.ts';

/** The gift-order list (filters, scope, newest first) and a gift order's detail with its lines at list price. */

const ofOrder = <T>(column: string) => sql<T>`(select o.${sql.identifier(column)} from order_info o where o.id = "order_gift"."order_id")`;
const status = ofOrder<number>('status');

export const giftFields = {
  id: g.id,
  orderId: g.orderId,
  orderNo: g.orderNo,
  retCode: g.retCode,
  retName: sql<string>`coalesce((select s.ret_name from shop_info s where s.ret_code = "order_gift"."ret_code"), '')`,
  month: g.month,
  listAmount: g.listAmount,
  itemCount: ofOrder<number>('item_count'),
  status,
  creator: ofOrder<string>('creator'),
  createdAt: g.createdAt,
  updatedAt: g.updatedAt,
};

export async function giftWhere(ctx: RequestCtx, q: z.output<typeof giftQuery>): Promise<SQL | undefined> {
  return whereAll([
    await giftScope(ctx),
    q.orderNo ? ilike(g.orderNo, likeText(q.orderNo)) : undefined,
    q.retCode ? eq(g.retCode, q.retCode) : undefined,
    q.month ? eq(g.month, q.month) : undefined,
    q.status !== undefined ? sql`${status} = ${q.status}` : undefined,
  ]);
}

/** The row as the list and the export show it (no update time: a gift order is edited as its order). */
export const toGiftRow = <T extends { createdAt: Date; updatedAt: Date }>(r: T, tz: string) => {
  const { updateTime: _u, ...row } = withTimes(r, tz);
  return row;
};

export async function listGiftOrders(q: z.output<typeof giftQuery>, ctx: RequestCtx) {
  const page = await newestFirst(ctx, q, g, giftFields, await giftWhere(ctx, q));
  return { ...page, rows: page.rows.map((r) => toGiftRow(r, ctx.tz)) };
}

export async function giftDetail({ id }: { id: number }, ctx: RequestCtx) {
  const [r] = await ctx.db
    .select({
      ...giftFields,
      lines: g.lines,
      receiver: ofOrder<string>('receiver'),
      phone: ofOrder<string>('phone'),
      address: ofOrder<string>('address'),
    })
    .from(g)
    .where(and(eq(g.id, id), await giftScope(ctx)));
  if (!r) throw notFound('赠品订单不存在或已被删除');
  const lines = r.lines.map((l) => ({ ...l, listAmount: l.quantity * l.listPrice }));
  return { ...toGiftRow(r, ctx.tz), lines };
}
