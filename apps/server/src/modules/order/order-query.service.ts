import {
  AGENT_ROLE_CODES,
  ORDER_DETAIL_KEYS,
  ORDER_STATUS_TABS,
  type OrderRow,
  type orderQuery,
  orderResource,
} from '@console/contract/order';
import { COUNT_CAP } from '@console/contract/paging';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../shared/errors.ts';
import { scopeWhere } from '../../shared/data-scope.ts';
import { keyedRows, type OrderTerm } from '../../shared/list.ts';
import { type ListFilter, listFilter, preparedPagedList } from '../../shared/prepared-list.ts';
import { plansByScope } from '../../shared/plans.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { declaredRowOf, declaredWhere } from '../../shared/declared.ts';
import type { Bind } from '../../shared/time-range.ts';
import { orderRisks } from '../../db/schema/risk.ts';
import { spInfo } from '../../db/schema/shop.ts';
import { NOT_FOUND, ORDER_SCOPE, orderScope, statusName } from '../order-kit/order-kit.ts';
import { orderLines, orderLogs, orders } from '../../db/schema/order.ts';
import { linesOf, logEntry } from '../../shared/document-lines.ts';

type Query = z.output<typeof orderQuery>;
const asIs: Bind = (_name, value) => value;

/** Roles of telesales agents (坐席): on the DX list they see only the orders they placed. */
export const AGENT_ROLES: ReadonlySet<string> = new Set(AGENT_ROLE_CODES);

/**
 * The list's filters as SQL. `bind` puts each value in: as itself (export, counts), or as a placeholder of
 * the list's filter (the list, compiled once per shape: shared/prepared-list.ts).
 */
export const orderFilters: (q: Partial<Omit<Query, 'page' | 'pageSize' | 'cursor'>>, tz: string, bind?: Bind) => (SQL | undefined)[] =
  declaredWhere(orderResource, orders);

/** One order row with its service provider's name: flat, so the export reads it by server-side cursor too. */
export const orderFields = {
  ...getTableColumns(orders),
  spName: sql<string>`coalesce(${spInfo.spName}, '')`,
  // The risk grade the order was scored in when placed (modules/risk), shown as a tag coloured by its action.
  riskGrade: sql<string>`coalesce(${orderRisks.riskGradeName}, '')`,
  riskAction: sql<number>`coalesce(${orderRisks.action}, 0)::int`,
};

/**
 * Orders joined to their service provider and their risk score (one at most: order_risk.order_id is unique),
 * selecting `orderFields` (and `extra`, e.g. the list's sort key).
 */
export const selectOrders = <X extends Record<string, SQL>>(db: DbOrTx, extra?: X) =>
  db
    .select({ ...orderFields, ...(extra as X) })
    .from(orders)
    .leftJoin(spInfo, eq(spInfo.spCode, orders.spCode))
    .leftJoin(orderRisks, eq(orderRisks.orderId, orders.id))
    .$dynamic();

/** The list's order: newest first; `id` makes it unique (cursor paging needs that). */
export const ORDER_LIST_ORDER: OrderTerm[] = [
  { column: orders.createdAt, desc: true },
  { column: orders.id, desc: true },
];

const declaredOrderRow = declaredRowOf(orderResource);
export const toOrderRow = (row: typeof orders.$inferSelect & { spName: string; riskGrade: string; riskAction: number }, tz: string) =>
  ({ ...declaredOrderRow(row, tz), statusName: statusName(row.status), riskAction: Number(row.riskAction) }) as OrderRow;

/** What the telesales (DX) list holds for the caller: telesales orders; an agent (坐席) only the ones they placed. */
const dxWhere = (ctx: RequestCtx, bind: Bind = asIs) =>
  and(eq(orders.source, 2), AGENT_ROLES.has(ctx.user.roleCode) ? eq(orders.creator, bind('agent', ctx.user.loginId) as string) : undefined);

