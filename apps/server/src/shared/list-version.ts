import { inArray, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { tableVersion } from '../db/schema/meta.ts';
import { perDb } from '../platform/per-db.ts';
import { TtlCache } from './ttl-cache.ts';

/*
 * Exact list totals kept per filter while the counted tables are not written (shared/list.ts). A total is kept
 * with the tables' write version read in the same statement (one snapshot), so the pair always agrees; a page
 * whose rows carry that same version proves no write has committed since, and reuses it. Only a count under
 * the cap is kept; the first request after a write counts again.
 */

/** How long an unused total is remembered: only bounds the memory, never its freshness (the version does). */
const KEPT_MS = 10 * 60_000;
type Kept = { version: string; total: number };
const kept = perDb((_: DbOrTx) => new TtlCache<Kept>(KEPT_MS, 2000));

/**
 * The tables' write version as a sub-select: the sum of their versions, null when one has no version row (no
 * trigger), so a table named by mistake keeps nothing instead of keeping a total forever.
 */
export function versionField(tables: PgTable[] | undefined): (() => SQL<string | null>) | undefined {
  if (!tables?.length) return undefined;
  const names = tables.map((t) => getTableConfig(t).name);
  return () =>
    sql<
      string | null
    >`(select case when count(*) = ${sql.raw(String(names.length))} then sum(${tableVersion.version})::text end from ${tableVersion} where ${inArray(tableVersion.name, names)})`;
}

export const keptTotal = (db: DbOrTx, key: string) => kept(db).get(key);

/** Keeps an exact total counted together with its version (`null`: the tables have none, nothing kept). */
export function keepTotal(db: DbOrTx, key: string, version: string | null | undefined, total: number) {
  if (version != null) kept(db).set(key, { version, total });
}

/**
 * The kept total when the page's rows read the same version; otherwise (a write since, or no rows to tell)
 * the count runs apart, and the next request counts in its statement again and keeps that.
 */
export async function stillKept(
  db: DbOrTx,
  key: string,
  known: Kept,
  rows: { __ver?: string | null }[],
  count: () => Promise<{ total: number; exact: boolean }>,
): Promise<{ total: number; exact: boolean }> {
  if (rows.length > 0 && rows[0].__ver === known.version) return { total: known.total, exact: true };
  kept(db).delete(key);
  return count();
}
