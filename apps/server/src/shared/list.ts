import { type AnyColumn, and, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '@console/contract/paging';
import type { DbOrTx } from '../db/client.ts';
import { rowCopier, runMapped } from '../db/row-mapper.ts';
import type { RequestCtx } from './request-context.ts';
import { type CursorKey, decodeCursor, encodeCursor, fingerprint } from './list-cursor.ts';
import { type SessionGuard, sessionHoldsFor } from './session-check.ts';
import { cappedCount, estimatedCount, sessionHeld } from './list-count.ts';
import { byKeys, seekCondition } from './keyset.ts';
import { inParts, type ListParts } from './list-parts.ts';
import { keepEstimate, keepTotal, knownTotal, stillKept, versionField } from './list-totals.ts';

export { cappedCount, estimatedCount } from './list-count.ts';
export { byKeys, keysetAfter, type SortKey } from './keyset.ts';

/**
 * THE paged-list helper: every list of the product goes through `pagedList` (ARCHITECTURE §10: p95 under
 * 20 ms on a million rows, total included).
 *
 * - The total is counted over `LIMIT cap + 1` rows, so a filter matching a million rows costs no more
 *   than one matching `cap`. Past the cap the total is the planner's estimate (never below what the page
 *   proves exists) and `exact` is false, so a pager can still reach deep pages. That above-cap answer is
 *   kept a few seconds per count query (SQL + parameters), so it is paid once per filter, not per request;
 *   totals under the cap are counted on every request and stay exact and fresh, unless the list names the
 *   tables its count reads (`versionOf`, each with a write-version trigger): then an exact total is kept per
 *   filter with the tables' write version read in the same statement, and reused while each page's rows
 *   carry that same version (list-totals.ts); a write moves the version and the next request counts again.
 * - A list with an `order` counts in its rows' own statement (a sub-select beside the sort key): one round
 *   trip per request. A list without one runs rows and count side by side on two pool connections.
 * - A page past the end, or a short last page, gives the exact total without trusting the count.
 * - A list that declares its `order` pages by cursor as well: every page answers `cursor.next` / `.prev`
 *   (the edge rows' sort keys), and a request carrying one seeks (keyset) instead of skipping `OFFSET`
 *   rows, so page 10,000 reached by "next" costs what page 1 does. A page addressed by number still works.
 * - `byKeys` narrows an OFFSET page to its keys first (an index-only walk) and fetches only those rows,
 *   for deep pages addressed by number.
 */

/** Lists whose filter matches more rows than this show an estimated total (the pager: 共 10,000+ 条). */
export { COUNT_CAP } from '@console/contract/paging';
export { ESTIMATE_TTL_MS } from './list-totals.ts';

export type PageCursor = { prev?: string; next?: string };
export type PagedResult<T> = { rows: T[]; total: number; exact: boolean; cursor?: PageCursor };

/** One term of a list's order: a column (or expression) and its direction. */
export type OrderTerm = { column: AnyColumn | SQL; desc?: boolean };

/** What `rows` must apply when the list declared its `order` (ignored otherwise). */
export type PageSql = {
  /** The keyset condition to AND into the filter; undefined on a page addressed by number. */
  seek: SQL | undefined;
  /** The ORDER BY terms (reversed when reading backwards). */
  orderBy: SQL[];
  /** The same terms as expressions and directions (reversed when reading backwards). */
  sort: { column: AnyColumn | SQL; desc: boolean }[];
  /** The keyset condition over other expressions of the same terms (a part's, `keyedRows({ parts })`); no session check. */
  seekOver: (columns: (AnyColumn | SQL)[]) => SQL | undefined;
  /**
   * Spread into the select: each row's sort key, for the cursors, and, when the total is counted with the page,
   * the capped count (every row carries it). Both are removed from the rows returned.
   */
  keyField: { __key: SQL<string>; __total?: SQL<number>; __ver?: SQL<string | null> };
};

type Keyed = { __key?: string; __total?: number; __ver?: string | null };
/** A row as the list answers it: without the sort key `keyField` added. */
export type Unkeyed<T> = T extends { __key: string } ? Omit<T, '__key' | '__total' | '__ver'> : T;

/**
 * Who asks for a list: its database, and the request's offer to confirm its session inside the list's own
 * statements (`sessionGuard`). Every list takes it, so none sends a separate session read by forgetting it.
 */
export type ListCtx = Pick<RequestCtx, 'db' | 'sessionGuard'>;

export type PagedListOptions<T> = {
  /** Where the list reads when not the request's database (a replica, a transaction): no guard there. */
  db?: DbOrTx;
  page: number;
  pageSize: number;
  /**
   * The page's rows with this LIMIT and OFFSET. With `order` declared: `keyedRows({ select, from, where })`
   * (it applies `page.seek`, `page.orderBy` and `page.keyField`); without it, order them as the list wants.
   */
  rows: (limit: number, offset: number, page: PageSql) => PromiseLike<T[]>;
  /** The filtered rows without order or paging (select any one column); only counted, never fetched. */
  count: () => SQLWrapper;
  /** Count exactly up to here (default COUNT_CAP); past it the total is estimated. */
  cap?: number;
  /**
   * The list's order, its last term unique (the primary key) and no term nullable: turns on cursor
   * paging. Without it the list pages by OFFSET only and answers no cursor.
   */
  order?: OrderTerm[];
  /** The `cursor` the request carried (a previous reply's `cursor.next` or `.prev`). */
  cursor?: string;
  /** With `order`: every table the count reads, each with a write-version trigger (drizzle/0043): totals kept. */
  versionOf?: PgTable[];
};

/** A select before its filter: `db.select(sel).from(t)`, with any joins; awaited, its rows. */
type Source = PromiseLike<object[]>;
type RowOf<Q> = Q extends PromiseLike<(infer R)[]> ? R : never;
/** The page's query as `rows` answers it: run (`pagedList`) or compiled once (`preparedPagedList`). */
export type KeyedQuery<R> = PromiseLike<R[]> & {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R[]> };
};
/** The chain `keyedRows` applies, whatever the source's Drizzle type. */
export type Chain = {
  where(w: SQL | undefined): Chain;
  orderBy(...terms: SQL[]): Chain;
  limit(n: number | Placeholder): Chain;
  offset(n: number | Placeholder): Chain;
};

