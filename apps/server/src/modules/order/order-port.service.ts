import { type AnyColumn, and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import type { OrderForWarehouse } from '../wms/order-port.ts';
import { bumped } from '../../shared/freshness.ts';
import { throughParent } from '../../shared/data-scope.ts';
import { NOT_FOUND, logOrder, orderScope, statusName, stockNeeds } from '../order-kit/order-kit.ts';
import { notFound } from '../../shared/errors.ts';
import { orders } from '../../db/schema/order.ts';
import { WORDS } from '@console/contract/words';

/** What the warehouse area reads and tells about orders (its `OrderPort`), registered by the routes plugin. */

/** Approved and pushed orders may be split, allocated and delivered. */
const DELIVERABLE = [20, 30];

export async function orderForWarehouse(tx: Tx, ctx: RequestCtx, orderNo: string): Promise<OrderForWarehouse | undefined> {
  const [o] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), await orderScope(ctx)));
  if (!o) return undefined;
  return {
    orderNo: o.orderNo,
    approved: DELIVERABLE.includes(o.status),
    statusName: statusName(o.status),
    channelCode: o.channelCode,
    provinceCode: o.provinceCode,
    lines: await stockNeeds(tx, o.id),
  };
}

/**
 * Every delivery shipped: approved / pushed → shipped (check-and-set; an order already past it stays). An order
 * outside the caller's scope is not found, whatever the warehouse checked before calling.
 */
export async function orderShipped(tx: Tx, ctx: RequestCtx, orderNo: string) {
  const [o] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), await orderScope(ctx)));
  if (!o) throw notFound(NOT_FOUND);
  if (!DELIVERABLE.includes(o.status)) return;
  const [done] = await tx
    .update(orders)
    .set({ status: 40, updatedAt: bumped(orders.updatedAt) })
    .where(and(eq(orders.id, o.id), eq(orders.status, o.status)))
    .returning({ id: orders.id, orderNo: orders.orderNo });
  // The order's own log: the operation-log row of this write is the delivery's (发货).
  if (done)
    await logOrder(tx, ctx, done, { action: WORDS.ship, fromStatus: o.status, toStatus: 40, remark: '全部发货单已发货', trail: false });
}

/** Rows of the warehouse naming an order follow the order's scope (the port's `inScope`). */
export const ordersInScope = async (ctx: RequestCtx, orderNo: AnyColumn) =>
  throughParent(orderNo, await orderScope(ctx), (inScope) => ctx.db.select({ orderNo: orders.orderNo }).from(orders).where(inScope));
