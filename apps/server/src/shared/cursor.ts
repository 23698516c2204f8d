import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.ts';
import { formatTime } from './time.ts';

type Query = { toSQL(): { sql: string; params: unknown[] } };

/**
 * Reads a query's rows through a server-side cursor, `batch` at a time, in one read-only snapshot: a
 * million rows never sit in memory and later batches see the same data as the first. `fields` is the
 * selection the query was built with (flat); rows come back keyed by it, in its order.
 */
export async function* cursorBatches<T extends Record<string, unknown>>(
  db: Db,
  fields: Record<keyof T & string, unknown>,
  query: Query,
  batch = 500,
): AsyncGenerator<T[]> {
  const keys = Object.keys(fields) as (keyof T & string)[];
  const { sql, params } = query.toSQL();
  const client = await db.$client.connect();
  let ok = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query({ text: `declare export_cursor no scroll cursor for ${sql}`, values: params });
    for (;;) {
      const res = await client.query<unknown[]>({ text: `fetch ${batch} from export_cursor`, rowMode: 'array' });
      if (res.rows.length) yield res.rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i]])) as T);
      if (res.rows.length < batch) break;
    }
    await client.query('commit');
    ok = true;
  } finally {
    if (!ok) await client.query('rollback').catch(() => {});
    client.release();
  }
}

/** `cursorBatches` of rows whose `createdAt` a sheet shows as local time in `tz` (the logs', articles' and users' exports). */
export async function* createdAtBatches<T extends Record<string, unknown>>(
  db: Db,
  fields: Record<keyof T & string, unknown>,
  query: Query,
  tz: string,
): AsyncGenerator<T[]> {
  for await (const batch of cursorBatches<T>(db, fields, query)) {
    yield batch.map((r) => ({ ...r, createdAt: formatTime(r.createdAt as Date, tz) }));
  }
}

/** How many rows of `table` match `where`: an export's count for its progress. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return n;
}

/** Whether `table` holds any row: a demo seeder runs once, on an empty table. */
export async function hasRows(db: DbOrTx, table: string) {
  const { rows } = await db.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
  return rows.length > 0;
}
