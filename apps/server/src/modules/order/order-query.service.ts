import type { orderQuery } from '@console/contract/order';
import { and, asc, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { spInfo } from '../shop/shop.tables.ts';
import { NOT_FOUND, orderScope, statusName } from './order-kit.ts';
import { orderLines, orderLogs, orders } from './order.tables.ts';

type Query = z.output<typeof orderQuery>;

/** Roles of telesales agents (坐席): on the DX list they see only the orders they placed. */
export const AGENT_ROLES = new Set(['0034', '0038']);

/** '2026-01-31' or '2026-01-31 12:00:00' in the console's zone. */
const at = (text: string, tz: string, endOfDay: boolean) => {
  const t = text.length <= 10 ? `${text} ${endOfDay ? '23:59:59.999' : '00:00:00'}` : text;
  return sql`(${t}::timestamp at time zone ${tz})`;
};

export function orderFilters(q: Partial<Query>, tz: string): (SQL | undefined)[] {
  const eqIf = (col: Parameters<typeof eq>[0], v?: string) => (v ? eq(col, v) : undefined);
  return [
    q.orderNo ? ilike(orders.orderNo, likeText(q.orderNo)) : undefined,
    eqIf(orders.retCode, q.retCode),
    q.retName ? ilike(orders.retName, likeText(q.retName)) : undefined,
    eqIf(orders.spCode, q.spCode),
    q.status !== undefined ? eq(orders.status, q.status) : undefined,
    q.source !== undefined ? eq(orders.source, q.source) : undefined,
    eqIf(orders.platformCode, q.platformCode),
    eqIf(orders.channelCode, q.channelCode),
    eqIf(orders.provinceCode, q.provinceCode),
    eqIf(orders.warehouseCode, q.warehouseCode),
    q.startTime ? gte(orders.createdAt, at(q.startTime, tz, false)) : undefined,
    q.endTime ? lte(orders.createdAt, at(q.endTime, tz, true)) : undefined,
  ];
}

const rowsQuery = (db: DbOrTx) =>
  db
    .select({ row: orders, spName: sql<string>`coalesce(${spInfo.spName}, '')` })
    .from(orders)
    .leftJoin(spInfo, eq(spInfo.spCode, orders.spCode))
    .$dynamic();

type Joined = { row: typeof orders.$inferSelect; spName: string };
export const toOrderRow = ({ row, spName }: Joined, tz: string) => ({
  id: row.id,
  orderNo: row.orderNo,
  retCode: row.retCode,
  retName: row.retName,
  spCode: row.spCode,
  spName,
  platformCode: row.platformCode,
  channelCode: row.channelCode,
  provinceCode: row.provinceCode,
  warehouseCode: row.warehouseCode,
  status: row.status,
  statusName: statusName(row.status),
  source: row.source,
  totalAmount: row.totalAmount,
  discountAmount: row.discountAmount,
  payAmount: row.payAmount,
  itemCount: row.itemCount,
  remark: row.remark,
  receiver: row.receiver,
  phone: row.phone,
  address: row.address,
  createTime: formatTime(row.createdAt, tz),
  approveTime: formatTime(row.approveTime, tz),
  updateTime: formatTime(row.updatedAt, tz),
});

async function list(ctx: RequestCtx, q: Query, extra: (SQL | undefined)[]) {
  const where = whereAll([...orderFilters(q, ctx.tz), ...extra, await orderScope(ctx)]);
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    rows: (limit, offset) =>
      rowsQuery(ctx.db).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    count: () => ctx.db.select({ id: orders.id }).from(orders).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toOrderRow(r, ctx.tz)) };
}

export const listOrders = (ctx: RequestCtx, q: Query) => list(ctx, q, []);

/** Telesales orders (source 2); an agent sees only their own. */
export const listDxOrders = (ctx: RequestCtx, q: Query) =>
  list(ctx, q, [eq(orders.source, 2), AGENT_ROLES.has(ctx.user.roleCode) ? eq(orders.creator, ctx.user.loginId) : undefined]);

export async function orderDetail(ctx: RequestCtx, id: number) {
  const [found] = await rowsQuery(ctx.db).where(and(eq(orders.id, id), await orderScope(ctx)));
  if (!found) throw notFound(NOT_FOUND);
  const lines = await ctx.db
    .select({
      skuCode: orderLines.skuCode,
      skuName: orderLines.skuName,
      quantity: orderLines.quantity,
      price: orderLines.price,
      amount: orderLines.amount,
      gift: orderLines.gift,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  const log = await ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(asc(orderLogs.id));
  const r = found.row;
  return {
    ...toOrderRow(found, ctx.tz),
    cityCode: r.cityCode,
    districtCode: r.districtCode,
    mergedInto: r.mergedInto,
    cancelReason: r.cancelReason,
    creator: r.creator,
    lines,
    log: log.map((l) => ({
      action: l.action,
      fromStatus: l.fromStatus,
      toStatus: l.toStatus,
      operator: l.operator,
      time: formatTime(l.createdAt, ctx.tz),
      remark: l.remark,
      changes: l.changes,
    })),
  };
}
