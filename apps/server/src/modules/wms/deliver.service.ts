import { WORDS } from '@console/contract/words';
import { DELIVERY_MACHINE, DELIVERY_STATUS, type deliverQuery, deliveryResource } from '@console/contract/wms-docs';
import { PAGES } from '@console/contract/api/pages';
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound } from '../../shared/errors.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { byOrderInScope, orderPort } from './order-port.ts';
import { allocateOrder } from './order-split.service.ts';
import { shipLines, sourceOf } from './stock.service.ts';
import { found, lockOrderNo, nextDocNo, operator, outer, skuNameOf, warehouseNameOf, wmsAudit, wrongState } from './wms-kit.ts';
import { bumped } from '../../shared/freshness.ts';
import { inTx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { deliveries, deliveryLines, orderSplits } from '../../db/schema/wms.ts';
import { declaredAudit } from '../../shared/declared.ts';

/**
 * Deliveries (outbound notes): one per warehouse of an approved order's split, 1 待发货 → 2 已发货. Shipping
 * takes the stock out against the order's lock (on hand and locked both go down); when the order's last
 * delivery ships, the orders area is told (port.shipped) in the same transaction. Scoped as their order is, in
 * every dimension (through the order port).
 */

const deliveryScope = (ctx: RequestCtx) => byOrderInScope(ctx, deliveries.orderNo);
const { labels, formats } = declaredAudit(deliveryResource);
const audit = wmsAudit('delivery', labels, undefined, formats);

const header = {
  id: deliveries.id,
  deliverNo: deliveries.deliverNo,
  orderNo: deliveries.orderNo,
  warehouseCode: deliveries.warehouseCode,
  warehouseName: warehouseNameOf('wms_delivery'),
  status: deliveries.status,
  totalQty: sql<number>`coalesce((select sum(l.quantity)::int from wms_delivery_line l where l.delivery_id = ${outer('wms_delivery', 'id')}), 0)`,
  shippedAt: deliveries.shippedAt,
  createdBy: deliveries.createdBy,
  createdAt: deliveries.createdAt,
  updatedAt: deliveries.updatedAt,
};
const toRow = <T extends { shippedAt: Date | null; createdAt: Date; updatedAt: Date }>(
  { shippedAt, createdAt, updatedAt, ...r }: T,
  tz: string,
) => ({
  ...r,
  shippedTime: formatTime(shippedAt, tz),
  createTime: formatTime(createdAt, tz),
  updateTime: formatTime(updatedAt, tz),
});

export async function listDeliveries(q: z.output<typeof deliverQuery>, ctx: RequestCtx) {
  const where = whereAll([
    await deliveryScope(ctx),
    q.deliverNo ? ilike(deliveries.deliverNo, likeText(q.deliverNo)) : undefined,
    q.orderNo ? eq(deliveries.orderNo, q.orderNo) : undefined,
    q.warehouseCode ? eq(deliveries.warehouseCode, q.warehouseCode) : undefined,
    q.status !== undefined ? eq(deliveries.status, q.status) : undefined,
  ]);
  const page = await newestFirst(ctx, q, deliveries, { ...header }, where);
  return { ...page, rows: page.rows.map((r) => toRow(r, ctx.tz)) };
}

export async function deliveryDetail({ id }: { id: number }, ctx: RequestCtx) {
  const row = await found(
    ctx.db
      .select(header)
      .from(deliveries)
      .where(and(eq(deliveries.id, id), await deliveryScope(ctx))),
    PAGES.wmsDeliver.title,
  );
  const lines = await ctx.db
    .select({ skuCode: deliveryLines.skuCode, skuName: skuNameOf('wms_delivery_line'), quantity: deliveryLines.quantity })
    .from(deliveryLines)
    .where(eq(deliveryLines.deliveryId, id))
    .orderBy(asc(deliveryLines.id));
  return { ...toRow(row, ctx.tz), lines: lines.map((l) => ({ ...l, receivedQty: 0 })) };
}

/** One delivery per warehouse of the order's split (allocating it first if the order was not split yet). */
export async function createDeliveries({ orderNo }: { orderNo: string }, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    await lockOrderNo(tx, orderNo);
    const order = await orderPort()?.find(tx, ctx, orderNo);
    if (!order) throw notFound('订单不存在或已被删除');
    if (!order.approved) throw conflict(`订单当前状态为「${order.statusName}」，不能生成发货单`);
    const [{ n }] = await tx.select({ n: count() }).from(deliveries).where(eq(deliveries.orderNo, orderNo));
    if (n > 0) throw conflict('该订单已生成发货单');
    let split = await tx.select().from(orderSplits).where(eq(orderSplits.orderNo, orderNo)).orderBy(asc(orderSplits.id));
    if (!split.length) {
      await allocateOrder(tx, ctx, order);
      split = await tx.select().from(orderSplits).where(eq(orderSplits.orderNo, orderNo)).orderBy(asc(orderSplits.id));
    }
    const byWarehouse = new Map<string, typeof split>();
    for (const s of split) byWarehouse.set(s.warehouseCode, [...(byWarehouse.get(s.warehouseCode) ?? []), s]);
    const made: { id: number; deliverNo: string }[] = [];
    for (const [warehouseCode, lines] of byWarehouse) {
      const deliverNo = await nextDocNo(tx, 'DN', ctx.tz);
      const [row] = await tx
        .insert(deliveries)
        .values({
          deliverNo,
          orderNo,
          warehouseCode,
          channelCode: order.channelCode,
          provinceCode: order.provinceCode,
          createdBy: operator(ctx),
        })
        .returning({ id: deliveries.id });
      await tx.insert(deliveryLines).values(lines.map((l) => ({ deliveryId: row.id, skuCode: l.skuCode, quantity: l.quantity })));
      await audit(tx, ctx, WORDS.add, deliverNo, null, { orderNo, warehouseCode });
      made.push({ id: row.id, deliverNo });
    }
    return made;
  });
}

