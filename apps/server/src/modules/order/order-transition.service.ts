import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { lockLines, unlockLines } from '../wms/stock.service.ts';
import { inTx } from '../shop/shop-kit.ts';
import { logOrder, type OrderRow, orderInScope, ordersInScope, stockLinesOf, stockSource, wrongStatus } from './order-kit.ts';
import { orderLines, orders } from './order.tables.ts';

/**
 * The transitions of an order. Each is a check-and-set in SQL (`update … where id = ? and status = <from>`):
 * of concurrent clicks exactly one changes the row, the others get 409 naming the status the winner left.
 * Stock follows the status in the same transaction: approve locks every line (all or none), cancel of an
 * approved order unlocks them.
 */

type Set = Partial<typeof orders.$inferInsert>;

/** Moves one order from `from` to `to`; 409 naming the current status when another writer got there first. */
async function casStatus(tx: DbOrTx, order: OrderRow, from: number, to: number, verb: string, set: Set = {}) {
  const done = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (done.length) return;
  const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  throw wrongStatus(order.orderNo, now?.status ?? order.status, verb);
}

/** Approve inside a transaction: pending → approved, the lines' stock locked in the order's warehouse. */
export async function approveIn(tx: DbOrTx, ctx: RequestCtx, order: OrderRow) {
  if (order.status !== 10) throw wrongStatus(order.orderNo, order.status, '审核');
  await casStatus(tx, order, 10, 20, '审核', { approveTime: sql`now()` as unknown as Date });
  await lockLines(tx, await stockLinesOf(tx, order), stockSource(ctx, order, '订单审核'));
  await logOrder(tx, ctx, order, { action: '审核', fromStatus: 10, toStatus: 20 });
  return { id: order.id, status: 20 };
}

export async function approveOrder(ctx: RequestCtx, id: number) {
  return inTx(ctx, async (tx) => approveIn(tx, ctx, await orderInScope(tx, ctx, id)));
}

/** Cancel inside a transaction: from pending or approved; an approved order's locks are released. */
export async function cancelIn(tx: DbOrTx, ctx: RequestCtx, order: OrderRow, reason: string) {
  if (order.status !== 10 && order.status !== 20) throw wrongStatus(order.orderNo, order.status, '取消');
  await casStatus(tx, order, order.status, 90, '取消', { cancelReason: reason });
  if (order.status === 20) await unlockLines(tx, await stockLinesOf(tx, order), stockSource(ctx, order, '订单取消'));
  await logOrder(tx, ctx, order, { action: '取消', fromStatus: order.status, toStatus: 90, remark: reason });
  return { id: order.id, status: 90 };
}

export async function cancelOrder(ctx: RequestCtx, id: number, reason: string) {
  return inTx(ctx, async (tx) => cancelIn(tx, ctx, await orderInScope(tx, ctx, id), reason));
}

const sameAddress = (a: OrderRow, b: OrderRow) =>
  a.receiver === b.receiver &&
  a.phone === b.phone &&
  a.provinceCode === b.provinceCode &&
  a.cityCode === b.cityCode &&
  a.districtCode === b.districtCode &&
  a.address === b.address;

/** The key orders are grouped by for merging: one shop, one delivery address. */
export const mergeKey = (o: OrderRow) =>
  [o.retCode, o.receiver, o.phone, o.provinceCode, o.cityCode, o.districtCode, o.address].join('\u0000');

/**
 * Merge-approve inside a transaction: the oldest pending order absorbs the others' lines (summed per SKU and
 * gift flag), its amounts are recomputed, it is approved (stock locked), the others become 91 pointing at it.
 */
