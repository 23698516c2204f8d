import { WORDS } from '@console/contract/words';
import { WORK_ORDER_MACHINE, WORK_ORDER_STATUS_TEXT } from '@console/contract/shop-service';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../shared/errors.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { byShopInScope, operatorOf, shopInScopeOr404 } from './shop-kit.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { times, withTimes } from '../../shared/time.ts';
import { inTx } from '../../shared/request-context.ts';
import { retWorkOrder, retWorkOrderReply, shopInfo } from '../../db/schema/shop.ts';
import { unnested } from '../../shared/reshape.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { PAGES } from '@console/contract/api/pages';

/**
 * A shop's work orders: open → processing → resolved → closed, each step a check-and-set in SQL on the
 * state it leaves (of two concurrent clicks one wins, the other gets 409 naming the current state). Replies
 * are allowed until the order is closed. Work orders of a shop outside the caller's scope do not exist.
 */

type ListQ = { page: number; pageSize: number; cursor?: string; retCode?: string; retName?: string; title?: string; status?: number };

/** `extra`: more fields to select (the list's sort key for its cursors). */
const rows = <X extends Record<string, SQL>>(ctx: RequestCtx, extra?: X) =>
  ctx.db
    .select({
      ...(extra as X),
      row: retWorkOrder,
      retName: sql<string>`coalesce(${shopInfo.retName}, '')`,
      replyCount: sql<number>`(select count(*)::int from ${retWorkOrderReply} where ${retWorkOrderReply.workOrderId} = ${retWorkOrder.id})`,
    })
    .from(retWorkOrder)
    .leftJoin(shopInfo, eq(shopInfo.retCode, retWorkOrder.retCode))
    .$dynamic();
const toRow = (r: Awaited<ReturnType<typeof rows<Record<never, SQL>>>>[number], tz: string) => withTimes(unnested(r), tz);

export async function listWorkOrders(q: ListQ, ctx: RequestCtx) {
  const where = whereAll([
    q.retCode ? ilike(retWorkOrder.retCode, likeText(q.retCode)) : undefined,
    q.retName ? ilike(shopInfo.retName, likeText(q.retName)) : undefined,
    q.title ? ilike(retWorkOrder.title, likeText(q.title)) : undefined,
    q.status ? eq(retWorkOrder.status, q.status) : undefined,
    await byShopInScope(ctx, retWorkOrder.retCode),
  ]);
  const page = await pagedList(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    order: [{ column: retWorkOrder.id, desc: true }],
    cursor: q.cursor,
    rows: keyedRows({ from: (sel) => rows(ctx, sel), where }),
    count: () =>
      ctx.db.select({ id: retWorkOrder.id }).from(retWorkOrder).leftJoin(shopInfo, eq(shopInfo.retCode, retWorkOrder.retCode)).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toRow(r, ctx.tz)) };
}

async function inScopeOr404(ctx: RequestCtx, id: number) {
  const [row] = await rows(ctx).where(and(eq(retWorkOrder.id, id), await byShopInScope(ctx, retWorkOrder.retCode)));
  if (!row) throw notFound('工单不存在或已被删除');
  return row;
}

export async function workOrderDetail({ id }: { id: number }, ctx: RequestCtx) {
  const row = await inScopeOr404(ctx, id);
  const replies = await ctx.db
    .select()
    .from(retWorkOrderReply)
    .where(eq(retWorkOrderReply.workOrderId, id))
    .orderBy(asc(retWorkOrderReply.id));
  return {
    ...toRow(row, ctx.tz),
    replies: replies.map((r) => ({ id: r.id, content: r.content, operator: r.operator, createTime: times(r, ctx.tz).createTime })),
  };
}

const event = auditTrail({
  module: PAGES.retWorkOrder.title,
  targetType: 'workOrder',
  labels: { retCode: COMMON_LABELS.shop, title: COMMON_LABELS.title, content: '内容', status: COMMON_LABELS.status },
  values: { status: WORK_ORDER_STATUS_TEXT },
});

const replyEvent = auditTrail({ module: PAGES.retWorkOrder.title, targetType: 'workOrder', labels: { content: '回复内容' } });

export async function addWorkOrder(b: { retCode: string; title: string; content: string }, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    await shopInScopeOr404(tx, ctx, b.retCode);
    const [row] = await tx
      .insert(retWorkOrder)
      .values({ ...b, creator: operatorOf(ctx) })
      .returning({ id: retWorkOrder.id });
    await event(tx, ctx, WORDS.add, row.id, null, { ...b, status: 1 });
    return row;
  });
}

export async function replyWorkOrder(b: { id: number; content: string }, ctx: RequestCtx) {
  await inScopeOr404(ctx, b.id);
  return inTx(ctx, async (tx) => {
    // Lock against a concurrent close: a reply never lands on a closed order.
    const [current] = await tx
      .update(retWorkOrder)
      .set({ updatedAt: bumped(retWorkOrder.updatedAt) })
      .where(and(eq(retWorkOrder.id, b.id), inArray(retWorkOrder.status, [...WORK_ORDER_MACHINE.guards.reply.in])))
      .returning({ id: retWorkOrder.id });
    if (!current) throw conflict('工单已关闭，不能回复');
    const [reply] = await tx
      .insert(retWorkOrderReply)
      .values({ workOrderId: b.id, content: b.content, operator: operatorOf(ctx) })
      .returning({ id: retWorkOrderReply.id });
    await replyEvent(tx, ctx, '回复', b.id, null, { content: b.content });
    return reply;
  });
}

/** The handler of one transition of the work order's machine. */
export const moveWorkOrder =
  (name: keyof typeof WORK_ORDER_MACHINE.transitions) => async (b: { id: number; updateTime?: string }, ctx: RequestCtx) => {
    const {
      from: [from],
      to,
      label,
    } = WORK_ORDER_MACHINE.transitions[name];
    const current = await inScopeOr404(ctx, b.id);
    assertFresh(current.row.updatedAt, b.updateTime, ctx.tz);
    await inTx(ctx, async (tx) => {
      const [moved] = await tx
        .update(retWorkOrder)
        .set({ status: to, updatedAt: bumped(retWorkOrder.updatedAt) })
        .where(and(eq(retWorkOrder.id, b.id), eq(retWorkOrder.status, from)))
        .returning({ id: retWorkOrder.id });
      if (!moved) {
        const [now] = await tx.select({ status: retWorkOrder.status }).from(retWorkOrder).where(eq(retWorkOrder.id, b.id));
        throw conflict(
          `工单当前状态为「${WORK_ORDER_STATUS_TEXT[now?.status ?? 0] ?? '未知'}」，只有「${WORK_ORDER_STATUS_TEXT[from]}」的工单可以${label}`,
        );
      }
      await event(tx, ctx, WORK_ORDER_STATUS_TEXT[to], b.id, { status: from }, { status: to });
    });
    return null;
  };