export type KeyedRowsOptions<S extends object, Q extends Source> = {
  /** The list's selection (its sort key is added to it). Default: none, when `from` selects its own. */
  select?: S;
  /** The source selecting `sel`: `(sel) => db.select(sel).from(t).leftJoin(…)` (not filtered yet). */
  from: (sel: S & PageSql['keyField']) => Q;
  /** The list's filter. */
  where?: SQL;
  /**
   * For deep pages addressed by number: the page's keys found first on this column and source (an
   * index-only walk, `byKeys`), then only those rows read from `from`.
   */
  byKey?: { column: PgColumn; from: (sel: { key: PgColumn }) => Source };
  /**
   * A list whose order no one index follows, but each of these disjoint filters (together: every row) does: each
   * part is read apart on its own index, `limit + offset` rows at most, and the parts merged by the order (one
   * statement). E.g. the wallets with money by balance, then the shops without by code.
   */
  parts?: ListParts;
};

/**
 * THE keyset paging block of a list with an `order`: its selection with the sort key, its filter with the
 * seek, its order, LIMIT and OFFSET. A service states only what it selects, from where and its filter:
 * `rows: keyedRows({ select, from: (sel) => db.select(sel).from(t), where })` for `pagedList`,
 * `rows: (p) => keyedRows({ … })(p.limit, p.offset, p)` for `preparedPagedList`.
 */
export function keyedRows<Q extends Source, S extends object = Record<never, never>>(opts: KeyedRowsOptions<S, Q>) {
  return (limit: number | Placeholder, offset: number | Placeholder, p: PageSql): KeyedQuery<RowOf<Q>> => {
    const sel = { ...(opts.select as S), ...p.keyField };
    const source = () => opts.from(sel) as unknown as Chain;
    if (opts.parts)
      return inParts(opts.parts, (s) => opts.from(s as S & PageSql['keyField']) as unknown as Chain, sel, opts.where, p, limit, offset);
    if (!opts.byKey) {
      const q = source()
        .where(and(opts.where, p.seek))
        .orderBy(...p.orderBy)
        .limit(limit)
        .offset(offset);
      return q as unknown as KeyedQuery<RowOf<Q>>;
    }
    const keys = (opts.byKey.from({ key: opts.byKey.column }) as unknown as Chain)
      .where(and(opts.where, p.seek))
      .orderBy(...p.orderBy)
      .limit(limit)
      .offset(offset);
    const q = source()
      .where(byKeys(opts.byKey.column, keys as unknown as SQLWrapper))
      .orderBy(...p.orderBy);
    return q as unknown as KeyedQuery<RowOf<Q>>;
  };
}

const dialect = new PgDialect({ casing: 'snake_case' });
/** SQL text and parameters of a query: the identity of a filter. */
const queryKey = (query: SQL) => {
  const q = dialect.sqlToQuery(query);
  return `${q.sql}\u0000${JSON.stringify(q.params)}`;
};

/**
 * The guard a list's statements may carry: only on the request's own database (a replica may lag behind a
 * sign-out, so only the primary's session row confirms one). Taking it tells the route it can (`used`).
 */
