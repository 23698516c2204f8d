import { type AnyColumn, and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { Chain, KeyedQuery, PageSql } from './list.ts';

/**
 * A list read in parts (`keyedRows({ parts })`): where it reads and each part's filter, in the order's sequence;
 * `terms`, what the order's terms are within the part when simpler there (a constant: the part follows the rest).
 */
export type ListParts = { db: DbOrTx; each: { where: SQL; terms?: (AnyColumn | SQL)[] }[] };

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * `keyedRows` over `parts`: each part's first `limit + offset` rows in the list's order (its own index), merged by
 * the order's terms (aliased `__o0…`); the total beside them, counted once. With placeholders for the limit and
 * offset it is compiled once and run with each request's values (`preparedPagedList`).
 */
export function inParts<R>(
  parts: ListParts,
  from: (sel: object) => Chain,
  sel: Record<string, unknown>,
  where: SQL | undefined,
  p: PageSql,
  limit: number | Placeholder,
  offset: number | Placeholder,
): KeyedQuery<R> {
  const { __total, ...rest } = sel;
  const own = Object.entries(rest).map(([k, v]) => [k, sql`${v}`.as(k)]);
  // Each part stops at the page's end; bound (a prepared list) PostgreSQL adds the two itself.
  const upTo =
    typeof limit === 'number' && typeof offset === 'number'
      ? limit + offset
      : (sql`(${limit}::bigint + ${offset}::bigint)` as unknown as Placeholder);
  const each = parts.each.map((part) => {
    const terms = part.terms ?? p.sort.map((t) => t.column);
    const named = Object.fromEntries([...own, ...terms.map((t, i) => [`__o${i}`, sql`${t}`.as(`__o${i}`)])]);
    // The part's own seek beside the list's (which carries the session check): the one its index can start at.
    const seek = part.terms ? and(p.seek, p.seekOver(part.terms)) : p.seek;
    const orderBy = terms.map((t, i) => (p.sort[i].desc ? sql`${t} desc` : sql`${t} asc`));
    return sql`(${from(named)
      .where(and(where, seek, part.where))
      .orderBy(...orderBy)
      .limit(upTo)})`;
  });
  // The merge's sort terms stay inside: the rows come back as selected.
  const columns = sql.join(
    Object.keys(rest).map((k) => sql`parts.${sql.identifier(k)}`),
    sql`, `,
  );
  const outerOrder = p.sort.map((t, i) => sql`${sql.identifier(`__o${i}`)} ${t.desc ? sql`desc` : sql`asc`}`);
  const total = __total ? sql`, ${__total} as "__total"` : sql``;
  const query = sql`select ${columns}${total} from (${sql.join(each, sql` union all `)}) as parts
    order by ${sql.join(outerOrder, sql`, `)} limit ${limit} offset ${offset}`;
  const compiled = () => dialect.sqlToQuery(query);
  // Drizzle's own statement for raw SQL (what `db.execute` runs), so rows decode the same either way.
  const statement = (name: string | undefined) =>
    (parts.db as unknown as { session: RawSession }).session.prepareQuery(compiled(), undefined, name, false);
  return {
    // Run when awaited (`pagedList`), never when only compiled (`preparedPagedList`).
    // biome-ignore lint/suspicious/noThenProperty: a query is a thenable, as Drizzle's own are
    then: (ok, failed) =>
      statement(undefined)
        .execute()
        .then((res) => res.rows as R[])
        .then(ok, failed),
    toSQL: compiled,
    prepare: (name: string) => {
      const run = statement(name);
      return { execute: async (values?: Record<string, unknown>) => (await run.execute(values)).rows as R[] };
    },
  };
}

type RawSession = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string | undefined,
    arrayMode: false,
  ): { execute(values?: Record<string, unknown>): Promise<{ rows: unknown[] }> };
};
