import { WORDS } from '@console/contract/words';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { consumeQuota, returnQuota } from '../alloc/quota.service.ts';
import { giveBackCoupon } from '../coupon/coupon-use.ts';
import { giveBackSetMeals } from '../set-meal/set-meal-order.ts';
import { queuePush } from '../erp/erp-push.service.ts';
import { refuseUnreviewed } from './order-risk.ts';
import { allocateOrder, lockOrderIn, releaseOrder } from '../wms/order-split.service.ts';
import { lockOrderNo } from '../wms/wms-kit.ts';
import {
  assertCan,
  auditOrder,
  casStatus,
  inTx,
  logOrder,
  type OrderRow,
  orderInScope,
  ordersInScope,
  stockNeeds,
  targetOf,
} from '../order-kit/order-kit.ts';
import { withMergedOrders } from './merged-orders.ts';
import { mergedLines } from './order-merge.ts';
import { orderLines, orders } from '../../db/schema/order.ts';

/**
 * The transitions of an order. Each is a check-and-set in SQL (`update … where id = ? and status = <from>`):
 * of concurrent clicks exactly one changes the row, the others get 409 naming the status the winner left.
 * Stock follows the status in the same transaction through the warehouse area's order stock API: approve
 * locks every line in the order's warehouse (all or none, 409 `库存不足：<SKU>`), cancel of an approved order
 * releases what is still locked. Quota follows the status the same way (alloc/quota.service.ts: approve takes
 * it, 409 `超出配额：<SKU>` beyond it; cancel gives it back). The order number's lock (the warehouse's, taken
 * first) keeps one lock order with the warehouse's deliveries: order number, then the order row, then stock rows.
 */

const now = sql`now()`;

/** Approve inside a transaction: pending → approved, the lines' stock locked (`trail: false` inside a merge-approve, which logs itself). */
export async function approveIn(tx: Tx, ctx: RequestCtx, order: OrderRow, updateTime?: string, trail?: false) {
  assertCan(order, 'approve');
  await refuseUnreviewed(tx, order);
  await lockOrderNo(tx, order.orderNo);
  await casStatus(tx, ctx, order, order.status, targetOf('approve'), WORDS.approve, { approveTime: now }, updateTime);
  const needs = await stockNeeds(tx, order.id);
  await consumeQuota(tx, ctx, order, needs);
  if (order.warehouseCode) await lockOrderIn(tx, ctx, order.orderNo, order.warehouseCode, needs);
  else await allocateOrder(tx, ctx, { orderNo: order.orderNo, channelCode: order.channelCode, lines: needs });
  await logOrder(tx, ctx, order, { action: WORDS.approve, fromStatus: order.status, toStatus: targetOf('approve'), trail });
  await queuePush(tx, ctx, order);
  return { id: order.id, status: targetOf('approve') };
}

export const approveOrder = ({ id, updateTime }: { id: number; updateTime?: string }, ctx: RequestCtx) =>
  inTx(ctx, async (tx) => approveIn(tx, ctx, await orderInScope(tx, ctx, id), updateTime));

/** Cancel inside a transaction: from pending or approved; an approved order's locks are released. */
/** With `trail: false` the order's own log only: the write that cancels it logs itself (a risk review's reject). */
export async function cancelIn(tx: Tx, ctx: RequestCtx, order: OrderRow, reason: string, updateTime?: string, trail?: false) {
  assertCan(order, 'cancel');
  await lockOrderNo(tx, order.orderNo);
  await casStatus(tx, ctx, order, order.status, targetOf('cancel'), WORDS.cancel, { cancelReason: reason }, updateTime);
  if (order.status === 20) {
    await releaseOrder(tx, ctx, order.orderNo);
    await returnQuota(tx, order.orderNo);
  }
  const orderNos = await withMergedOrders(tx, order.orderNo);
  const coupon = await giveBackCoupon(tx, ctx, orderNos);
  const setMeals = await giveBackSetMeals(tx, orderNos);
  await logOrder(tx, ctx, order, {
    action: WORDS.cancel,
    fromStatus: order.status,
    toStatus: targetOf('cancel'),
    remark: [reason, coupon, setMeals].filter(Boolean).join('；'),
    changes: reason ? { cancelReason: { before: '', after: reason } } : undefined,
    trail,
  });
  return { id: order.id, status: targetOf('cancel') };
}