export function listGuard(ctx: ListCtx, db: DbOrTx): SessionGuard | undefined {
  const offered = db === ctx.db ? ctx.sessionGuard : undefined;
  if (!offered) return undefined;
  offered.used = true;
  return offered.apply ? offered : undefined;
}

export async function pagedList<T extends object>(ctx: ListCtx, opts: PagedListOptions<T>): Promise<PagedResult<Unkeyed<T>>> {
  const { cap = COUNT_CAP, db = ctx.db } = opts;
  const countSql = opts.count();
  const guard = listGuard(ctx, db);
  // A list with an order carries the check in its rows' seek; one without, in its count (which always answers a row).
  const inRows = guard && opts.order ? guard : undefined;
  const inCount = guard && !opts.order ? guard : undefined;
  return listPage({
    ...opts,
    db,
    cap,
    // Compiled once: the filter's identity for the estimate cache and the cursors alike.
    filterKey: queryKey(sql`${countSql}`),
    totalField: () => sql<number>`(select count(*)::int from (${countSql} limit ${cap + 1}) as capped)`,
    fetch: (offset, page) => {
      const p = page();
      const rows = runMapped(opts.rows(opts.pageSize, offset, inRows ? { ...p, seek: and(p.seek, sessionHoldsFor(inRows.values)) } : p));
      return Promise.resolve(rows).then((r) => {
        if (inRows && r.length > 0) inRows.held = true;
        return r;
      });
    },
    seekValue: (value) => value,
    version: versionField(opts.versionOf),
    cappedCount: () => cappedCount(db, countSql, cap, inCount),
    estimate: () => estimatedCount(db, countSql),
    // The estimate reused, no count runs: the check goes alone, still beside the rows.
    whenCached: inCount && (() => sessionHeld(db, inCount)),
  });
}

/** What the paging needs from a list, however its SQL is built (here, or compiled once: prepared-list.ts). */
export type ListSource<T> = {
  db: DbOrTx;
  page: number;
  pageSize: number;
  cap: number;
  order?: OrderTerm[];
  cursor?: string;
  /** The filter's identity (its count SQL and parameters): keys the estimate cache and the cursors. */
  filterKey: string;
  /** The capped count as a sub-select, for a list with an `order` to count in its rows' statement (`__total`). */
  totalField: () => SQL<number>;
  /** With an `order`: the write version of the tables the count reads (`__ver`), when the list names them. */
  version?: () => SQL<string | null>;
  /**
   * The page's rows at this offset; when a cursor seeks, its direction and sort-key values; `counting` when
   * the rows carry the capped count (`keyField.__total`). `page` builds the seek, order and key SQL (only
   * needed where the query is built).
   */
  fetch: (
    offset: number,
    page: () => PageSql,
    seek: { dir: 'next' | 'prev'; keys: unknown[] } | undefined,
    counting: boolean,
  ) => PromiseLike<T[]>;
  /** How the i-th sort-key value of a cursor appears in the seek: itself, or a placeholder `fetch` fills. */
  seekValue: (value: unknown, i: number) => unknown;
  cappedCount: () => Promise<{ total: number; exact: boolean }>;
  estimate: () => Promise<number>;
  /** Run beside the rows when the count is not (an above-cap estimate reused). */
  whenCached?: () => Promise<unknown>;
};

/** The paging itself: rows and capped count side by side, cursors, honest totals (see the top of this file). */
export async function listPage<T extends object>(src: ListSource<T>): Promise<PagedResult<Unkeyed<T>>> {
  const { page, pageSize, cap, order } = src;
  const offset = (page - 1) * pageSize;
  const filter = order ? fingerprint(src.filterKey, pageSize) : '';
  const seek = order && src.cursor ? decodeCursor(src.cursor, page, filter) : undefined;

  const hit = knownTotal(src.db, totalKey(src));
  const estimated = hit && 'estimate' in hit ? hit.estimate : undefined;
  const known = order && src.version && hit && 'exact' in hit ? hit : undefined;
  // Counted in the rows' own statement (one round trip) unless an above-cap estimate or a kept total is reused.
  const counting = order !== undefined && estimated === undefined && known === undefined;
  const [fetched, separately] = await Promise.all([
    pageRows(src, offset, seek, counting),
    counting || known ? undefined : cachedCappedCount(src, estimated),
  ]);
  let list = fetched;
  if (seek?.dir === 'prev' && list.length < pageSize) {
    // Rows were added or removed before this page since the cursor was made: read it by number instead.
    list = await pageRows(src, offset, undefined, counting && fetched.length === 0);
  }
  const counted =
    separately ??
    (known
      ? await stillKept(src.db, totalKey(src), known, list, () => cachedCappedCount(src, undefined))
      : await countedWith(src, fetched.length > 0 ? fetched : list, offset === 0 && !seek));
  const result = (total: number, exact: boolean): PagedResult<Unkeyed<T>> => {
    const res: PagedResult<Unkeyed<T>> = { rows: withoutKeys(list), total, exact };
    if (order && list.length > 0) res.cursor = cursorsOf(list, page, pageSize, total, filter);
    return res;
  };
  // A short page is the last one: what precedes it plus what it holds is the whole list.
  if (list.length > 0 && list.length < pageSize) return result(offset + list.length, true);
  if (counted.exact) return result(counted.total, true);
  const seen = list.length > 0 ? offset + list.length + 1 : 0;
  return result(Math.max(counted.total, seen, cap + 1), false);
}

