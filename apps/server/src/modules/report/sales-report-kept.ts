import type { SalesReport } from '@console/contract/report';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesTotalDaily } from '../../db/schema/sales.ts';
import type { Scope } from '../../shared/data-scope.ts';
import { perDb } from '../../platform/per-db.ts';
import { TtlCache } from '../../shared/ttl-cache.ts';

/*
 * Answers of the report kept per query and scope with the stamp of their period (issue 31: by SP a quarter's
 * statement is ~1.1 ms of PostgreSQL CPU, a probe of its month rows a few rows of one index range). Every write to
 * the roll-ups stamps the '' rows of its day's month (migration 0047) in its own transaction, so while a probe reads
 * the stamp the answer was read with (in its statement, one snapshot), no write to the period has committed since —
 * on this instance or another. Only for answers read from the roll-ups: a user limited in shops reads the orders.
 */

/** Only bounds the memory; the stamp, never the age, decides whether a kept answer still holds. */
const KEPT_MS = 10 * 60_000;
const kept = perDb((_: Db) => new TtlCache<{ stamp: string; report: SalesReport }>(KEPT_MS, 200));

/** The count and sum of the stamps of the months the period touches ('' rows, month grain), as text. */
export const periodStamp = (startDate: string, endDate: string): SQL<string> =>
  sql<string>`(select count(*) || ':' || coalesce(sum(${salesTotalDaily.stamp}), 0) from ${salesTotalDaily}
    where ${and(
      eq(salesTotalDaily.skuCode, ''),
      eq(salesTotalDaily.grain, 'month'),
      gte(salesTotalDaily.day, sql`date_trunc('month', ${startDate}::date)::date`),
      lte(salesTotalDaily.day, sql`${endDate}::date`),
    )})`;

/** Pages larger than the console's (an export's 500 rows) are not kept: they would hold the memory for little. */
const KEPT_PAGE = 100;

/** The key of a query for a caller (every field of the query and the caller's limits, codes sorted); none for a large page. */
export function keptKey(q: { pageSize: number }, scope: Scope) {
  if (q.pageSize > KEPT_PAGE) return undefined;
  const limits = scope.all
    ? 'all'
    : [...scope.limits].map(([dim, codes]) => [dim, [...codes].sort()]).sort((a, b) => Number(a[0]) - Number(b[0]));
  return JSON.stringify([q, limits]);
}

export const keptAnswer = (db: Db, key: string) => kept(db).get(key);
export const keepAnswer = (db: Db, key: string, stamp: string, report: SalesReport) => kept(db).set(key, { stamp, report });
