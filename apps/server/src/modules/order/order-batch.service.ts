import type { BatchResult } from '@console/contract/order';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { allows, inTx, type OrderRow, ordersInScope, statusName } from './order-kit.ts';
import { cancelIn, mergeApproveIn, mergeKey } from './order-transition.service.ts';
import { orderIdempotency } from './order.tables.ts';

/**
 * Batch approve-merge and batch cancel. Both refuse the whole batch (404, nothing changed) when any id is
 * missing or outside the caller's scope, and answer one result per order. A repeat with the same
 * `Idempotency-Key` header (per user and call) answers the first result again and changes nothing.
 */

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Runs `work` in one transaction, or answers what the first call with this key answered. Repeats wait on an
 * advisory lock for the first call's transaction, so two racing repeats never both do the work; a failed
 * first call stores nothing (it changed nothing), so its repeat runs again.
 */
async function idempotent<T>(ctx: RequestCtx, call: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const raw = ctx.header?.(IDEMPOTENCY_HEADER)?.trim();
  if (!raw) return inTx(ctx, work);
  if (raw.length > 80) throw badRequest('Idempotency-Key 不能超过80个字符');
  const key = `${call}:${raw}`;
  return inTx(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-idem:${ctx.user.code}:${key}`}))`);
    const [had] = await tx
      .select({ answer: orderIdempotency.answer })
      .from(orderIdempotency)
      .where(and(eq(orderIdempotency.userCode, ctx.user.code), eq(orderIdempotency.key, key)));
    if (had) return had.answer as T;
    const answer = await work(tx);
    await tx.insert(orderIdempotency).values({ userCode: ctx.user.code, key, answer });
    // A key is remembered for a day (a retry comes within seconds); the user's older ones go now.
    await tx
      .delete(orderIdempotency)
      .where(and(eq(orderIdempotency.userCode, ctx.user.code), lt(orderIdempotency.createdAt, sql`now() - interval '1 day'`)));
    return answer;
  });
}

const result = (o: OrderRow, ok: boolean, message: string, mergedInto: number | null = null): BatchResult => ({
  id: o.id,
  orderNo: o.orderNo,
  ok,
  message,
  mergedInto,
});

/**
 * Groups the orders by shop and delivery address and merge-approves each group (a group of one is approved),
 * each in a savepoint: a group that fails (stock) leaves the others done, and its rows say why. Orders that are
 * not pending are reported and left out of their group. Results in the order of the given ids.
 */
export function batchApproveMerge(ctx: RequestCtx, ids: number[]) {
  return idempotent(ctx, 'approveMerge', async (tx) => {
    const rows = await ordersInScope(tx, ctx, ids);
    const out = new Map<number, BatchResult>();
    const groups = new Map<string, OrderRow[]>();
    for (const o of rows) {
      if (!allows(o, 'merge')) out.set(o.id, result(o, false, `当前状态为「${statusName(o.status)}」，不能审核`));
      else groups.set(mergeKey(o), [...(groups.get(mergeKey(o)) ?? []), o]);
    }
    for (const group of groups.values()) {
      try {
        const done = await tx.transaction((sp) => mergeApproveIn(sp, ctx, group));
        out.set(group[0].id, result(group[0], true, group.length > 1 ? `合并审核成功（合并${group.length - 1}单）` : '审核成功'));
        for (const o of group.slice(1)) out.set(o.id, result(o, true, `已合并到订单${group[0].orderNo}`, done.id));
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        for (const o of group) out.set(o.id, result(o, false, e.message));
      }
    }
    return [...new Set(ids)].map((id) => out.get(id) as BatchResult);
  });
}

/** Cancels every order or none: the first that cannot be cancelled refuses the batch (409 naming it). */
export function batchCancel(ctx: RequestCtx, ids: number[], reason: string) {
  return idempotent(ctx, 'cancel', async (tx) => {
    const rows = await ordersInScope(tx, ctx, ids);
    const byId = new Map(rows.map((o) => [o.id, o]));
    // Lock in id order so two overlapping batches never deadlock.
    for (const o of [...rows].sort((a, b) => a.id - b.id)) await cancelIn(tx, ctx, o, reason);
    return [...new Set(ids)].map((id) => result(byId.get(id) as OrderRow, true, '取消成功'));
  });
}