/**
 * The total a counting page carried: its rows' `__total` (the estimate looked up past the cap). A first page
 * that came back empty needs no count; any other empty page (past the end, a cursor's) counts apart.
 */
async function countedWith(src: ListSource<unknown>, rows: Keyed[], first: boolean): Promise<{ total: number; exact: boolean }> {
  const n = rows[0]?.__total;
  if (n === undefined) return rows.length === 0 && first ? { total: 0, exact: true } : cachedCappedCount(src, undefined);
  const total = Number(n);
  if (total > src.cap) return estimateAbove(src);
  keepTotal(src.db, totalKey(src), rows[0].__ver, total);
  return { total, exact: true };
}

function pageRows<T>(src: ListSource<T>, offset: number, seek: CursorKey | undefined, counting: boolean): PromiseLike<T[]> {
  const order = src.order ?? [];
  const backwards = seek?.dir === 'prev';
  const terms = order.map((o) => ({ column: o.column, desc: Boolean(o.desc) !== backwards }));
  const seekOver = (columns: (AnyColumn | SQL)[]) =>
    seek
      ? seekCondition(
          terms.map((t, i) => ({ column: columns[i], desc: t.desc })),
          seek.keys.map((k, i) => src.seekValue(k, i)),
        )
      : undefined;
  const pageSql = (): PageSql => ({
    seek: seekOver(terms.map((t) => t.column)),
    seekOver,
    orderBy: terms.map((o) => (o.desc ? sql`${o.column} desc` : sql`${o.column} asc`)),
    sort: terms,
    keyField: {
      __key: sql<string>`json_build_array(${sql.join(
        order.map((o) => sql`(${o.column})::text`),
        sql`, `,
      )})::text`,
      ...(counting ? { __total: src.totalField() } : {}),
      ...(src.version ? { __ver: src.version() } : {}),
    },
  });
  const rows = src.fetch(seek ? 0 : offset, pageSql, seek && { dir: seek.dir, keys: seek.keys }, counting);
  return backwards ? Promise.resolve(rows).then((r) => r.slice().reverse()) : rows;
}

function cursorsOf(list: Keyed[], page: number, pageSize: number, total: number, filter: string): PageCursor {
  const keys = (row: Keyed) => JSON.parse(row.__key ?? '[]') as unknown[];
  const cursor: PageCursor = {};
  if (page > 1) cursor.prev = encodeCursor({ dir: 'prev', page: page - 1, filter, keys: keys(list[0]) });
  if (list.length === pageSize && page * pageSize < total)
    cursor.next = encodeCursor({ dir: 'next', page: page + 1, filter, keys: keys(list[list.length - 1]) });
  return cursor;
}

/** A page's rows without their key fields. The rows of a page come from one select: they all have the first's fields. */
function withoutKeys<T extends Keyed>(list: T[]): Unkeyed<T>[] {
  const first = list[0];
  if (first === undefined || !('__key' in first)) return list as Unkeyed<T>[];
  const copy = rowCopier(Object.keys(first).filter((k) => !KEY.includes(k)));
  return list.map((row) => copy(row as Record<string, unknown>) as Unkeyed<T>);
}
const KEY: readonly string[] = ['__key', '__total', '__ver'];

/** The key of the filter's known total (list-totals.ts): its estimate past the cap, or its exact total and version. */
const totalKey = (src: ListSource<unknown>) => `${src.cap}\u0000${src.filterKey}`;

/** The capped count, with the above-cap estimate (`hit`) reused for ESTIMATE_TTL_MS per filter (`filterKey`). */
async function cachedCappedCount(src: ListSource<unknown>, hit: number | undefined): Promise<{ total: number; exact: boolean }> {
  if (hit !== undefined) {
    await src.whenCached?.();
    return { total: hit, exact: false };
  }
  const counted = await src.cappedCount();
  return counted.exact ? counted : estimateAbove(src);
}

/** Past the cap: the planner's estimate (never below the cap), kept for the filter. */
async function estimateAbove(src: ListSource<unknown>): Promise<{ total: number; exact: false }> {
  const total = Math.max(await src.estimate(), src.cap + 1);
  keepEstimate(src.db, totalKey(src), total);
  return { total, exact: false };
}
