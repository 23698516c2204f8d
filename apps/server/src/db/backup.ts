import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type pg from 'pg';

/**
 * A logical backup of the product's tables that needs no PostgreSQL client tools (the embedded server
 * ships none): one header line, then per table a line naming it and one JSON line per row, exactly as
 * PostgreSQL's `row_to_json` wrote it. Rows are never parsed in JavaScript, so numbers, times and bytes
 * round-trip unchanged; restore hands them back to `json_populate_recordset`.
 */

export const BACKUP_FORMAT = 'console-backup';
const BATCH = 2000;

type Header = { format: string; version: 1; migrations: number; createdAt: string; tables: string[] };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Versions are not data but the keys of what running instances keep: the tables' write versions (kept list
 * totals, shared/list-totals.ts) and the permission version (role keys, menu trees, scopes: per-version.ts). A
 * backup leaves them out and a restore moves each on past the value it finds, never back to the file's older
 * one: an instance that kept an entry under a version can never meet that version again for other rows.
 */
const VERSION_TABLES = ['sys_table_version', 'sys_perm_version'];

/** The product's tables (the version tables aside) in an order where each follows those it refers to. */
async function tablesInOrder(client: pg.PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and not (table_name = any($1)) order by 1`,
    [VERSION_TABLES],
  );
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const pending = new Set(tables.map((t) => t.name));
  const ordered: string[] = [];
  while (pending.size) {
    const ready = [...pending].filter((t) => !refs.some((r) => r.child === t && pending.has(r.parent)));
    // A reference cycle cannot be ordered; restore disables the checks anyway, so take the rest as is.
    for (const t of ready.length ? ready : [...pending]) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  return ordered;
}

async function appliedMigrations(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
  return Number(rows[0].n);
}

// Waits for the reader when its buffer is full; a failing stream is reported by whoever pipes it.
const write = (out: Writable, line: string) =>
  new Promise<void>((resolve) => {
    if (out.write(`${line}\n`)) resolve();
    else out.once('drain', resolve);
  });

/** Writes every row of every table, read in one consistent snapshot, in batches (bounded memory). */
export async function backupDatabase(pool: pg.Pool, out: Writable): Promise<{ tables: number; rows: number }> {
  const client = await pool.connect();
  let rows = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInOrder(client);
    const header: Header = {
      format: BACKUP_FORMAT,
      version: 1,
      migrations: await appliedMigrations(client),
      createdAt: new Date().toISOString(),
      tables,
    };
    await write(out, JSON.stringify(header));
    for (const table of tables) {
      await write(out, JSON.stringify({ table }));
      await client.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`);
      for (;;) {
        const batch = await client.query<{ j: string }>(`fetch ${BATCH} from backup_rows`);
        for (const r of batch.rows) await write(out, r.j);
        rows += batch.rows.length;
        if (batch.rows.length < BATCH) break;
      }
      await client.query('close backup_rows');
    }
    await client.query('commit');
    return { tables: tables.length, rows };
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/**
 * Replaces the content of every table with the backup's, in one transaction: either the whole backup is
 * in, or nothing changed. The database must be migrated to the same version as the backup.
 */
export async function restoreDatabase(pool: pg.Pool, input: Readable): Promise<{ tables: number; rows: number }> {
  const client = await pool.connect();
  let rows = 0;
  let header: Header | undefined;
  let table: string | undefined;
  let skipping = false;
  let batch: string[] = [];
  const flush = async () => {
    if (!table || !batch.length) return;
    await client.query(
      `insert into ${ident(table)} overriding system value select * from json_populate_recordset(null::${ident(table)}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    rows += batch.length;
    batch = [];
  };
  try {
    await client.query('begin');
    // Made only now: readline starts reading at once, and lines read before the loop listens are lost.
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of lines) {
      if (!line) continue;
      if (!header) {
        header = JSON.parse(line) as Header;
        if (header.format !== BACKUP_FORMAT || header.version !== 1) throw new Error('不是本系统的备份文件');
        const migrations = await appliedMigrations(client);
        if (migrations !== header.migrations) {
          throw new Error(`备份来自另一版本（迁移 ${header.migrations} 个，当前数据库 ${migrations} 个），请用同一版本恢复`);
        }
        // Foreign keys and triggers are checked by the data having been consistent when it was read.
        await client.query('set local session_replication_role = replica');
        await client.query(`truncate ${(await tablesInOrder(client)).map(ident).join(', ')} restart identity cascade`);
        continue;
      }
      if (line.startsWith('{"table":')) {
        await flush();
        const name = (JSON.parse(line) as { table: string }).table;
        if (!header.tables.includes(name)) throw new Error(`备份文件损坏：未声明的表 ${name}`);
        // A file written before the versions were left out holds them: the ones found here are moved on instead.
        skipping = VERSION_TABLES.includes(name);
        table = skipping ? undefined : name;
        continue;
      }
      if (skipping) continue;
      batch.push(line);
      if (batch.length >= BATCH) await flush();
    }
    if (!header) throw new Error('备份文件为空');
    await flush();
    // Serial and identity columns continue after the restored rows.
    const { rows: seqs } = await client.query<{ tbl: string; col: string; seq: string }>(
      `select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
         from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
    );
    for (const s of seqs) {
      await client.query(`select setval($1, coalesce((select max(${ident(s.col)}) from ${ident(s.tbl)}), 0) + 1, false)`, [s.seq]);
    }
    // With the rows replaced (triggers off), every version moves on: nothing kept for the replaced rows is taken
    // for the restored ones.
    for (const t of VERSION_TABLES) await client.query(`update ${ident(t)} set version = version + 1`);
    // Likewise the sales report's kept answers, which hold while their period's roll-up stamps do (migration 0047):
    // the restored rows take stamps above every one this database gave, whatever the file's (another
    // installation's may repeat a kept period's figures).
    await client.query(`update sales_total_daily set stamp = nextval('sales_stamp') where sku_code = ''`);
    await client.query('commit');
    return { tables: header.tables.length, rows };
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}
