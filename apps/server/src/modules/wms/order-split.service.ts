import type { splitPreviewInput, splitQuery } from '@console/contract/wms-docs';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { withCreateTime } from '../../shared/time.ts';
import { byOrderInScope, type OrderForWarehouse, orderPort } from './order-port.ts';
import { lockLines, mergeLines, sourceOf, type StockLine, stockShort, unlockLines } from './stock.service.ts';
import { lockOrderNo, warehouseNameOf, wmsAudit } from './wms-kit.ts';
import { inTx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { deliveries, inventory, orderSplits, warehouseChannels, warehouses } from '../../db/schema/wms.ts';

/**
 * Order split: which warehouses serve an order's lines, by availability. Warehouses assigned to the order's
 * channel come first by priority (all enabled warehouses when none is assigned); a line goes whole to the first
 * warehouse that can serve it, otherwise it is taken from the warehouses with the most available.
 *
 * `allocateOrder` / `releaseOrder` are the service API the orders area calls in its own transaction (approve
 * and cancel); `/wms/order/split/apply` is the same allocation for an order approved earlier.
 */

type Need = { skuCode: string; quantity: number };
type Plan = { orderNo: string; lines: (StockLine & { warehouseName: string })[]; short: Need[] };

async function candidates(db: DbOrTx, channelCode: string | undefined, skuCodes: string[]) {
  const assigned = channelCode
    ? await db
        .select({ code: warehouseChannels.warehouseCode, priority: warehouseChannels.priority })
        .from(warehouseChannels)
        .where(and(eq(warehouseChannels.channelCode, channelCode), eq(warehouseChannels.status, 1)))
    : [];
  const rank = new Map(assigned.map((a) => [a.code, a.priority]));
  const stock = await db
    .select({
      warehouseCode: inventory.warehouseCode,
      warehouseName: warehouses.warehouseName,
      skuCode: inventory.skuCode,
      available: sql<number>`${inventory.onHand} - ${inventory.locked}`,
    })
    .from(inventory)
    .innerJoin(warehouses, eq(warehouses.warehouseCode, inventory.warehouseCode))
    .where(
      and(
        inArray(inventory.skuCode, skuCodes),
        eq(inventory.status, 1),
        eq(warehouses.status, 1),
        sql`${inventory.onHand} > ${inventory.locked}`,
        rank.size ? inArray(inventory.warehouseCode, [...rank.keys()]) : undefined,
      ),
    )
    .orderBy(asc(inventory.warehouseCode));
  return stock.map((s) => ({ ...s, priority: rank.get(s.warehouseCode) ?? 0 }));
}

export async function planSplit(db: DbOrTx, orderNo: string, channelCode: string | undefined, needs: Need[]): Promise<Plan> {
  const merged = new Map<string, number>();
  for (const n of needs) merged.set(n.skuCode, (merged.get(n.skuCode) ?? 0) + n.quantity);
  const stock = await candidates(db, channelCode, [...merged.keys()]);
  const plan: Plan = { orderNo, lines: [], short: [] };
  for (const [skuCode, quantity] of merged) {
    const options = stock.filter((s) => s.skuCode === skuCode).sort((a, b) => a.priority - b.priority);
    const whole = options.find((o) => o.available >= quantity);
    if (whole) {
      plan.lines.push({ warehouseCode: whole.warehouseCode, warehouseName: whole.warehouseName, skuCode, quantity });
      continue;
    }
    let left = quantity;
    for (const o of [...options].sort((a, b) => b.available - a.available || a.priority - b.priority)) {
      if (left === 0) break;
      const take = Math.min(left, o.available);
      plan.lines.push({ warehouseCode: o.warehouseCode, warehouseName: o.warehouseName, skuCode, quantity: take });
      left -= take;
    }
    if (left > 0) plan.short.push({ skuCode, quantity: left });
  }
  return plan;
}

async function approvedOrder(tx: Tx, ctx: RequestCtx, orderNo: string) {
  const order = await orderPort()?.find(tx, ctx, orderNo);
  if (!order) throw notFound('订单不存在或已被删除');
  if (!order.approved) throw conflict(`订单当前状态为「${order.statusName}」，不能拆分发货`);
  return order;
}

export async function previewSplit(q: z.output<typeof splitPreviewInput>, ctx: RequestCtx) {
  if (q.orderNo) {
    const order = await inTx(ctx, (tx) => approvedOrder(tx, ctx, q.orderNo!));
    return planSplit(ctx.db, order.orderNo, order.channelCode, order.lines);
  }
  if (!q.lines?.length) throw badRequest('请输入订单号或商品明细');
  return planSplit(ctx.db, '', q.channelCode, q.lines);
}

/** Splits an approved order and locks its lines where planned, all or none (409 库存不足：<SKU>). */
export async function allocateOrder(tx: Tx, ctx: RequestCtx, order: Pick<OrderForWarehouse, 'orderNo' | 'channelCode' | 'lines'>) {
  await lockOrderNo(tx, order.orderNo);
  const [had] = await tx.select({ id: orderSplits.id }).from(orderSplits).where(eq(orderSplits.orderNo, order.orderNo)).limit(1);
  if (had) throw conflict('订单已拆分，请勿重复操作');
  const plan = await planSplit(tx, order.orderNo, order.channelCode, order.lines);
  if (plan.short.length) throw stockShort(plan.short[0].skuCode);
  await lockLines(tx, plan.lines, sourceOf(ctx, 'ORDER', order.orderNo, '订单锁定库存'));
  await tx.insert(orderSplits).values(plan.lines.map(({ warehouseName: _n, ...l }) => ({ ...l, orderNo: order.orderNo })));
  await wmsAudit('order', { lines: '拆分结果' })(tx, ctx, '拆分', order.orderNo, null, {
    lines: plan.lines.map((l) => `${l.warehouseCode}:${l.skuCode}×${l.quantity}`).join('、'),
  });
  return plan;
}

/**
 * Locks an order's lines in the one warehouse the order names (order approval), all or none (409
 * `库存不足：<SKU>` rolls the caller's transaction back), and records them as the order's split, so its
 * deliveries ship against this lock and `releaseOrder` releases it.
 */
export async function lockOrderIn(tx: Tx, ctx: RequestCtx, orderNo: string, warehouseCode: string, lines: Need[]) {
  await lockOrderNo(tx, orderNo);
  const [had] = await tx.select({ id: orderSplits.id }).from(orderSplits).where(eq(orderSplits.orderNo, orderNo)).limit(1);
  if (had) throw conflict('订单已拆分，请勿重复操作');
  const merged = mergeLines(lines.map((l) => ({ ...l, warehouseCode })));
  await lockLines(tx, merged, sourceOf(ctx, 'ORDER', orderNo, '订单审核锁定库存'));
  await tx.insert(orderSplits).values(merged.map((l) => ({ ...l, orderNo })));
  return merged;
}

/**
 * Releases what an order holds locked — for order cancel. Once its deliveries are made the warehouse is working
 * on it (a delivery ships against this lock), so the cancel is refused (409) and nothing changes.
 */
export async function releaseOrder(tx: Tx, ctx: RequestCtx, orderNo: string) {
  await lockOrderNo(tx, orderNo);
  const [delivered] = await tx.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.orderNo, orderNo)).limit(1);
  if (delivered) throw conflict('订单已生成发货单，不能取消');
  const rows = await tx
    .select({ warehouseCode: orderSplits.warehouseCode, skuCode: orderSplits.skuCode, quantity: orderSplits.quantity })
    .from(orderSplits)
    .where(eq(orderSplits.orderNo, orderNo));
  if (rows.length) await unlockLines(tx, rows, sourceOf(ctx, 'ORDER', orderNo, '订单取消释放库存'));
  await tx.delete(orderSplits).where(eq(orderSplits.orderNo, orderNo));
  return rows.length;
}

export async function applySplit({ orderNo }: { orderNo: string }, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => allocateOrder(tx, ctx, await approvedOrder(tx, ctx, orderNo)));
}

export async function listSplits(q: z.output<typeof splitQuery>, ctx: RequestCtx) {
  const where = whereAll([
    // A split names an order: it is seen as that order is.
    await byOrderInScope(ctx, orderSplits.orderNo),
    q.orderNo ? eq(orderSplits.orderNo, q.orderNo) : undefined,
    q.warehouseCode ? eq(orderSplits.warehouseCode, q.warehouseCode) : undefined,
  ]);
  const page = await pagedList(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    rows: (limit, offset) =>
      ctx.db
        .select({
          id: orderSplits.id,
          orderNo: orderSplits.orderNo,
          warehouseCode: orderSplits.warehouseCode,
          warehouseName: warehouseNameOf('wms_order_split'),
          skuCode: orderSplits.skuCode,
          quantity: orderSplits.quantity,
          createdAt: orderSplits.createdAt,
        })
        .from(orderSplits)
        .where(where)
        .orderBy(desc(orderSplits.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ id: orderSplits.id }).from(orderSplits).where(where),
  });
  return { ...page, rows: page.rows.map((r) => withCreateTime(r, ctx.tz)) };
}
