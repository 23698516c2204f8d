import type { BatchResult } from '@console/contract/order';
import { AppError } from '../../shared/errors.ts';
import { idempotent } from '../../shared/idempotency.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { allows, type OrderRow, ordersInScope, statusName } from '../order-kit/order-kit.ts';
import { cancelIn, mergeApproveIn, mergeKey } from './order-transition.service.ts';

/**
 * Batch approve-merge and batch cancel. Both refuse the whole batch (404, nothing changed) when any id is
 * missing or outside the caller's scope, and answer one result per order. A repeat with the same
 * `Idempotency-Key` header (per user and call) and the same input answers the first result again and changes
 * nothing; the key with another input is refused (422) (shared/idempotency.ts).
 */

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

export function batchApproveMerge(body: BatchBody, ctx: RequestCtx) {
  const { ids } = body;
  return idempotent(ctx, 'approveMerge', body, async (tx) => {
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
export function batchCancel(body: BatchBody, ctx: RequestCtx) {
  const { ids, reason } = body;
  return idempotent(ctx, 'cancel', body, async (tx) => {
    const rows = await ordersInScope(tx, ctx, ids);
    const byId = new Map(rows.map((o) => [o.id, o]));
    // Lock in id order so two overlapping batches never deadlock.
    for (const o of [...rows].sort((a, b) => a.id - b.id)) await cancelIn(tx, ctx, o, reason);
    return [...new Set(ids)].map((id) => result(byId.get(id) as OrderRow, true, '取消成功'));
  });
}
