import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Paged lists that stay fast on a million rows (ARCHITECTURE §10: p95 under 20 ms, total included).
 *
 * - The total is counted over `LIMIT cap + 1` rows, so a filter matching a million rows costs no more
 *   than one matching `cap`. Past the cap the total is the planner's estimate (never below what the page
 *   proves exists) and `exact` is false, so a pager can still reach deep pages.
 * - Rows and count run side by side on two pool connections.
 * - A page past the end, or a short last page, gives the exact total without trusting the count.
 * - `keysetAfter` builds the seek condition for keyset paging (next page after a known row), which costs
 *   the same on page 10,000 as on page 1; `byKeys` narrows an OFFSET page to its keys first (an
 *   index-only walk) and fetches only those rows, for deep pages addressed by number.
 */

/** Lists whose filter matches more rows than this show an estimated total. */
export const COUNT_CAP = 10_000;

export type PagedResult<T> = { rows: T[]; total: number; exact: boolean };

export type PagedListOptions<T> = {
  db: DbOrTx;
  page: number;
  pageSize: number;
  /** The page's rows, ordered, with this LIMIT and OFFSET. */
  rows: (limit: number, offset: number) => PromiseLike<T[]>;
  /** The filtered rows without order or paging (select any one column); only counted, never fetched. */
  count: () => SQLWrapper;
  /** Count exactly up to here (default COUNT_CAP); past it the total is estimated. */
  cap?: number;
};

export async function pagedList<T>({ db, page, pageSize, rows, count, cap = COUNT_CAP }: PagedListOptions<T>): Promise<PagedResult<T>> {
  const offset = (page - 1) * pageSize;
  const [list, counted] = await Promise.all([rows(pageSize, offset), cappedCount(db, count(), cap)]);
  // A short page is the last one: what precedes it plus what it holds is the whole list.
  if (list.length > 0 && list.length < pageSize) return { rows: list, total: offset + list.length, exact: true };
  if (counted.exact) return { rows: list, total: counted.total, exact: true };
  const estimate = await estimatedCount(db, count());
  const seen = list.length > 0 ? offset + list.length + 1 : 0;
  return { rows: list, total: Math.max(estimate, seen, cap + 1), exact: false };
}

/** `count(*)` over at most `cap + 1` matching rows: exact up to `cap`, otherwise `{ total: cap + 1, exact: false }`. */
export async function cappedCount(db: DbOrTx, query: SQLWrapper, cap = COUNT_CAP): Promise<{ total: number; exact: boolean }> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${query} limit ${cap + 1}) as capped`);
  const n = Number(rows[0].n);
  return n > cap ? { total: cap + 1, exact: false } : { total: n, exact: true };
}

/** The planner's row estimate for a query (planning only, nothing is read): fast and roughly right. */
export async function estimatedCount(db: DbOrTx, query: SQLWrapper): Promise<number> {
  const { rows } = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(sql`explain (format json) ${query}`);
  const plan = rows[0]['QUERY PLAN'];
  return Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']);
}

export type SortKey = { column: AnyColumn | SQL; value: unknown };

/**
 * Keyset paging: rows strictly after the last row of the previous page, in an order of `keys` all
 * ascending or all descending. The last key must be unique (e.g. the primary key) so ties never skip.
 * Values must round-trip exactly: a timestamptz read into a JS Date loses its microseconds, so carry it
 * as text (`col::text`) in the cursor.
 * With an index on the keys the database starts right at the row: page 10,000 costs what page 1 does.
 */
export function keysetAfter(keys: SortKey[], direction: 'asc' | 'desc'): SQL {
  if (keys.length === 0) throw new Error('keysetAfter needs at least one key');
  const cols = sql.join(
    keys.map((k) => sql`${k.column}`),
    sql`, `,
  );
  const vals = sql.join(
    keys.map((k) => sql`${k.value}`),
    sql`, `,
  );
  return direction === 'desc' ? sql`(${cols}) < (${vals})` : sql`(${cols}) > (${vals})`;
}

/**
 * For deep OFFSET pages: `key in (the page's keys)`, where `keysOfPage` selects only the key column with
 * the list's filter, order, LIMIT and OFFSET. Skipping 100,000 entries of a covering index is an
 * index-only walk; skipping 100,000 full rows is not. The outer query must repeat the order.
 */
export function byKeys(key: AnyColumn, keysOfPage: SQLWrapper): SQL {
  return sql`${key} in (${keysOfPage})`;
}
