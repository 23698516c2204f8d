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
 * the order's terms (aliased `__o0…`); the total beside them, counted once.
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
  if (typeof limit !== 'number' || typeof offset !== 'number') throw new Error('a list read in parts is not prepared');
  const { __total, ...rest } = sel;
  const own = Object.entries(rest).map(([k, v]) => [k, sql`${v}`.as(k)]);
  const each = parts.each.map((part) => {
    const terms = part.terms ?? p.sort.map((t) => t.column);
    const named = Object.fromEntries([...own, ...terms.map((t, i) => [`__o${i}`, sql`${t}`.as(`__o${i}`)])]);
    // The part's own seek beside the list's (which carries the session check): the one its index can start at.
    const seek = part.terms ? and(p.seek, p.seekOver(part.terms)) : p.seek;
    const orderBy = terms.map((t, i) => (p.sort[i].desc ? sql`${t} desc` : sql`${t} asc`));
    return sql`(${from(named)
      .where(and(where, seek, part.where))
      .orderBy(...orderBy)
      .limit(limit + offset)})`;
  });
  const outerOrder = p.sort.map((t, i) => sql`${sql.identifier(`__o${i}`)} ${t.desc ? sql`desc` : sql`asc`}`);
  const total = __total ? sql`, ${__total} as "__total"` : sql``;
  const query = sql`select parts.*${total} from (${sql.join(each, sql` union all `)}) as parts
    order by ${sql.join(outerOrder, sql`, `)} limit ${limit} offset ${offset}`;
  const rows = parts.db
    .execute<Record<string, unknown>>(query)
    .then((res) => res.rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !/^__o\d+$/.test(k))) as R));
  return Object.assign(rows, {
    toSQL: () => dialect.sqlToQuery(query),
    prepare: () => {
      throw new Error('a list read in parts is not prepared');
    },
  });
}
