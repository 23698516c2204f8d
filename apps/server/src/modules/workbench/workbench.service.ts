import { WORKBENCH_CARDS, WORKBENCH_SALES_DAYS, WORKBENCH_SALES_KEY, type WorkbenchSummary } from '@console/contract/workbench';
import { and, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterSales } from '../../db/schema/after-sale.ts';
import { erpPushes } from '../../db/schema/erp.ts';
import { exportTasks } from '../../db/schema/exports.ts';
import { orders } from '../../db/schema/order.ts';
import { orderRisks } from '../../db/schema/risk.ts';
import { inventory } from '../../db/schema/wms.ts';
import { LOW_STOCK } from '../wms/inventory.service.ts';
import { type Scope, type ScopeColumns, scopeWhere } from '../../shared/data-scope.ts';
import { type RequestCtx, readerOf } from '../../shared/request-context.ts';
import { AFTER_SALE_SCOPE } from '../after-sale/after-sale-kit.ts';
import { ERP_SCOPE } from '../erp/erp-query.service.ts';
import { ORDER_SCOPE } from '../order-kit/order-kit.ts';
import { salesReport } from '../report/sales-report.service.ts';
import { RISK_SCOPE } from '../risk/risk.service.ts';
import { todayIn } from '../../shared/time.ts';

type CardKey = (typeof WORKBENCH_CARDS)[number]['key'];
/** `scope: 'unscoped'`: the list the card opens carries no scope dimension, so the card counts what it shows. */
type Scoped = { table: PgTable; scope: ScopeColumns | 'unscoped'; where: SQL };

/** What each scoped card counts: rows of one table in one state, within the caller's scope. */
const SCOPED: Partial<Record<CardKey, Scoped>> = {
  ordersPending: { table: orders, scope: ORDER_SCOPE, where: eq(orders.status, 10) },
  riskReviews: { table: orderRisks, scope: RISK_SCOPE, where: eq(orderRisks.reviewStatus, 1) },
  erpFailed: { table: erpPushes, scope: ERP_SCOPE, where: eq(erpPushes.status, 4) },
  afterSalesWaiting: { table: afterSales, scope: AFTER_SALE_SCOPE, where: eq(afterSales.status, 10) },
  // Warehouse rows carry no scope dimension (idor.unscoped.ts WAREHOUSE): the inventory list shows every user
  // all of them, so the card must count the same rows, or the number would not match the list it opens.
  lowStock: { table: inventory, scope: 'unscoped', where: LOW_STOCK },
};

/**
 * Answers of the last few seconds, keyed by what they depend on: the scope and the keys. Every count below is
 * a function of those alone (no user code, no time beyond the day), so two users with the same scope and keys
 * are owed the same answer, and a change of either (a role's keys, a data permission) is a new key, never a
 * stale hit. At most TTL old: the cards are a pointer to work, the lists they open are read live.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;
const cache = new Map<string, { at: number; value: Promise<Omit<WorkbenchSummary, 'cards'> & { counts: Map<CardKey, number> }> }>();

const scopeKey = (scope: Scope) =>
  scope.all ? 'all' : JSON.stringify([...scope.limits].sort(([a], [b]) => a - b).map(([dim, codes]) => [dim, [...codes].sort()]));

async function scopedFigures(ctx: RequestCtx, scope: Scope, keys: ReadonlySet<string>) {
  const db = readerOf(ctx);
  const counts = new Map<CardKey, number>();
  for (const card of WORKBENCH_CARDS) {
    const what = SCOPED[card.key];
    if (!what || !keys.has(card.permission)) continue;
    const [row] = await db
      .select({ n: count() })
      .from(what.table)
      .where(and(what.where, what.scope === 'unscoped' ? undefined : scopeWhere(scope, what.scope)));
    counts.set(card.key, row.n);
  }
  if (!keys.has(WORKBENCH_SALES_KEY)) return { counts };
  const day = (ago: number) => todayIn(ctx.tz, -ago);
  const report = await salesReport(
    {
      dimension: 'day',
      startDate: day(WORKBENCH_SALES_DAYS - 1),
      endDate: day(0),
      spCode: undefined,
      provinceCode: undefined,
      page: 1,
      pageSize: 500,
    },
    ctx,
  );
  const byDay = new Map(report.rows.map((r) => [r.key, r]));
  const sales = Array.from({ length: WORKBENCH_SALES_DAYS }, (_, i) => {
    const date = day(WORKBENCH_SALES_DAYS - 1 - i);
    return { date, amount: byDay.get(date)?.amount ?? 0, orderCount: byDay.get(date)?.orderCount ?? 0 };
  });
  return { counts, sales };
}

/** The caller's to-dos within their scope and keys, and with the report key their last 30 days of sales. */
export async function workbenchSummary(_q: unknown, ctx: RequestCtx): Promise<WorkbenchSummary> {
  const scope = await ctx.scope();
  const keys = ctx.user.permissions;
  const held = [...WORKBENCH_CARDS.map((c) => c.permission), WORKBENCH_SALES_KEY].filter((k) => keys.has(k));
  const id = `${scopeKey(scope)}|${held.sort().join(',')}|${ctx.tz}`;
  const now = Date.now();
  let hit = cache.get(id);
  if (!hit || now - hit.at > TTL_MS) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    hit = { at: now, value: scopedFigures(ctx, scope, keys) };
    cache.set(id, hit);
    // A failed answer is not kept for the next caller.
    hit.value.catch(() => cache.delete(id));
  }
  const { counts, sales } = await hit.value;
  // The caller's own exports: theirs alone, so counted per user, outside the shared answer.
  if (keys.has('reportFile.query')) {
    const [row] = await readerOf(ctx)
      .select({ n: count() })
      .from(exportTasks)
      .where(and(eq(exportTasks.userCode, ctx.user.code), eq(exportTasks.status, 'done'), gt(exportTasks.expiresAt, sql`now()`)));
    counts.set('exportsReady', row.n);
  }
  const cards = WORKBENCH_CARDS.filter((c) => counts.has(c.key)).map((c) => ({
    key: c.key,
    label: c.label,
    count: counts.get(c.key) ?? 0,
    url: c.url,
  }));
  return sales ? { cards, sales } : { cards };
}