export const cancelOrder = ({ id, reason, updateTime }: { id: number; reason: string; updateTime?: string }, ctx: RequestCtx) =>
  inTx(ctx, async (tx) => cancelIn(tx, ctx, await orderInScope(tx, ctx, id), reason, updateTime));

/** Orders merge when they belong to one shop and go to one delivery address. */
export const mergeKey = (o: OrderRow) => [o.retCode, o.deliveryProvinceCode, o.cityCode, o.districtCode, o.address.trim()].join('\u0000');

/**
 * Merge-approve inside a transaction: the oldest pending order absorbs the others' lines (order-merge.ts: the
 * rules and discount tiers apply to the summed quantities, each line keeps its own price), its amounts are
 * recomputed, it is approved (stock locked), the others become 91 pointing at it. `group` is oldest first.
 */
export async function mergeApproveIn(tx: Tx, ctx: RequestCtx, group: OrderRow[]) {
  const [target, ...others] = group;
  if (!others.length) return { ...(await approveIn(tx, ctx, target)), orderNo: target.orderNo, mergedIds: [] as number[] };
  if (others.some((o) => o.retCode !== target.retCode)) throw badRequest('所选订单不属于同一门店，不能合并');
  if (others.some((o) => mergeKey(o) !== mergeKey(target))) throw badRequest('所选订单的收货地址不一致，不能合并');
  for (const o of group) assertCan(o, 'merge');
  // Locks in one order (the absorbing order's number, then the rows by id) so overlapping merges never deadlock.
  await lockOrderNo(tx, target.orderNo);
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      inArray(
        orders.id,
        group.map((o) => o.id),
      ),
    )
    .orderBy(orders.id)
    .for('update');
  for (const o of others) {
    await casStatus(tx, ctx, o, o.status, targetOf('merge'), '合并审核', { mergedInto: target.id });
    await logOrder(tx, ctx, o, {
      action: '合并',
      fromStatus: o.status,
      toStatus: targetOf('merge'),
      remark: `合并到订单${target.orderNo}`,
      changes: { mergedInto: { before: null, after: target.orderNo } },
      trail: false,
    });
  }
  const lines = await tx
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        group.map((o) => o.id),
      ),
    );
  const merged = await mergedLines(tx, ctx, target, lines);
  const totalAmount = merged.reduce((s, l) => s + (l.amount ?? 0), 0);
  // What coupons took off the orders (their discount beyond their lines' tier discounts) stays off the merged one.
  const couponOff = group.reduce((s, o) => s + o.discountAmount, 0) - lines.reduce((s, l) => s + l.discount, 0);
  const discountAmount = merged.reduce((s, l) => s + l.discount, 0) + couponOff;
  await tx.delete(orderLines).where(eq(orderLines.orderId, target.id));
  await tx.insert(orderLines).values(merged);
  await tx
    .update(orders)
    .set({ totalAmount, discountAmount, payAmount: totalAmount - discountAmount, itemCount: merged.reduce((s, l) => s + l.quantity, 0) })
    .where(eq(orders.id, target.id));
  // The log reads as it happened (one transaction, one timestamp: the log's id is its order): the merge
  // changed the still pending order's lines and amounts, then the approval moved it on and locked the stock.
  const payAmount = totalAmount - discountAmount;
  const mergedOrders = others.map((o) => o.orderNo).join('、');
  await logOrder(tx, ctx, target, {
    action: '合并审核',
    remark: `合并订单${mergedOrders}`,
    changes: { payAmount: { before: target.payAmount, after: payAmount } },
    trail: false,
  });
  const approved = await approveIn(tx, ctx, target, undefined, false);
  // The orders' own logs hold each step; the operation log holds the merge-approve once, on the absorbing order.
  await auditOrder(
    tx,
    ctx,
    '合并审核',
    target.orderNo,
    { status: target.status, payAmount: target.payAmount, mergedOrders: '' },
    { status: approved.status, payAmount, mergedOrders },
  );
  return { ...approved, orderNo: target.orderNo, mergedIds: others.map((o) => o.id) };
}

export async function mergeApprove({ ids }: { ids: number[] }, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    const rows = await ordersInScope(tx, ctx, ids);
    if (rows.length < 2) throw badRequest('请至少选择两个订单合并');
    return mergeApproveIn(tx, ctx, rows);
  });
}