/** The scope, the filters and the DX limits of one list call, as one WHERE (`filter`: the prepared list's). */
export async function listWhere(ctx: RequestCtx, q: Partial<Query>, dx: boolean, filter?: ListFilter) {
  const bind: Bind = filter ? filter.value : asIs;
  return whereAll([
    ...orderFilters(q, ctx.tz, bind),
    (filter ? filter.flag('dx', dx) : dx) ? dxWhere(ctx, bind) : undefined,
    scopeWhere(await ctx.scope(), ORDER_SCOPE, filter?.value),
  ]);
}

/**
 * A page of orders. The busiest list after the users': its SQL compiled once per filter shape, each pooled
 * connection keeping its plan (bench "orders": parsing and planning a 200-shop scope cost as much as running
 * it); the page's ids found first on an index (status + time, or shop + status + time), then only those rows.
 */
async function list(ctx: RequestCtx, q: Query, dx: boolean) {
  const filter = listFilter();
  const where = await listWhere(ctx, q, dx, filter);
  const page = await preparedPagedList(ctx, {
    name: 'orders',
    filter,
    page: q.page,
    pageSize: q.pageSize,
    order: ORDER_LIST_ORDER,
    cursor: q.cursor,
    // Its parse costs as much as its run (a scope of hundreds of shop codes): parsed once per connection.
    plans: await plansByScope(ctx, 'kept'),
    rows: (p) =>
      keyedRows({
        from: (sel) => selectOrders(ctx.db, sel),
        where,
        byKey: { column: orders.id, from: (sel) => ctx.db.select(sel).from(orders) },
      })(p.limit, p.offset, p),
    count: () => ctx.db.select({ id: orders.id }).from(orders).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toOrderRow(r, ctx.tz)) };
}

export const listOrders = (q: Query, ctx: RequestCtx) => list(ctx, q, false);

/** Telesales orders (source 2); an agent (坐席) sees only the orders they placed. */
export const listDxOrders = (q: Query, ctx: RequestCtx) => list(ctx, q, true);

/**
 * Counts per status for the list's tabs, with the list's other filters and the caller's scope: one statement,
 * each status counted over at most COUNT_CAP + 1 rows of its (status, created_at) index range.
 */
async function countByStatus(q: Partial<Query>, ctx: RequestCtx, dx: boolean) {
  const where = await listWhere(ctx, { ...q, status: undefined }, dx);
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

export const statusCounts = (q: Partial<Query>, ctx: RequestCtx) => countByStatus(q, ctx, false);

/** The DX list's tabs in one call, as its list counts them: telesales orders, an agent's own. */
export const dxStatusCounts = (q: Partial<Query>, ctx: RequestCtx) => countByStatus(q, ctx, true);

/**
 * An order's detail opens from either list (the call takes either key) and shows what that list shows: with
 * `orderList.detail` any order in scope; with only `orderDx.detail` the DX list's orders (an agent's own). An
 * order the caller's lists do not show is not found, as one out of scope.
 */
export async function orderDetail({ id }: { id: number }, ctx: RequestCtx) {
  const fromDxOnly = !ctx.user.permissions.has(ORDER_DETAIL_KEYS.list);
  const [r] = await selectOrders(ctx.db).where(and(eq(orders.id, id), fromDxOnly ? dxWhere(ctx) : undefined, await orderScope(ctx)));
  if (!r) throw notFound(NOT_FOUND);
  const lines = await linesOf(ctx.db, orderLines, orderLines.orderId, id, {
    skuCode: orderLines.skuCode,
    skuName: orderLines.skuName,
    quantity: orderLines.quantity,
    price: orderLines.price,
    amount: orderLines.amount,
    discount: orderLines.discount,
    gift: orderLines.gift,
    priceSource: orderLines.priceSource,
  });
  const log = await ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(asc(orderLogs.id));
  return {
    ...toOrderRow(r, ctx.tz),
    deliveryProvinceCode: r.deliveryProvinceCode,
    cityCode: r.cityCode,
    districtCode: r.districtCode,
    mergedInto: r.mergedInto,
    cancelReason: r.cancelReason,
    lines,
    log: log.map((l) => ({ ...logEntry(l, ctx.tz), changes: l.changes })),
  };
}
