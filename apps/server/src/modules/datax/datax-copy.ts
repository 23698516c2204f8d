import { type SQL, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DataxTableDef } from '../../db/schema/datax.ts';

/**
 * The copying itself, on short-lived connections of the `pg` driver. Rows travel as JSON of the source row
 * (`row_to_json`) and land through `json_populate_recordset(null::<target>, …)`, so every value keeps the exact
 * text of its type (numerics, big integers, times) and the target's own column types read it. Names are checked
 * identifiers quoted with `sql.identifier`, values are parameters: nothing is concatenated into SQL.
 */

export class DataxError extends Error {}
/** Thrown between batches when the run was interrupted (中断) meanwhile. */
export class Interrupted extends Error {}

export type Conn = { db: NodePgDatabase; close: () => Promise<void> };

export async function connect(url: string, what: string): Promise<Conn> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    options: '-c statement_timeout=300000 -c idle_in_transaction_session_timeout=300000',
  });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (e) {
    // The driver's message names host and user at most, never the password.
    throw new DataxError(`无法连接${what}：${(e as Error).message}`);
  }
  return { db: drizzle(client), close: () => client.end().catch(() => {}) };
}

/** `schema.table` or `table`, quoted part by part. */
const name = (n: string): SQL => {
  const [a, b] = n.split('.');
  return b ? sql`${sql.identifier(a)}.${sql.identifier(b)}` : sql`${sql.identifier(a)}`;
};
const list = (cols: string[], prefix?: string) =>
  sql.join(
    cols.map((c) => (prefix ? sql`${sql.identifier(prefix)}.${sql.identifier(c)}` : sql.identifier(c))),
    sql`, `,
  );

async function columnsOf(db: NodePgDatabase, table: string, what: string): Promise<string[]> {
  const res = await db.execute<{ attname: string }>(
    sql`select attname from pg_attribute where attrelid = to_regclass(${table}) and attnum > 0 and not attisdropped order by attnum`,
  );
  if (!res.rows.length) throw new DataxError(`${what} ${table} 不存在`);
  return res.rows.map((r) => r.attname);
}

async function assertColumns(db: NodePgDatabase, table: string, wanted: string[], what: string) {
  const have = new Set(await columnsOf(db, table, what));
  const missing = wanted.filter((c) => !have.has(c));
  if (missing.length) throw new DataxError(`${what} ${table} 没有列 ${missing.join('、')}`);
  return [...have];
}

type Batch = { rows: string[]; position: string };

/**
 * One batch of source rows in `order` after `position` (JSON of the order columns of the last row taken,
 * read back as the source's own types), with the position of its last row.
 */
async function readBatch(db: NodePgDatabase, source: string, order: string[], position: string | null, size: number): Promise<Batch> {
  const after = position
    ? sql`where (${list(order, 's')}) > (select ${list(order, 'p')} from json_populate_record(null::${name(source)}, ${position}::json) p)`
    : sql``;
  const pairs = sql.join(
    order.map((c) => sql`${c}::text, ${sql.identifier('s')}.${sql.identifier(c)}`),
    sql`, `,
  );
  const res = await db.execute<{ j: string; pos: string }>(
    sql`select row_to_json(s)::text as j, json_build_object(${pairs})::text as pos from ${name(source)} s ${after} order by ${list(order, 's')} limit ${size}`,
  );
  return { rows: res.rows.map((r) => r.j), position: res.rows.at(-1)?.pos ?? position ?? '' };
}

const asJson = (rows: string[]) => `[${rows.join(',')}]`;

async function insertRows(tx: NodePgDatabase, target: string, rows: string[], upsert?: { keys: string[]; columns: string[] }) {
  const insert = sql`insert into ${name(target)} select * from json_populate_recordset(null::${name(target)}, ${asJson(rows)}::json)`;
  if (!upsert) return (await tx.execute(insert)).rowCount ?? 0;
  const rest = upsert.columns.filter((c) => !upsert.keys.includes(c));
  const set = rest.length
    ? sql`do update set ${sql.join(
        rest.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
        sql`, `,
      )}`
    : sql`do nothing`;
  return (await tx.execute(sql`${insert} on conflict (${list(upsert.keys)}) ${set}`)).rowCount ?? 0;
}

export type Counts = { rowsRead: number; rowsWritten: number };
/** Called after each committed batch (progress, an interruption check; tests stop a run there). */
export type AfterBatch = (counts: Counts) => Promise<void>;

/** Full: the target's rows replaced in one target transaction; the source read in one snapshot. */
export async function copyFull(src: NodePgDatabase, dst: NodePgDatabase, t: DataxTableDef, size: number, afterBatch: AfterBatch) {
  await assertColumns(src, t.source, t.keyColumns, '源表');
  await assertColumns(dst, t.target, t.keyColumns, '目标表');
  const counts: Counts = { rowsRead: 0, rowsWritten: 0 };
  await src.transaction(
    async (stx) => {
      await dst.transaction(async (dtx) => {
        await dtx.execute(sql`delete from ${name(t.target)}`);
        let position: string | null = null;
        for (;;) {
          const batch = await readBatch(stx as never, t.source, t.keyColumns, position, size);
          if (!batch.rows.length) break;
          counts.rowsRead += batch.rows.length;
          counts.rowsWritten += await insertRows(dtx as never, t.target, batch.rows);
          position = batch.position;
          // Inside the target transaction: an interruption here rolls the whole table back.
          await afterBatch(counts);
        }
      });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return counts;
}

/**
 * Incremental: rows past the stored position in (watermark, keys) order, upserted on the keys batch by batch;
 * `commit` stores the new position only after the target batch committed, so a run stopped anywhere resumes
 * with at most one batch read again (and upserted again: no duplicates).
 */
export async function copyIncremental(
  src: NodePgDatabase,
  dst: NodePgDatabase,
  t: DataxTableDef,
  size: number,
  start: string | null,
  commit: (position: string) => Promise<void>,
  afterBatch: AfterBatch,
) {
  const order = [t.watermarkColumn, ...t.keyColumns.filter((k) => k !== t.watermarkColumn)];
  await assertColumns(src, t.source, order, '源表');
  const columns = await assertColumns(dst, t.target, t.keyColumns, '目标表');
  const counts: Counts = { rowsRead: 0, rowsWritten: 0 };
  let position = start;
  for (;;) {
    const batch = await readBatch(src, t.source, order, position, size);
    if (!batch.rows.length) break;
    const written = await dst.transaction(async (dtx) => insertRows(dtx as never, t.target, batch.rows, { keys: t.keyColumns, columns }));
    counts.rowsRead += batch.rows.length;
    counts.rowsWritten += written;
    position = batch.position;
    await commit(position);
    await afterBatch(counts);
  }
  return counts;
}
