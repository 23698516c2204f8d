import { WALLET_LEDGER } from '@console/contract/api/shop-service';
import { AFTER_SALE_ORDER_STATUSES, afterSaleFlow, type afterSaleCreate } from '@console/contract/after-sale';
import { STALE_MESSAGE } from '@console/contract/resource';
import { and, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { bumped, freshAt } from '../../shared/freshness.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { orderScope, statusName as orderStatusName } from '../order-kit/order-kit.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { creditWallet } from '../shop/wallet.service.ts';
import { operatorOf } from '../shop/shop-kit.ts';
import { returnInto, sourceOf } from '../wms/stock.service.ts';
import { nextDocNo } from '../wms/wms-kit.ts';
import { afterSaleScope, logStep, NOT_FOUND, statusName, wrongStatus } from './after-sale-kit.ts';
import { afterSaleLines, afterSales } from '../../db/schema/after-sale.ts';

/**
 * After-sales: a shop claims part of what a shipped or completed order delivered, then the claim is agreed or
 * refused, a return's goods come back (stock ledger RETURN) and the money goes to the shop's wallet. The order
 * row is held (`for update`) while a claim is checked and written, so claims of one order never together
 * exceed what was shipped, however many arrive at once.
 */

type Create = z.output<typeof afterSaleCreate>;
const linesText = (lines: { skuCode: string; quantity: number }[]) => lines.map((l) => `${l.skuCode}×${l.quantity}`).join('、');

/** Per SKU of the order: shipped quantity, what the shop paid for it (cents) and its name. */
async function shippedOf(tx: Tx, orderId: number) {
  const rows = await tx
    .select({
      skuCode: orderLines.skuCode,
      skuName: sql<string>`max(${orderLines.skuName})`,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
      paid: sql<number>`sum(${orderLines.amount} - ${orderLines.discount})::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.skuCode);
  return new Map(rows.map((r) => [r.skuCode, r]));
}

/** Per SKU of the order: what its earlier after-sales (not rejected) already claim. */
async function claimedOf(tx: Tx, orderId: number) {
  const rows = await tx
    .select({ skuCode: afterSaleLines.skuCode, quantity: sql<number>`sum(${afterSaleLines.quantity})::int` })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(and(eq(afterSales.orderId, orderId), ne(afterSales.status, 90)))
    .groupBy(afterSaleLines.skuCode);
  return new Map(rows.map((r) => [r.skuCode, r.quantity]));
}

export async function addAfterSale(b: Create, ctx: RequestCtx) {
  const scope = await orderScope(ctx);
  return inTx(ctx, async (tx) => {
    // Held to commit: concurrent claims on one order are checked one after another.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, b.orderId), scope))
      .for('update');
    if (!order) throw notFound('订单不存在或已被删除');
    if (!(AFTER_SALE_ORDER_STATUSES as readonly number[]).includes(order.status))
      throw conflict(`订单${order.orderNo}当前状态为「${orderStatusName(order.status)}」，不能申请售后`);
    const shipped = await shippedOf(tx, order.id);
    const claimed = await claimedOf(tx, order.id);
    const lines = b.lines.map((l) => {
      const s = shipped.get(l.skuCode);
      if (!s) throw badRequest(`订单${order.orderNo}中没有商品：${l.skuCode}`);
      const left = s.quantity - (claimed.get(l.skuCode) ?? 0);
      if (l.quantity > left) throw conflict(`商品${l.skuCode}可申请售后数量为${left}，本次申请${l.quantity}`);
      // The paid unit price after discounts; the whole shipped quantity refunds exactly what was paid.
      const amount = Math.floor((l.quantity * s.paid) / s.quantity);
      return { ...l, skuName: s.skuName, price: Math.floor(s.paid / s.quantity), amount };
    });
    const refundAmount = lines.reduce((n, l) => n + l.amount, 0);
    const afterSaleNo = await nextDocNo(tx, 'AS', ctx.tz);
    const [row] = await tx
      .insert(afterSales)
      .values({
        afterSaleNo,
        orderId: order.id,
        orderNo: order.orderNo,
        retCode: order.retCode,
        retName: order.retName,
        spCode: order.spCode,
        platformCode: order.platformCode,
        channelCode: order.channelCode,
        provinceCode: order.provinceCode,
        gradeCode: order.gradeCode,
        warehouseCode: order.warehouseCode,
        type: b.type,
        refundAmount,
        reason: b.reason,
      })
      .returning({ id: afterSales.id });
    await tx.insert(afterSaleLines).values(lines.map((l) => ({ ...l, afterSaleId: row.id })));
    await logStep(
      tx,
      ctx,
      { id: row.id, afterSaleNo },
      {
        action: '申请',
        fromStatus: null,
        toStatus: 10,
        remark: b.reason,
        before: null,
        after: { type: b.type, status: 10, refundAmount, reason: b.reason, lines: linesText(lines) },
      },
    );
    return { id: row.id, afterSaleNo, refundAmount };
  });
}

type Row = typeof afterSales.$inferSelect;
type Action = 'approve' | 'reject' | 'receive' | 'refund';

/**
 * Check-and-set by the machine of the after-sale's type: `update … where status in (from) and type = t`; the
 * loser of concurrent clicks (or a stale `updateTime`) gets 409 naming the status it has now. `after` runs in
 * the same transaction and may add fields to the logged change.
 */
async function step(
  ctx: RequestCtx,
  b: { id: number; updateTime?: string },
  action: Action,
  set: Partial<Row> = {},
  after?: (tx: Tx, r: Row) => Promise<object | undefined>,
) {
  const scope = await afterSaleScope(ctx);
  await inTx(ctx, async (tx) => {
    const [current] = await tx
      .select()
      .from(afterSales)
      .where(and(eq(afterSales.id, b.id), scope));
    if (!current) throw notFound(NOT_FOUND);
    const flow = afterSaleFlow(current.type);
    const t = flow.transitions[action];
    if (!t) throw conflict(`售后单${current.afterSaleNo}为仅退款，不需要${action === 'receive' ? '收货' : '此操作'}`);
    const [done] = await tx
      .update(afterSales)
      .set({ ...set, status: t.to, updatedAt: bumped(afterSales.updatedAt) })
      .where(
        and(
          eq(afterSales.id, b.id),
          eq(afterSales.type, current.type),
          inArray(afterSales.status, [...t.from]),
          freshAt(afterSales.updatedAt, b.updateTime, ctx.tz),
        ),
      )
      .returning({ ...getTableColumns(afterSales), before: sql<number>`(select a.status from order_after_sale a where a.id = ${b.id})` });
    if (!done) {
      const [now] = await tx.select({ status: afterSales.status }).from(afterSales).where(eq(afterSales.id, b.id));
      if (now && !t.from.includes(now.status)) throw wrongStatus(current.afterSaleNo, now.status, t.label);
      throw conflict(`售后单${current.afterSaleNo}当前状态为「${statusName(current.status)}」，${STALE_MESSAGE}`);
    }
    const extra = (await after?.(tx, done)) ?? {};
    await logStep(tx, ctx, done, {
      action: t.label,
      fromStatus: done.before,
      toStatus: t.to,
      remark: set.rejectReason ?? '',
      before: { status: done.before },
      after: { status: t.to, ...set, ...extra },
    });
  });
  return null;
}

export const approveAfterSale = (b: { id: number; updateTime?: string }, ctx: RequestCtx) => step(ctx, b, 'approve');
export const rejectAfterSale = (b: { id: number; reason: string; updateTime?: string }, ctx: RequestCtx) =>
  step(ctx, b, 'reject', { rejectReason: b.reason });

/** A return's goods go back into the order's warehouse: one RETURN ledger row per SKU, source an AFTER_SALE document. */
export const receiveAfterSale = (b: { id: number; updateTime?: string }, ctx: RequestCtx) =>
  step(ctx, b, 'receive', {}, async (tx, r) => {
    const lines = await tx.select().from(afterSaleLines).where(eq(afterSaleLines.afterSaleId, r.id));
    await returnInto(tx, r.warehouseCode, lines, sourceOf(ctx, 'AFTER_SALE', r.afterSaleNo, r.reason));
    return undefined;
  });

/**
 * The refund goes to the shop's wallet (a ledger row naming the after-sale number), never more than the order's
 * pay amount minus its earlier refunds: the order row is held while that is summed, so two refunds of one order
 * at once cannot both take the rest.
 */
export const refundAfterSale = (b: { id: number; updateTime?: string }, ctx: RequestCtx) =>
  step(ctx, b, 'refund', {}, async (tx, r) => {
    const [order] = await tx.select({ payAmount: orders.payAmount }).from(orders).where(eq(orders.id, r.orderId)).for('update');
    const [earlier] = await tx
      .select({ n: sql<number>`coalesce(sum(${afterSales.refundAmount}), 0)::int` })
      .from(afterSales)
      .where(and(eq(afterSales.orderId, r.orderId), eq(afterSales.status, 40), ne(afterSales.id, r.id)));
    const amount = Math.max(0, Math.min(r.refundAmount, order.payAmount - earlier.n));
    if (amount !== r.refundAmount) await tx.update(afterSales).set({ refundAmount: amount }).where(eq(afterSales.id, r.id));
    if (amount > 0)
      await creditWallet(tx, { retCode: r.retCode, amount, reason: `售后退款 ${r.afterSaleNo}` }, operatorOf(ctx), WALLET_LEDGER.refund);
    return { refundAmount: amount };
  });
