import { ORDER_STATUS } from '@console/contract/order';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type ScopeColumns, scopeWhere } from '../../shared/data-scope.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { emitWrite } from '../../shared/write-events.ts';
import { type StockLine, sourceOf } from '../wms/stock.service.ts';
import { orderLines, orderLogs, orders } from './order.tables.ts';

/** What the order services share: scope, status names, the log, the 404/409 answers. */

/** The scope keys an order copied from its shop (DOMAIN "Scope dimensions"). */
export const ORDER_SCOPE: ScopeColumns = {
  1: orders.retCode,
  2: orders.spCode,
  3: orders.platformCode,
  5: orders.channelCode,
  6: orders.provinceCode,
  7: orders.gradeCode,
};
export const orderScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), ORDER_SCOPE);

export const NOT_FOUND = '订单不存在或已被删除';
export const statusName = (s: number) => ORDER_STATUS[s as keyof typeof ORDER_STATUS] ?? String(s);
/** The loser of a check-and-set learns the order's current status. */
export const wrongStatus = (orderNo: string, status: number, verb: string) =>
  conflict(`订单${orderNo}当前状态为「${statusName(status)}」，不能${verb}`);

export const operatorOf = (ctx: RequestCtx) => `${ctx.user.name}(${ctx.user.loginId})`;
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

/** All of `ids` in scope, or 404 for the whole batch (nothing is changed). */
export async function ordersInScope(tx: DbOrTx, ctx: RequestCtx, ids: number[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.id, unique), await orderScope(ctx)))
    .orderBy(orders.id);
  if (rows.length !== unique.length) throw notFound(NOT_FOUND);
  return rows;
}

/** The stock lines of an order in its warehouse. */
export async function stockLinesOf(tx: DbOrTx, order: OrderRow): Promise<StockLine[]> {
  const lines = await tx
    .select({ skuCode: orderLines.skuCode, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  return lines.map((l) => ({ ...l, warehouseCode: order.warehouseCode }));
}

export const stockSource = (ctx: RequestCtx, order: OrderRow, reason = '') => sourceOf(ctx, 'ORDER', order.orderNo, reason);

const LABELS: Record<string, string> = {
  status: '状态',
  remark: '备注',
  receiver: '收货人',
  phone: '联系电话',
  provinceCode: '省份',
  cityCode: '城市',
  districtCode: '区县',
  address: '收货地址',
  mergedInto: '合并到',
};

type Changes = Record<string, { before: unknown; after: unknown }>;

/** One log row and one audit event for a transition or edit of an order, in the write's transaction. */
export async function logOrder(
  tx: DbOrTx,
  ctx: RequestCtx,
  order: Pick<OrderRow, 'id' | 'orderNo'>,
  e: { action: string; fromStatus?: number | null; toStatus?: number | null; remark?: string; changes?: Changes },
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
  const side = (k: 'before' | 'after') => Object.fromEntries(Object.entries(changes).map(([f, c]) => [f, c[k]]));
  await emitWrite(tx, ctx, {
    module: '订单管理',
    action: e.action,
    targetType: 'order',
    targetId: order.orderNo,
    before: side('before'),
    after: side('after'),
    labels: LABELS,
    values: { status: ORDER_STATUS },
  });
}
