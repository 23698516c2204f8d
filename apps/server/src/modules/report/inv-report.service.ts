import type { FlowReport, flowReportQuery, StockReportRow, stockReportQuery } from '@console/contract/report';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { pagedList } from '../../shared/list.ts';
import { type RequestCtx, readerOf } from '../../shared/request-context.ts';
import { inventory as inv, stockLedger as l } from '../../db/schema/wms.ts';
import { todayIn } from '../../shared/time.ts';

/**
 * Stock reports from the ledger alone (issue 30). A quantity at a moment is the SUM of the ledger's deltas
 * written before it — not the "after" column of the latest row: two operations on one stock row commit in
 * lock order, which their timestamps (the transaction's start) need not follow, while a sum does not depend
 * on order. So the report of today equals the inventory list, and a day's closing is the next day's opening
 * by construction (both are the same sum).
 */

type StockQ = z.output<typeof stockReportQuery>;
type FlowQ = z.output<typeof flowReportQuery>;

/** The first instant of `date` (YYYY-MM-DD) in the console's time zone. */
const startOf = (date: string, tz: string) => sql`(${date}::date)::timestamp at time zone ${tz}`;
const dayAfter = (date: string, tz: string) => sql`(${date}::date + 1)::timestamp at time zone ${tz}`;

type Codes = { warehouseCode?: string; skuCode?: string };
const codes = (q: Codes, of: { warehouseCode: AnyPgColumn; skuCode: AnyPgColumn } = l): SQL[] =>
  [q.warehouseCode ? eq(of.warehouseCode, q.warehouseCode) : undefined, q.skuCode ? eq(of.skuCode, q.skuCode) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );

const stockSelect = (db: DbOrTx) =>
  db
    .select({
      warehouseCode: l.warehouseCode,
      skuCode: l.skuCode,
      onHand: sql<number>`sum(${l.onHandDelta})::int`,
      locked: sql<number>`sum(${l.lockedDelta})::int`,
    })
    .from(l);

/** On hand and locked per warehouse × SKU at the end of `date` (stock rows the ledger had reached by then). */
export async function stockReport(q: StockQ, ctx: RequestCtx) {
  const date = q.date ?? todayIn(ctx.tz);
  const where = and(sql`${l.createdAt} < ${dayAfter(date, ctx.tz)}`, ...codes(q));
  const page = await pagedList(ctx, {
    db: readerOf(ctx),
    page: q.page,
    pageSize: q.pageSize,
    rows: (limit, offset) =>
      stockSelect(readerOf(ctx))
        .where(where)
        .groupBy(l.warehouseCode, l.skuCode)
        .orderBy(asc(l.warehouseCode), asc(l.skuCode))
        .limit(limit)
        .offset(offset),
    count: () => readerOf(ctx).selectDistinct({ w: l.warehouseCode, s: l.skuCode }).from(l).where(where),
  });
  return { ...page, rows: page.rows.map((r): StockReportRow => ({ ...r, available: r.onHand - r.locked })) };
}

/** Per day of the period: opening, on-hand change per ledger type, in, out and closing (= the next day's opening). */
export async function flowReport(q: FlowQ, ctx: RequestCtx): Promise<FlowReport> {
  // The opening and the period's moves are independent: side by side on two connections, not one after the other.
  const openingQuery = readerOf(ctx)
    .select({
      opening: sql<number>`(coalesce(sum(${inv.onHand}), 0) - (${movedSince(readerOf(ctx), q, startOf(q.startDate, ctx.tz))}))::int`,
    })
    .from(inv)
    .where(and(...codes(q, inv)));
  // Grouped by the date, written as text once per group: formatting each row's date was half the statement's time.
  const byDay = readerOf(ctx)
    .select({
      date: sql`(${l.createdAt} at time zone ${ctx.tz})::date`.as('date'),
      type: l.type,
      inQty: sql<number>`coalesce(sum(${l.onHandDelta}) filter (where ${l.onHandDelta} > 0), 0)::int`.as('in_qty'),
      outQty: sql<number>`coalesce(-sum(${l.onHandDelta}) filter (where ${l.onHandDelta} < 0), 0)::int`.as('out_qty'),
    })
    .from(l)
    .where(and(sql`${l.createdAt} >= ${startOf(q.startDate, ctx.tz)}`, sql`${l.createdAt} < ${dayAfter(q.endDate, ctx.tz)}`, ...codes(q)))
    // By position: the day expression carries the zone as a parameter, which GROUP BY would not match.
    .groupBy(sql`1`, sql`2`)
    .as('by_day');
  const movesQuery = readerOf(ctx)
    .select({ day: sql<string>`to_char(${byDay.date}, 'YYYY-MM-DD')`, type: byDay.type, inQty: byDay.inQty, outQty: byDay.outQty })
    .from(byDay);
  const [[{ opening }], moves] = await Promise.all([openingQuery, movesQuery]);
  const days: FlowReport['days'] = [];
  let balance = opening;
  for (let d = q.startDate; d <= q.endDate; d = nextDate(d)) {
    const of = moves.filter((m) => m.day === d);
    const inQty = of.reduce((n, m) => n + m.inQty, 0);
    const outQty = of.reduce((n, m) => n + m.outQty, 0);
    const types = Object.fromEntries(of.filter((m) => m.inQty || m.outQty).map((m) => [m.type, m.inQty - m.outQty]));
    days.push({ date: d, opening: balance, inQty, outQty, types, closing: balance + inQty - outQty });
    balance += inQty - outQty;
  }
  return { days };
}

/**
 * The on-hand moved from `from` on: the opening is the stock rows' on-hand now less this. Each stock operation
 * changes its stock row and writes its ledger row in one statement (stock.service.ts), so a row's on-hand is the
 * sum of its ledger, and in one snapshot the two give the sum of the ledger before `from` — reading the period's
 * rows and the stock rows instead of the whole history before it (a year's million rows for a month's report).
 */
function movedSince(db: DbOrTx, q: Codes, from: SQL) {
  return db
    .select({ moved: sql`coalesce(sum(${l.onHandDelta}), 0)` })
    .from(l)
    .where(and(sql`${l.createdAt} >= ${from}`, ...codes(q)));
}

function nextDate(d: string) {
  const next = new Date(`${d}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
