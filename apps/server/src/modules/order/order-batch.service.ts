import { createHash } from 'node:crypto';
import type { BatchResult } from '@console/contract/order';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { inTx, type OrderRow, ordersInScope, statusName } from './order-kit.ts';
import { cancelIn, mergeApproveIn, mergeKey } from './order-transition.service.ts';
import { orderIdempotency } from './order.tables.ts';

/**
 * Batch approve-merge and batch cancel. Both refuse the whole batch (404, nothing changed) when any id is
 * missing or outside the caller's scope, and answer one result per order. A repeat with the same
 * `Idempotency-Key` header (per user and call) and the same input answers the first result again and changes
 * nothing; the key with another input is refused (422), since answering it the first result would tell the user
 * a request they never made was done.
 */

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Runs `work` in one transaction, or answers what the first call with this key answered. Repeats wait on an
 * advisory lock for the first call's transaction, so two racing repeats never both do the work; a failed
 * first call stores nothing (it changed nothing), so its repeat runs again.
 */
async function idempotent<T>(ctx: RequestCtx, call: string, input: unknown, work: (tx: Tx) => Promise<T>): Promise<T> {
  const raw = ctx.header?.(IDEMPOTENCY_HEADER)?.trim();
  if (!raw) return inTx(ctx, work);
  if (raw.length > 80) throw badRequest('Idempotency-Key 不能超过80个字符');
  const key = `${call}:${raw}`;
  // The parsed input, not the raw body: the same request sent with other spacing or key order is still the same.
  const request = createHash('sha256')
    .update(`${call}\n${JSON.stringify(input)}`)
    .digest('hex');
  return inTx(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-idem:${ctx.user.code}:${key}`}))`);
    const [had] = await tx
      .select({ request: orderIdempotency.request, answer: orderIdempotency.answer })
      .from(orderIdempotency)
      .where(and(eq(orderIdempotency.userCode, ctx.user.code), eq(orderIdempotency.key, key)));
    // '' is a key stored before requests were hashed (kept a day at most): nothing to compare it with.
    if (had && had.request !== '' && had.request !== request) throw new AppError(422, '幂等键已用于其他请求');
    if (had) return had.answer as T;
    const answer = await work(tx);
    await tx.insert(orderIdempotency).values({ userCode: ctx.user.code, key, request, answer });
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
type BatchBody = { ids: number[]; reason: string };

export function batchApproveMerge(ctx: RequestCtx, body: BatchBody) {
  const { ids } = body;
  return idempotent(ctx, 'approveMerge', body, async (tx) => {
    const rows = await ordersInScope(tx, ctx, ids);
    const out = new Map<number, BatchResult>();
    const groups = new Map<string, OrderRow[]>();
    for (const o of rows) {
      if (o.status !== 10) out.set(o.id, result(o, false, `当前状态为「${statusName(o.status)}」，不能审核`));
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
export function batchCancel(ctx: RequestCtx, body: BatchBody) {
  const { ids, reason } = body;
  return idempotent(ctx, 'cancel', body, async (tx) => {
    const rows = await ordersInScope(tx, ctx, ids);
    const byId = new Map(rows.map((o) => [o.id, o]));
    // Lock in id order so two overlapping batches never deadlock.
    for (const o of [...rows].sort((a, b) => a.id - b.id)) await cancelIn(tx, ctx, o, reason);
    return [...new Set(ids)].map((id) => result(byId.get(id) as OrderRow, true, '取消成功'));
  });
}
