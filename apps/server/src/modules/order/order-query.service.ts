import { AGENT_ROLE_CODES, ORDER_DETAIL_KEYS, ORDER_STATUS_TABS, type orderQuery } from '@console/contract/order';
import { COUNT_CAP } from '@console/contract/paging';
import { and, asc, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../shared/errors.ts';
import { type OrderTerm, pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { timeRange } from '../../shared/time-range.ts';
import { formatTime } from '../../shared/time.ts';
import { spInfo } from '../shop/shop.tables.ts';
import { NOT_FOUND, orderScope, statusName } from './order-kit.ts';
import { orderLines, orderLogs, orders } from './order.tables.ts';

type Query = z.output<typeof orderQuery>;

/** Roles of telesales agents (坐席): on the DX list they see only the orders they placed. */
export const AGENT_ROLES: ReadonlySet<string> = new Set(AGENT_ROLE_CODES);

export function orderFilters(q: Partial<Omit<Query, 'page' | 'pageSize' | 'cursor'>>, tz: string): (SQL | undefined)[] {
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
    ...timeRange(orders.createdAt, tz, q.startTime, q.endTime),
  ];
}

/** One order row with its service provider's name: flat, so the export reads it by server-side cursor too. */
export const orderFields = { ...getTableColumns(orders), spName: sql<string>`coalesce(${spInfo.spName}, '')` };

/** Orders joined to their service provider, selecting `orderFields` (and `extra`, e.g. the list's sort key). */
export const selectOrders = <X extends Record<string, SQL>>(db: DbOrTx, extra?: X) =>
  db
    .select({ ...orderFields, ...(extra as X) })
    .from(orders)
    .leftJoin(spInfo, eq(spInfo.spCode, orders.spCode))
    .$dynamic();

/** The list's order: newest first; `id` makes it unique (cursor paging needs that). */
export const ORDER_LIST_ORDER: OrderTerm[] = [
  { column: orders.createdAt, desc: true },
  { column: orders.id, desc: true },
];

export const toOrderRow = (row: typeof orders.$inferSelect & { spName: string }, tz: string) => ({
  id: Number(row.id),
  orderNo: row.orderNo,
  retCode: row.retCode,
  retName: row.retName,
  spCode: row.spCode,
  spName: row.spName,
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

/** What the telesales (DX) list holds for the caller: telesales orders; an agent (坐席) only the ones they placed. */
const dxWhere = (ctx: RequestCtx) =>
  and(eq(orders.source, 2), AGENT_ROLES.has(ctx.user.roleCode) ? eq(orders.creator, ctx.user.loginId) : undefined);

/** The scope, the filters and the DX limits of one list call, as one WHERE. */
export async function listWhere(ctx: RequestCtx, q: Partial<Query>, dx: boolean) {
  return whereAll([...orderFilters(q, ctx.tz), dx ? dxWhere(ctx) : undefined, await orderScope(ctx)]);
}

async function list(ctx: RequestCtx, q: Query, dx: boolean) {
  const where = await listWhere(ctx, q, dx);
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    order: ORDER_LIST_ORDER,
    cursor: q.cursor,
    rows: (limit, offset, p) =>
      selectOrders(ctx.db, p.keyField)
        .where(and(where, p.seek))
        .orderBy(...p.orderBy)
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ id: orders.id }).from(orders).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toOrderRow(r, ctx.tz)) };
}

export const listOrders = (ctx: RequestCtx, q: Query) => list(ctx, q, false);

/** Telesales orders (source 2); an agent (坐席) sees only the orders they placed. */
export const listDxOrders = (ctx: RequestCtx, q: Query) => list(ctx, q, true);

/**
 * Counts per status for the list's tabs, with the list's other filters and the caller's scope: one statement,
 * each status counted over at most COUNT_CAP + 1 rows of its (status, created_at) index range.
 */
export async function statusCounts(ctx: RequestCtx, q: Partial<Query>) {
  const where = await listWhere(ctx, { ...q, status: undefined }, false);
  const capped = ORDER_STATUS_TABS.map(
    (status) =>
      sql`(select count(*)::int from (select 1 from ${orders} where ${and(where, eq(orders.status, status))} limit ${COUNT_CAP + 1}) c)`,
  );
  const { rows } = await ctx.db.execute<Record<string, number>>(
    sql`select ${sql.join(
      capped.map((c, i) => sql`${c} as ${sql.identifier(`s${i}`)}`),
      sql`, `,
    )}`,
  );
  return ORDER_STATUS_TABS.map((status, i) => {
    const count = Number(rows[0][`s${i}`]);
    return { status, statusName: statusName(status), count, exact: count <= COUNT_CAP };
  });
}

/**
 * An order's detail opens from either list (the call takes either key) and shows what that list shows: with
 * `orderList.detail` any order in scope; with only `orderDx.detail` the DX list's orders (an agent's own). An
 * order the caller's lists do not show is not found, as one out of scope.
 */
export async function orderDetail(ctx: RequestCtx, id: number) {
  const fromDxOnly = !ctx.user.permissions.has(ORDER_DETAIL_KEYS.list);
  const [r] = await selectOrders(ctx.db).where(and(eq(orders.id, id), fromDxOnly ? dxWhere(ctx) : undefined, await orderScope(ctx)));
  if (!r) throw notFound(NOT_FOUND);
  const lines = await ctx.db
    .select({
      skuCode: orderLines.skuCode,
      skuName: orderLines.skuName,
      quantity: orderLines.quantity,
      price: orderLines.price,
      amount: orderLines.amount,
      discount: orderLines.discount,
      gift: orderLines.gift,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  const log = await ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(asc(orderLogs.id));
  return {
    ...toOrderRow(r, ctx.tz),
    deliveryProvinceCode: r.deliveryProvinceCode,
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