export async function mergeApproveIn(tx: DbOrTx, ctx: RequestCtx, group: OrderRow[]) {
  const sorted = [...group].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const [target, ...others] = sorted;
  if (!others.length) return { target: await approveIn(tx, ctx, target), merged: [] as OrderRow[] };
  for (const o of others) {
    if (o.retCode !== target.retCode) throw badRequest('所选订单不属于同一门店，不能合并');
    if (!sameAddress(o, target)) throw badRequest('所选订单的收货地址不一致，不能合并');
  }
  for (const o of sorted) if (o.status !== 10) throw wrongStatus(o.orderNo, o.status, '合并审核');
  for (const o of others) await casStatus(tx, o, 10, 91, '合并审核', { mergedInto: target.id });
  // The target's status is checked last but before its lines change: it is still pending or we roll back.
  const lines = await tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, sorted.map((o) => o.id)));
  const summed = new Map<string, typeof orderLines.$inferInsert>();
  // The target's own lines first, so its prices win for a SKU both carry.
  lines.sort((a, b) => Number(b.orderId === target.id) - Number(a.orderId === target.id) || a.id - b.id);
  for (const l of lines) {
    const key = `${l.skuCode}\u0000${l.gift}`;
    const had = summed.get(key);
    const quantity = (had?.quantity ?? 0) + l.quantity;
    const price = had?.price ?? l.price;
    summed.set(key, { orderId: target.id, skuCode: l.skuCode, skuName: l.skuName, gift: l.gift, price, quantity, amount: l.gift ? 0 : price * quantity });
  }
  const merged = [...summed.values()];
  const totalAmount = merged.reduce((s, l) => s + (l.amount ?? 0), 0);
  const discountAmount = Math.min(totalAmount, sorted.reduce((s, o) => s + o.discountAmount, 0));
  await tx.delete(orderLines).where(eq(orderLines.orderId, target.id));
  await tx.insert(orderLines).values(merged);
  await tx
    .update(orders)
    .set({
      totalAmount,
      discountAmount,
      payAmount: totalAmount - discountAmount,
      itemCount: merged.reduce((s, l) => s + l.quantity, 0),
    })
    .where(eq(orders.id, target.id));
  const approved = await approveIn(tx, ctx, target);
  for (const o of others)
    await logOrder(tx, ctx, o, {
      action: '合并',
      fromStatus: 10,
      toStatus: 91,
      remark: `合并到订单${target.orderNo}`,
      changes: { mergedInto: { before: null, after: target.orderNo } },
    });
  await logOrder(tx, ctx, target, { action: '合并审核', remark: `合并订单${others.map((o) => o.orderNo).join('、')}` });
  return { target: approved, merged: others };
}

export async function mergeApprove(ctx: RequestCtx, ids: number[]) {
  return inTx(ctx, async (tx) => {
    const rows = await ordersInScope(tx, ctx, ids);
    if (rows.length < 2) throw badRequest('请至少选择两个订单合并');
    return (await mergeApproveIn(tx, ctx, rows)).target;
  });
}

export async function editRemark(ctx: RequestCtx, id: number, remark: string) {
  await inTx(ctx, async (tx) => {
    const order = await orderInScope(tx, ctx, id);
    await tx.update(orders).set({ remark, updatedAt: sql`now()` }).where(eq(orders.id, id));
    await logOrder(tx, ctx, order, { action: '修改备注', changes: { remark: { before: order.remark, after: remark } } });
  });
  return null;
}

type Address = { receiver: string; phone: string; provinceCode: string; cityCode: string; districtCode: string; address: string };
const ADDRESS_FIELDS = ['receiver', 'phone', 'provinceCode', 'cityCode', 'districtCode', 'address'] as const;
/** Statuses before shipping: the address may still change. */
const BEFORE_SHIPPING = [10, 20, 30];

export async function editAddress(ctx: RequestCtx, id: number, a: Address) {
  await inTx(ctx, async (tx) => {
    const order = await orderInScope(tx, ctx, id);
    const done = await tx
      .update(orders)
      .set({ ...a, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), inArray(orders.status, BEFORE_SHIPPING)))
      .returning({ id: orders.id });
    if (!done.length) {
      const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      throw wrongStatus(order.orderNo, now.status, '修改收货地址');
    }
    const changes = Object.fromEntries(
      ADDRESS_FIELDS.filter((f) => order[f] !== a[f]).map((f) => [f, { before: order[f], after: a[f] }]),
    );
    await logOrder(tx, ctx, order, { action: '修改地址', changes });
  });
  return null;
}

