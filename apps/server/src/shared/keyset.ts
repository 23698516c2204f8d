import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Keyset paging: the seek conditions that start a page at a sort key, shared by the lists and the exports. */

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

/** `(a, b) > (x, y)` when every term goes the same way (one index range); the expanded OR otherwise. */
export function seekCondition(terms: { column: AnyColumn | SQL; desc: boolean }[], values: unknown[]): SQL {
  if (terms.every((t) => t.desc === terms[0].desc))
    return keysetAfter(
      terms.map((t, i) => ({ column: t.column, value: values[i] })),
      terms[0].desc ? 'desc' : 'asc',
    );
  const ors = terms.map((t, i) => {
    const equal = terms.slice(0, i).map((p, j) => sql`${p.column} = ${values[j]}`);
    const past = t.desc ? sql`${t.column} < ${values[i]}` : sql`${t.column} > ${values[i]}`;
    return sql`(${sql.join([...equal, past], sql` and `)})`;
  });
  return sql`(${sql.join(ors, sql` or `)})`;
}
