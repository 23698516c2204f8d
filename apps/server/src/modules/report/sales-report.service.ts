import { hash } from 'node:crypto';
import type { SalesReport, salesReportQuery } from '@console/contract/report';
import { and, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { declareScope, type Scope, type ScopeColumns, type ScopeDimension, scopeWhere } from '../../shared/data-scope.ts';
import { type RequestCtx, readerOf } from '../../shared/request-context.ts';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { QueryResultRow } from 'pg';
import { type Db, sentAgainIfLost } from '../../db/client.ts';
import { dayAfter, type Piece, periodPieces } from './sales-period.ts';
import { salesDaily, salesProvinceDaily, salesSpDaily, salesSpRunning, salesTotalDaily } from '../../db/schema/sales.ts';
import { AFTER_SALE_SCOPE } from '../after-sale/after-sale-kit.ts';
import { ORDER_SCOPE } from '../order-kit/order-kit.ts';
import { salesRows } from './sales-rollup.ts';
import { pageInText } from '../../shared/page-in-text.ts';
import { keepAnswer, keptAnswer, keptKey, periodStamp } from './sales-report-kept.ts';

type Q = z.output<typeof salesReportQuery>;

/** The orders and refunds of the caller's scope, row by row (for a user limited to shops). */
const fromOrders = (scope: Scope) =>
  sql`(${salesRows(scopeWhere(scope, ORDER_SCOPE) ?? sql`true`, scopeWhere(scope, AFTER_SALE_SCOPE) ?? sql`true`)})`;

/**
 * Where the report reads from, coarsest first: a roll-up answers when it holds a column for the asked dimension,
 * for each filter and for each dimension the caller is limited in (else the next one is tried). The day, day × SP
 * and day × province roll-ups hold a few thousand rows a quarter; the fine one about a row per order (its keys
 * barely group); a user limited in shops (dimension 1, kept in no roll-up: a row per shop would be a row per
 * order) is answered from the orders and after-sales themselves, filtered by their own scope — few shops, so few
 * orders. Each source's scope still goes through `scopeWhere`, which fails closed on a dimension it lacks.
 */
type Column = 'sp' | 'province';
/** `rows`: the rows asked for (SKU or totals rows, the filters), applied inside each range read. */
type Source = {
  has: ReadonlySet<Column | ScopeDimension>;
  from: (scope: Scope, q: Q, rows: SQL) => SQL;
  /** The dimensions it answers, when not all. */
  only?: Q['dimension'];
  /** Its rows are one per key of the dimension already: not grouped again. */
  keyed?: boolean;
};

/** The column each dimension groups by, and, by SKU, the one its totals' rows are told apart by. */
const COLUMN: Record<Q['dimension'], SQL> = { day: sql`day`, sp: sql`sp_code`, province: sql`province_code`, sku: sql`sku_code` };

/**
 * A coarse roll-up's rows of the period (sales-period.ts: whole months from month rows, a cut month from its days
 * or from its month row less the days outside, negated), each part one range of the primary key, which carries
 * the figures. By day: day rows only. Each part hands on only the column grouped by and the figures, filtered
 * inside the range: by SP a quarter is ~3,800 rows, and every other column carried through the union cost
 * about a fifth of the statement (issue 31).
 */
const coarse = (table: PgTable, columns: Column[], scope: ScopeColumns): Source => ({
  has: new Set<Column | ScopeDimension>([...columns, ...(Object.keys(scope).map(Number) as ScopeDimension[])]),
  from: (user, q, rows) => {
    const limited = scopeWhere(user, scope) ?? sql`true`;
    const pieces: Piece[] =
      q.dimension === 'day'
        ? [{ grain: 'day', from: q.startDate, below: dayAfter(q.endDate), sign: 1 }]
        : periodPieces(q.startDate, q.endDate);
    const parts = pieces.map((p) => {
      const figures =
        p.sign === 1
          ? sql`order_count, quantity, amount, refund_amount`
          : sql`-order_count as order_count, -quantity as quantity, -amount as amount, -refund_amount as refund_amount`;
      return sql`select ${COLUMN[q.dimension]}, ${figures} from ${table}
        where grain = ${p.grain} and day >= ${p.from}::date and day < ${p.below}::date and ${limited} and ${rows}`;
    });
    return sql`(${sql.join(parts, sql` union all `)}) src`;
  },
});
const RUNNING_SCOPE = declareScope('sales by SP, running', { 2: salesSpRunning.spCode });
/**
 * By SP, the running totals: per SP, its row at the period's last day — or its total, when its last day falls
 * inside the period (no row at the period's end; from the day before the first on, as a total equal to that
 * day's row nets to zero) — less its row the day before the period. A row per SP already (`keyed`): joined on the
 * SP rather than summed over a union of both days, which regrouped twice the rows through numeric sums (issue 31:
 * a quarter on the bench, 1,000 rows grouped into 500 → 500 joined to 500, about a fifth of the statement's CPU).
 */
const running: Source = {
  has: new Set<Column | ScopeDimension>(['sp', 2]),
  only: 'sp',
  keyed: true,
  from: (user, q) => {
    const limited = and(scopeWhere(user, RUNNING_SCOPE) ?? sql`true`, q.spCode ? sql`sp_code = ${q.spCode}` : undefined);
    const less = (c: string) => sql.raw(`e.${c} - coalesce(b.${c}, 0) as ${c}`);
    return sql`(select e.sp_code, ${sql.join(['order_count', 'quantity', 'amount', 'refund_amount'].map(less), sql`, `)}
      from (select sp_code, order_count, quantity, amount, refund_amount from ${salesSpRunning}
              where day = ${q.endDate}::date and ${limited}
            union all
            select sp_code, order_count, quantity, amount, refund_amount from ${salesSpRunning}
              where day = 'infinity' and through >= ${q.startDate}::date - 1 and through < ${q.endDate}::date and ${limited}) e
      left join ${salesSpRunning} b on b.day = ${q.startDate}::date - 1 and b.sp_code = e.sp_code) src`;
  },
};
/** The fine sources hold day rows only: the period is a range of days. */
const inPeriod = (q: Q) => sql`day between ${q.startDate}::date and ${q.endDate}::date`;
const FINE_SCOPE = declareScope('sales roll-up', {
  2: salesDaily.spCode,
  3: salesDaily.platformCode,
  5: salesDaily.channelCode,
  6: salesDaily.provinceCode,
  7: salesDaily.gradeCode,
});

const SOURCES: Source[] = [
  running,
  coarse(salesTotalDaily, [], declareScope('sales in total', {})),
  coarse(salesProvinceDaily, ['province'], declareScope('sales by province', { 6: salesProvinceDaily.provinceCode })),
  coarse(salesSpDaily, ['sp'], declareScope('sales by SP', { 2: salesSpDaily.spCode })),
  {
    has: new Set<Column | ScopeDimension>(['sp', 'province', 2, 3, 5, 6, 7]),
    from: (user, q, rows) =>
      sql`(select * from ${salesDaily} where ${inPeriod(q)} and ${scopeWhere(user, FINE_SCOPE) ?? sql`true`} and ${rows}) src`,
  },
  {
    has: new Set<Column | ScopeDimension>(['sp', 'province', 1, 2, 3, 5, 6, 7]),
    from: (user, q, rows) => sql`(select * from ${fromOrders(user)} o where ${inPeriod(q)} and ${rows}) src`,
  },
];
/** The coarsest source that can answer this query for this caller: its `rows` in the period. */
function sourceOf(q: Q, scope: Scope): { keyed: boolean; rollup: boolean; of: (rows: SQL) => SQL } {
  const needs = new Set<Column | ScopeDimension>(scope.all ? [] : scope.limits.keys());
  if (q.dimension === 'sp' || q.spCode) needs.add('sp');
  if (q.dimension === 'province' || q.provinceCode) needs.add('province');
  const source =
    SOURCES.find((s) => (s.only ?? q.dimension) === q.dimension && [...needs].every((n) => s.has.has(n))) ?? SOURCES[SOURCES.length - 1];
  return { keyed: source.keyed ?? false, rollup: source !== SOURCES[SOURCES.length - 1], of: (rows) => source.from(scope, q, rows) };
}

const KEY: Record<Q['dimension'], SQL> = {
  day: sql`to_char(day, 'YYYY-MM-DD')`,
  sp: sql`sp_code`,
  province: sql`province_code`,
  sku: sql`sku_code`,
};
const NAME: Record<Q['dimension'], SQL> = {
  day: sql`k.key`,
  sp: sql`coalesce((select sp_name from sp_info where sp_code = k.key), k.key)`,
  province: sql`coalesce((select name from region where code = k.key), k.key)`,
  sku: sql`coalesce((select name from product_sku where code = k.key), k.key)`,
};

const dialect = new PgDialect({ casing: 'snake_case' });
/**
 * Runs a statement under a name its text gives: each connection plans it once and keeps the plan (planning the
 * union of ranges and the window sums took about 1 ms, as long as executing a quarter by province).
 */
async function named<T extends QueryResultRow>(db: Db, query: SQL): Promise<T[]> {
  const q = dialect.sqlToQuery(query);
  const name = `sales_${hash('sha1', q.sql, 'hex').slice(0, 16)}`;
  return (await sentAgainIfLost(() => db.$client.query<T>({ name, text: q.sql, values: q.params }))).rows;
}

/** Sales by day, SP, province or SKU in the period, with totals, within the caller's scope. */
export async function salesReport(q: Q, ctx: RequestCtx): Promise<SalesReport> {
  const scope = await ctx.scope();
  const source = sourceOf(q, scope);
  const db = readerOf(ctx);
  const key = source.rollup ? keptKey(q, scope) : undefined;
  const known = key === undefined ? undefined : keptAnswer(db, key);
  if (known) {
    // The names read afresh with the stamp: an SP or a region renamed writes no roll-up.
    const keys = known.report.rows.map((r) => r.key);
    const [probe] = await named<{ stamp: string; names: string[] }>(
      db,
      sql`select ${periodStamp(q.startDate, q.endDate)} as stamp,
        array(select ${NAME[q.dimension]} from unnest(${sql.param(keys)}::text[]) with ordinality k(key, i) order by k.i) as names`,
    );
    if (probe.stamp === known.stamp) return { ...known.report, rows: known.report.rows.map((r, i) => ({ ...r, name: probe.names[i] })) };
  }
  const filters = and(
    q.spCode ? sql`sp_code = ${q.spCode}` : undefined,
    q.provinceCode ? sql`province_code = ${q.provinceCode}` : undefined,
  );
  const rows = and(q.dimension === 'sku' ? sql`sku_code <> ''` : sql`sku_code = ''`, filters) as SQL;
  const grouped = source.keyed
    ? sql`select ${KEY[q.dimension]} as key, order_count::int, quantity::int, amount::bigint, refund_amount::bigint from ${source.of(rows)}
        where order_count <> 0 or quantity <> 0 or amount <> 0 or refund_amount <> 0`
    : sql`select ${KEY[q.dimension]} as key, sum(order_count)::int as order_count, sum(quantity)::int as quantity,
        sum(amount)::bigint as amount, sum(refund_amount)::bigint as refund_amount from ${source.of(rows)} group by 1
        having sum(order_count) <> 0 or sum(quantity) <> 0 or sum(amount) <> 0 or sum(refund_amount) <> 0`;
  const sums = sql`sum(order_count)::int as t_orders, sum(quantity)::int as t_quantity, sum(amount)::bigint as t_amount,
      sum(refund_amount)::bigint as t_refund`;
  // By SKU an order of two SKUs is a row of each: the totals count it once, from the rows of whole orders.
  const totalsOf =
    q.dimension === 'sku'
      ? sql`select ${sums}, (select count(*) from k)::int as n from ${source.of(and(sql`sku_code = ''`, filters) as SQL)}`
      : sql`select ${sums}, count(*)::int as n from k`;
  // Read with the answer, in its snapshot: the stamp its figures hold for.
  const stamp = key === undefined ? sql`null::text` : periodStamp(q.startDate, q.endDate);
  const order = q.dimension === 'day' ? sql`k.key` : sql`k.amount desc, k.key`;
  // The page in the text: with it bound, the generic plan by SP costs 50 of its 500 names looked up, never beats
  // the custom one, and every run was planned afresh (bench, a quarter by SP: planning 0.7–2.3 ms, running 2–4 ms).
  const offset = (q.page - 1) * q.pageSize;
  const paging = pageInText(q.pageSize, offset, { limit: sql`${q.pageSize}`, offset: sql`${offset}` });
  const found = await named<{
    key: string;
    name: string;
    order_count: number;
    quantity: number;
    amount: number;
    refund_amount: number;
    n: number;
    stamp: string | null;
  }>(
    db,
    // The page is cut from the narrow rows before the totals' row joins it: joined first, every row (500 by SP)
    // carried the totals through the sort (1M orders, a quarter by SP: about a tenth of the statement’s CPU, issue 31).
    sql`
    with k as (${grouped}), t as (${totalsOf})
    select k.*, ${NAME[q.dimension]} as name, t.*, ${stamp} as stamp
    from (select * from k order by ${order} limit ${paging.limit} offset ${paging.offset}) k, t order by ${order}`,
  );
  const figures = (orderCount: number, quantity: number, amount: number, refundAmount: number) => ({
    orderCount: Number(orderCount),
    quantity: Number(quantity),
    amount: Number(amount),
    refundAmount: Number(refundAmount),
    netAmount: Number(amount) - Number(refundAmount),
  });
  const first = found[0] as unknown as Record<string, number> | undefined;
  const totals = first ? figures(first.t_orders, first.t_quantity, first.t_amount, first.t_refund) : figures(0, 0, 0, 0);
  const report = {
    rows: found.map((r) => ({ key: r.key, name: r.name, ...figures(r.order_count, r.quantity, r.amount, r.refund_amount) })),
    total: first ? Number(first.n) : 0,
    totals,
  };
  // No rows, no stamp read: an empty page is asked again (a period after the last sale, a filter matching nothing).
  if (key !== undefined && found[0]?.stamp != null) keepAnswer(db, key, found[0].stamp, report);
  return report;
}
