import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import { liftValues } from './lifted-sql.ts';
import { type KeyedQuery, type ListCtx, type OrderTerm, type PageSql, pagedList } from './list.ts';
import { type Buildable, preparedPagedList } from './prepared-list.ts';
import type { Plans } from './plans.ts';

/** The paging fields of a list call. */
export type PageParams = { page: number; pageSize: number; cursor?: string };

/** A list's page from its filter: `keyedRows({ select, from, where, … })`. */
type RowsOf<R> = (where: SQL | undefined) => (limit: number | Placeholder, offset: number | Placeholder, p: PageSql) => KeyedQuery<R>;

export type LiftedListOptions<R> = {
  /** Unique among prepared lists, the same for every request whose SQL differs only in the filter. */
  name: string;
  /** The filter, built per request as usual (`eq(t.status, q.status)`). */
  where: SQL | undefined;
  order: OrderTerm[];
  rows: RowsOf<R>;
  /** The filtered rows (any one column), only counted. */
  count: (where: SQL | undefined) => Buildable<unknown> & SQLWrapper;
  /** How PostgreSQL plans its statements (plans.ts); default: afresh for each request's values. */
  plans?: Plans;
};

/**
 * A list with an order whose statements are compiled once per filter shape: the values are lifted out of its
 * `where` as placeholders (lifted-sql.ts) and it runs on `preparedPagedList`; a filter that cannot be lifted is
 * built and compiled per request (`pagedList`). Building and compiling the SQL on every request was most of a
 * list's own CPU (issue 31).
 */
export function liftedList<R extends object>(ctx: ListCtx, q: PageParams, list: LiftedListOptions<R>) {
  const lifted = liftValues(list.where, 'w');
  const paging = { page: q.page, pageSize: q.pageSize, cursor: q.cursor, order: list.order };
  if (!lifted) return pagedList(ctx, { ...paging, rows: list.rows(list.where), count: () => list.count(list.where) });
  const rows = list.rows(lifted.sql);
  return preparedPagedList(ctx, {
    ...paging,
    name: list.name,
    filter: lifted,
    plans: list.plans,
    rows: (p) => rows(p.limit, p.offset, p),
    count: () => list.count(lifted.sql),
  });
}
