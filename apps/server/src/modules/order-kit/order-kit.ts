import { allowedFrom, can } from '@console/contract/declaration';
import { ORDER_STATUS, orderResource } from '@console/contract/order';
import { STALE_MESSAGE } from '@console/contract/resource';
import { type AnyColumn, and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { operatorOf } from '../shop/shop-kit.ts';
import { bumped, freshAt } from '../../shared/freshness.ts';
import { orderLines, orderLogs, orders } from '../../db/schema/order.ts';

export { operatorOf } from '../shop/shop-kit.ts';
export { inTx } from '../../shared/request-context.ts';

/**
 * What the order services share: scope, status names, the check-and-set, the log, the 404/409 answers. It is a
 * folder of its own because the areas that act on orders (ERP push and completion, risk, pay, after-sale,
 * reports) build on it too: it stands below them all, so the order's services may call those areas.
 */

type ShopKeys = Record<'retCode' | 'spCode' | 'platformCode' | 'channelCode' | 'provinceCode' | 'gradeCode', AnyColumn>;
/** The scope columns of a row that copied its shop's keys (an order; rows copying an order's, as after-sales do). */
export const shopKeysScope = (t: ShopKeys) => ({
  1: t.retCode,
  2: t.spCode,
  3: t.platformCode,
  5: t.channelCode,
  6: t.provinceCode,
  7: t.gradeCode,
});

/** The scope keys an order copied from its shop (DOMAIN "Scope dimensions"); no service code: hidden from 4. */
export const ORDER_SCOPE = declareScope('orders', shopKeysScope(orders));
export const orderScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), ORDER_SCOPE);

export const NOT_FOUND = '订单不存在或已被删除';
export const statusName = (s: number) => ORDER_STATUS[s as keyof typeof ORDER_STATUS] ?? String(s);
/** The transition is not allowed from the order's current status. */
export const wrongStatus = (orderNo: string, status: number, verb: string) =>
  conflict(`订单${orderNo}当前状态为「${statusName(status)}」，不能${verb}`);

type Action = keyof typeof MACHINE.transitions | keyof typeof MACHINE.guards;
const MACHINE = orderResource.machine;
const verbOf = (action: Action) =>
  (MACHINE.transitions[action as keyof typeof MACHINE.transitions] ?? MACHINE.guards[action as keyof typeof MACHINE.guards]).label;
/** The declared statuses an action is allowed in (the check-and-set's `where status in (…)`). */
export const statusesFor = (action: Action) => allowedFrom(MACHINE, action) as number[];
/** Whether the order's status allows the action (the declaration's machine). */
export const allows = (order: Pick<OrderRow, 'status'>, action: Action) => can(MACHINE, action, order.status);
/** Refuses (409 naming the current status) an action the order's status does not allow, by the declaration's machine. */
export function assertCan(order: Pick<OrderRow, 'orderNo' | 'status'>, action: Action, verb = verbOf(action)) {
  if (!allows(order, action)) throw wrongStatus(order.orderNo, order.status, verb);
}
/** Where a transition leads. */
export const targetOf = (action: keyof typeof MACHINE.transitions) => MACHINE.transitions[action].to;

export type OrderRow = typeof orders.$inferSelect;

/** The order in the caller's scope, or 404 as if it did not exist. */
export async function orderInScope(tx: DbOrTx, ctx: RequestCtx, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), await orderScope(ctx)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** All of `ids` in scope (oldest first), or 404 for the whole batch: nothing is changed. */
export async function ordersInScope(tx: DbOrTx, ctx: RequestCtx, ids: number[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.id, unique), await orderScope(ctx)))
    .orderBy(orders.createdAt, orders.id);
  if (rows.length !== unique.length) throw notFound(unique.length > 1 ? '所选订单中有不存在或无权操作的订单' : NOT_FOUND);
  return rows;
}

/** The `updateTime` an editor read (second precision, console zone) still matches the row. */
export const freshAs = (updateTime: string | undefined, tz: string): SQL | undefined => freshAt(orders.updatedAt, updateTime, tz);

type Insert = typeof orders.$inferInsert;
type Set = { [K in keyof Insert]?: Insert[K] | SQL };

/**
 * Moves one order from `from` to `to` in one conditional UPDATE (the check-and-set): of concurrent writers
 * exactly one changes the row. The loser gets 409 naming the status the order has now; with `updateTime`
 * (what the user saw) a change by anyone since also loses, even when `from` still matches.
 */
export async function casStatus(
  tx: DbOrTx,
  ctx: RequestCtx,
  order: OrderRow,
  from: number,
  to: number,
  verb: string,
  set: Set = {},
  updateTime?: string,
) {
  const done = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: bumped(orders.updatedAt) })
    .where(and(eq(orders.id, order.id), eq(orders.status, from), freshAs(updateTime, ctx.tz)))
    .returning({ id: orders.id });
  if (done.length) return;
  const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  throw lostRace(order.orderNo, now?.status ?? order.status, from, verb);
}

/** 409 for the loser: the current status, and whether the verb is still possible after a refresh. */
export function lostRace(orderNo: string, current: number, expected: number, verb: string) {
  if (current !== expected) return wrongStatus(orderNo, current, verb);
  return conflict(`订单${orderNo}当前状态为「${statusName(current)}」，${STALE_MESSAGE}`);
}

/** The lines of an order as stock needs them. */
export async function stockNeeds(tx: DbOrTx, orderId: number) {
  return tx.select({ skuCode: orderLines.skuCode, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** The operation log of the order: labels and formats of the logged fields (status by name, money in yuan) from the declaration. */
/** A priced line as an order stores it (the order's own lines, a set meal's, a gift's). */
export type OrderLineValues = {
  skuCode: string;
  skuName: string;
  quantity: number;
  price: number;
  amount: number;
  discount: number;
  gift: boolean;
  priceSource?: string;
};

export const auditOrder = auditTrail({ module: '订单管理', targetType: 'order', ...declaredAudit(orderResource) });

type Changes = Record<string, { before: unknown; after: unknown }>;

/**
 * One log row and one audit event for a transition or edit of an order, in the write's transaction. With
 * `trail: false` the order's own log only: the step is part of a write whose one operation-log row is written
 * elsewhere (the delivery that shipped it, the merge-approve that absorbed it).
 */
export async function logOrder(
  tx: DbOrTx,
  ctx: RequestCtx,
  order: Pick<OrderRow, 'id' | 'orderNo'>,
  e: {
    action: string;
    fromStatus?: number | null;
    toStatus?: number | null;
    remark?: string;
    changes?: Changes;
    trail?: false;
    /** A new order: its operation-log row shows the order as placed (the order's own log, only that it was). */
    created?: Record<string, unknown>;
  },
) {
  const changes: Changes = { ...(e.changes ?? {}) };
  if (e.fromStatus != null && e.toStatus != null && e.fromStatus !== e.toStatus)
    changes.status = { before: e.fromStatus, after: e.toStatus };
  await tx.insert(orderLogs).values({
    orderId: order.id,
    action: e.action,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    operator: operatorOf(ctx),
    remark: e.remark ?? '',
    changes: Object.keys(changes).length ? changes : null,
  });
  if (e.trail === false) return;
  const side = (k: 'before' | 'after') => Object.fromEntries(Object.entries(changes).map(([f, c]) => [f, c[k]]));
  if (e.created) await auditOrder(tx, ctx, e.action, order.orderNo, null, e.created);
  else await auditOrder(tx, ctx, e.action, order.orderNo, side('before'), side('after'));
}
