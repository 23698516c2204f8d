import { type SQLWrapper, sql } from 'drizzle-orm';
import { COUNT_CAP } from '@console/contract/paging';
import type { DbOrTx } from '../db/client.ts';
import { type SessionGuard, sessionHoldsFor } from './session-check.ts';

/* A list's total: counted up to a cap, estimated past it (shared/list.ts). */

/**
 * `count(*)` over at most `cap + 1` matching rows: exact up to `cap`, otherwise `{ total: cap + 1, exact: false }`.
 * With a guard, the same statement says whether the session still stands (`guard.held`).
 */
export async function cappedCount(
  db: DbOrTx,
  query: SQLWrapper,
  cap = COUNT_CAP,
  guard?: SessionGuard,
): Promise<{ total: number; exact: boolean }> {
  const held = guard ? sql`, ${sessionHoldsFor(guard.values)} as held` : sql``;
  const { rows } = await db.execute<{ n: number; held?: boolean }>(
    sql`select count(*)::int as n${held} from (${query} limit ${cap + 1}) as capped`,
  );
  if (guard && rows[0].held === true) guard.held = true;
  const n = Number(rows[0].n);
  return n > cap ? { total: cap + 1, exact: false } : { total: n, exact: true };
}

/** The session's check alone, for a guarded list whose count did not run. */
export async function sessionHeld(db: DbOrTx, guard: SessionGuard) {
  const { rows } = await db.execute<{ held: boolean }>(sql`select ${sessionHoldsFor(guard.values)} as held`);
  if (rows[0].held === true) guard.held = true;
}

/** The planner's row estimate for a query (planning only, nothing is read): fast and roughly right. */
export async function estimatedCount(db: DbOrTx, query: SQLWrapper): Promise<number> {
  const { rows } = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(sql`explain (format json) ${query}`);
  const plan = rows[0]['QUERY PLAN'];
  return Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']);
}
