import type { FlowReport, flowReportQuery, StockReportRow, stockReportQuery } from '@console/contract/report';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { type PagedListOptions, pagedList } from '../../shared/list.ts';
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

/** The first instant of `day` (a date expression) in the console's time zone, and of the day after it. */
const startOf = (day: SQL, tz: string) => sql`(${day})::timestamp at time zone ${tz}`;
const dayAfter = (day: SQL, tz: string) => sql`(${day} + 1)::timestamp at time zone ${tz}`;
const dateOf = (date: string) => sql`${date}::date`;

type Codes = { warehouseCode?: string; skuCode?: string };
const codes = (q: Codes, of: { warehouseCode: AnyPgColumn; skuCode: AnyPgColumn } = l): SQL[] =>
  [q.warehouseCode ? eq(of.warehouseCode, q.warehouseCode) : undefined, q.skuCode ? eq(of.skuCode, q.skuCode) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );

/**
 * On hand and locked per warehouse × SKU at the end of `date` (stock rows the ledger had reached by then). Up to
 * today that sum is what the stock rows hold (see the comment above), so today's page reads them: 60,000 stock
 * rows instead of a million ledger rows for the count. Past days sum the ledger.
 */
export async function stockReport(q: StockQ, ctx: RequestCtx) {
  const today = todayIn(ctx.tz);
  const date = q.date ?? today;
  const db = readerOf(ctx);
  const page = await pagedList(ctx, {
    db,
    page: q.page,
    pageSize: q.pageSize,
    ...(date >= today ? stockNow(q, db) : ledgerAt(date, q, db, ctx.tz)),
  });
  return { ...page, rows: page.rows.map((r): StockReportRow => ({ ...r, available: r.onHand - r.locked })) };
}

type StockPage = Pick<PagedListOptions<Omit<StockReportRow, 'available'>>, 'rows' | 'count'>;

/** The stock rows as they stand. */
function stockNow(q: StockQ, db: DbOrTx): StockPage {
  const where = and(...codes(q, inv));
  return {
    rows: (limit, offset) =>
      db
        .select({ warehouseCode: inv.warehouseCode, skuCode: inv.skuCode, onHand: inv.onHand, locked: inv.locked })
        .from(inv)
        .where(where)
        .orderBy(asc(inv.warehouseCode), asc(inv.skuCode))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ id: inv.id }).from(inv).where(where),
  };
}

/** The stock at the end of a past `date`, summed from the ledger. */
function ledgerAt(date: string, q: StockQ, db: DbOrTx, tz: string): StockPage {
  const where = and(sql`${l.createdAt} < ${dayAfter(dateOf(date), tz)}`, ...codes(q));
  return {
    rows: (limit, offset) =>
      db
        .select({
          warehouseCode: l.warehouseCode,
          skuCode: l.skuCode,
          onHand: sql<number>`sum(${l.onHandDelta})::int`,
          locked: sql<number>`sum(${l.lockedDelta})::int`,
        })
        .from(l)
        .where(where)
        .groupBy(l.warehouseCode, l.skuCode)
        .orderBy(asc(l.warehouseCode), asc(l.skuCode))
        .limit(limit)
        .offset(offset),
    count: () => db.selectDistinct({ w: l.warehouseCode, s: l.skuCode }).from(l).where(where),
  };
}

/** Per day of the period: opening, on-hand change per ledger type, in, out and closing (= the next day's opening). */
export async function flowReport(q: FlowQ, ctx: RequestCtx): Promise<FlowReport> {
  const db = readerOf(ctx);
  // Each day's rows are one range of the time index, summed by type: the day a row falls on is where its range
  // is, not its time converted to the zone row by row (on a million-row ledger that conversion was 90 of the
  // 130 ms of a month's flow; the ranges read the same index rows in 40).
  const day = sql`(${dateOf(q.startDate)} + n)`;
  const ofDay = db
    .select({
      type: l.type,
      inQty: sql<number>`coalesce(sum(${l.onHandDelta}) filter (where ${l.onHandDelta} > 0), 0)::int`.as('in_qty'),
      outQty: sql<number>`coalesce(-sum(${l.onHandDelta}) filter (where ${l.onHandDelta} < 0), 0)::int`.as('out_qty'),
    })
    .from(l)
    .where(and(sql`${l.createdAt} >= ${startOf(day, ctx.tz)}`, sql`${l.createdAt} < ${dayAfter(day, ctx.tz)}`, ...codes(q)))
    .groupBy(l.type)
    .as('of_day');
  // One statement, so one snapshot: the closing (stock rows now less what moved after the period) and the moves
  // agree, and the opening is the closing less the period's moves — the period's rows are read once, not twice.
  const rows = await db
    .select({
      closing: sql<number>`(${closingNow(db, q)} - (${movedSince(db, q, dayAfter(dateOf(q.endDate), ctx.tz))}))::int`,
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      type: ofDay.type,
      inQty: ofDay.inQty,
      outQty: ofDay.outQty,
    })
    .from(sql`generate_series(0, ${dateOf(q.endDate)} - ${dateOf(q.startDate)}) as n`)
    .leftJoinLateral(ofDay, sql`true`);
  const moves = rows.filter((m) => m.type !== null) as { day: string; type: string; inQty: number; outQty: number }[];
  const days: FlowReport['days'] = [];
  let balance = rows[0].closing - moves.reduce((n, m) => n + m.inQty - m.outQty, 0);
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
 * The on-hand of the stock rows now: each stock operation changes its row and writes its ledger row in one
 * statement (stock.service.ts), so it is the sum of their ledger.
 */
function closingNow(db: DbOrTx, q: Codes) {
  return db
    .select({ onHand: sql`coalesce(sum(${inv.onHand}), 0)` })
    .from(inv)
    .where(and(...codes(q, inv)));
}

/**
 * The on-hand moved from `from` on: the stock rows' on-hand now less this is the sum of the ledger before `from`,
 * in one snapshot — reading the rows after it and the stock rows instead of the whole history before it (a
 * year's million rows for a month's report).
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
