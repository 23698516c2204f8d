import { getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { tableVersion } from '../db/schema/meta.ts';
import { perDb } from '../platform/per-db.ts';
import { TtlCache } from './ttl-cache.ts';

/*
 * The totals a list knows per filter (shared/list.ts), in one cache keyed by the filter's identity:
 * - past the cap, the planner's estimate, reused for ESTIMATE_TTL_MS (a figure that may be a few seconds old);
 * - under it, an exact total kept with the tables' write version read in the same statement (one snapshot), so
 *   the pair always agrees; a page whose rows carry that same version proves no write has committed since, and
 *   reuses it. The first request after a write counts again.
 */

/** Lists whose filter matches more rows than the cap reuse their estimated total this long. */
export const ESTIMATE_TTL_MS = 5_000;
/** How long an unused total is remembered: only bounds the memory, never an exact total's freshness (the version does). */
const KEPT_MS = 10 * 60_000;
export type KnownTotal = { estimate: number; until: number } | { exact: number; version: string };
const totals = perDb((_: DbOrTx) => new TtlCache<KnownTotal>(KEPT_MS, 3000));

/**
 * The tables' write version as a sub-select: the sum of their versions, null when one has no version row (no
 * trigger), so a table named by mistake keeps nothing instead of keeping a total forever.
 */
export function versionField(tables: PgTable[] | undefined): (() => SQL<string | null>) | undefined {
  if (!tables?.length) return undefined;
  // The name alone: getTableConfig runs the table's index builders (every list request, issue 31's CPU profile).
  const names = tables.map((t) => getTableName(t));
  return () =>
    sql<
      string | null
    >`(select case when count(*) = ${sql.raw(String(names.length))} then sum(${tableVersion.version})::text end from ${tableVersion} where ${inArray(tableVersion.name, names)})`;
}

/** What is known of the filter's total: an estimate still fresh, or an exact total with its version. */
export function knownTotal(db: DbOrTx, key: string): KnownTotal | undefined {
  const hit = totals(db).get(key);
  if (hit && 'until' in hit && hit.until <= Date.now()) return forgetTotal(db, key);
  return hit;
}

/** Keeps the above-cap estimate for ESTIMATE_TTL_MS. */
export function keepEstimate(db: DbOrTx, key: string, estimate: number) {
  totals(db).set(key, { estimate, until: Date.now() + ESTIMATE_TTL_MS });
}

/** Keeps an exact total counted together with its version (`null`: the tables have none, nothing kept). */
export function keepTotal(db: DbOrTx, key: string, version: string | null | undefined, total: number) {
  if (version != null) totals(db).set(key, { exact: total, version });
}

export function forgetTotal(db: DbOrTx, key: string): undefined {
  totals(db).delete(key);
}

/**
 * The kept total when the page's rows read the same version; otherwise (a write since, or no rows to tell)
 * the count runs apart, and the next request counts in its statement again and keeps that.
 */
export async function stillKept(
  db: DbOrTx,
  key: string,
  known: { exact: number; version: string },
  rows: { __ver?: string | null }[],
  count: () => Promise<{ total: number; exact: boolean }>,
): Promise<{ total: number; exact: boolean }> {
  if (rows.length > 0 && rows[0].__ver === known.version) return { total: known.exact, exact: true };
  forgetTotal(db, key);
  return count();
}