const SHIP = DELIVERY_MACHINE.transitions.ship;

/** Ships a delivery: check-and-set 待发货 → 已发货 (DELIVERY_MACHINE), stock leaves against the lock. */
export async function shipDelivery({ id }: { id: number }, ctx: RequestCtx) {
  const scope = await deliveryScope(ctx);
  await inTx(ctx, async (tx) => {
    const [done] = await tx
      .update(deliveries)
      .set({ status: SHIP.to, shippedAt: new Date(), updatedAt: bumped(deliveries.updatedAt) })
      .where(and(eq(deliveries.id, id), inArray(deliveries.status, [...SHIP.from]), scope))
      .returning();
    if (!done) {
      const current = await found(
        tx
          .select({ status: deliveries.status })
          .from(deliveries)
          .where(and(eq(deliveries.id, id), scope)),
        PAGES.wmsDeliver.title,
      );
      throw wrongState(PAGES.wmsDeliver.title, DELIVERY_STATUS, current.status, SHIP.label);
    }
    const lines = await tx.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, id));
    await shipLines(
      tx,
      lines.map((l) => ({ warehouseCode: done.warehouseCode, skuCode: l.skuCode, quantity: l.quantity })),
      sourceOf(ctx, 'DELIVERY', done.deliverNo, `订单 ${done.orderNo} 发货`),
    );
    await audit(tx, ctx, SHIP.label, done.deliverNo, { status: SHIP.from[0] }, { status: SHIP.to });
    const [{ open }] = await tx
      .select({ open: count() })
      .from(deliveries)
      .where(and(eq(deliveries.orderNo, done.orderNo), ne(deliveries.status, SHIP.to)));
    if (open === 0) await orderPort()?.shipped(tx, ctx, done.orderNo);
  });
  return null;
}
