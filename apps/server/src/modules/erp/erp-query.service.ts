import { stateOf } from '@console/contract/declaration';
import { ERP_PUSH_MACHINE, type erpPushQuery, erpPushResource } from '@console/contract/erp';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assertAllInScope, declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { orderInScope, shopKeysScope } from '../order-kit/order-kit.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { conflict } from '../../shared/errors.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { afterCommit, inTx, type RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { enqueue } from './erp-push.service.ts';
import { erpPushes as p } from '../../db/schema/erp.ts';
import { PAGES } from '@console/contract/api/pages';

/** The push list (`/erp/order/queryList`) and the retry of failed pushes, in the caller's scope. */

export const ERP_SCOPE = declareScope('erpPushes', shopKeysScope(p));
const pushScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), ERP_SCOPE);
const audit = auditTrail({ module: PAGES.erpOrder.title, targetType: 'erpPush', ...declaredAudit(erpPushResource) });

export const pushFields = {
  id: p.id,
  orderId: p.orderId,
  orderNo: p.orderNo,
  retCode: p.retCode,
  retName: p.retName,
  status: p.status,
  attempts: p.attempts,
  lastError: p.lastError,
  pushTime: p.pushTime,
  nextRetryAt: p.nextRetryAt,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};
type Fields = Omit<typeof p.$inferSelect, 'spCode' | 'platformCode' | 'channelCode' | 'provinceCode' | 'gradeCode' | 'claimedAt'>;

export const toPushRow = (r: Fields, tz: string) => {
  const { nextRetryAt, createdAt, updatedAt, pushTime, ...rest } = r;
  // A retry time only means something while the push waits.
  const waiting = r.status === 1 && r.attempts > 0;
  return {
    ...rest,
    pushTime: formatTime(pushTime, tz),
    nextRetryTime: waiting ? formatTime(nextRetryAt, tz) : '',
    createTime: formatTime(createdAt, tz),
    updateTime: formatTime(updatedAt, tz),
  };
};

type Query = z.output<typeof erpPushQuery>;
export const pushWhere = async (ctx: RequestCtx, q: Query) =>
  whereAll([
    await pushScope(ctx),
    q.orderNo ? ilike(p.orderNo, likeText(q.orderNo)) : undefined,
    q.retName ? ilike(p.retName, likeText(q.retName)) : undefined,
    q.status !== undefined ? eq(p.status, q.status) : undefined,
  ]);

/** The pushes of one order in the caller's scope (its detail drawer), oldest first; 404 for an order outside it. */
export async function pushesOfOrder({ orderId }: { orderId: number }, ctx: RequestCtx) {
  const order = await orderInScope(ctx.db, ctx, orderId);
  const rows = await ctx.db.select(pushFields).from(p).where(eq(p.orderId, order.id)).orderBy(asc(p.id));
  return rows.map((r) => toPushRow(r, ctx.tz));
}

export async function listPushes(q: Query, ctx: RequestCtx) {
  const where = await pushWhere(ctx, q);
  const page = await newestFirst(ctx, q, p, pushFields, where);
  return { ...page, rows: page.rows.map((r) => toPushRow(r, ctx.tz)) };
}

/**
 * Failed pushes start again with fresh attempts (失败 → 待推送 by check-and-set), all or none: an id out of
 * scope is 404 for the batch, a push that is not 失败 is 409 naming its status.
 */
export async function retryPushes(b: { ids: number[] }, ctx: RequestCtx) {
  const ids = [...new Set(b.ids)];
  return inTx(ctx, async (tx) => {
    await assertAllInScope(tx, p, p.id, ids, await pushScope(ctx), '推送记录不存在或无权操作');
    const { from, to, label } = ERP_PUSH_MACHINE.transitions.retry;
    const rows = await tx.select().from(p).where(inArray(p.id, ids)).orderBy(asc(p.id)).for('update');
    for (const r of rows) {
      const [done] = await tx
        .update(p)
        .set({ status: to, attempts: 0, lastError: '', nextRetryAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(p.id, r.id), inArray(p.status, [...from])))
        .returning({ id: p.id });
      if (!done) throw conflict(`订单${r.orderNo}的推送当前状态为「${stateOf(ERP_PUSH_MACHINE, r.status).label}」，不能${label}`);
      await audit(tx, ctx, label, r.orderNo, { status: r.status, attempts: r.attempts }, { status: to, attempts: 0 });
      await afterCommit(ctx, () => enqueue(r.id));
    }
    return { count: rows.length };
  });
}
