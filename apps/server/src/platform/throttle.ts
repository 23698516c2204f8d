import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { loginThrottle } from '../db/schema/auth.ts';

/**
 * Sign-in throttling, in PostgreSQL so that every instance counts together.
 *
 * An attempt first takes a slot: one atomic `INSERT … ON CONFLICT … RETURNING` adds it to its key's
 * streak. Only the attempts whose slot number is within the limit get their password checked, so twenty
 * parallel guesses check exactly `limit` passwords. The attempt that uses up the last slot locks the key
 * for a growing time: 1 minute the first time, doubling each time, at most 15 minutes; 12 hours without a
 * failure forget the key's history.
 */
export const THROTTLE = {
  perAccount: 5,
  perIp: 30,
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 12 * 60 * 60_000,
};

export const accountKey = (loginId: string) => `acct:${loginId.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export type Slot = { key: string; allowed: boolean; last: boolean; lockedUntil?: Date };

/** Takes an attempt slot for `key`; `allowed` is false while the key is locked or its streak is used up. */
export async function takeSlot(db: DbOrTx, key: string, limit: number): Promise<Slot> {
  const forget = sql`${loginThrottle.lastFailureAt} < now() - make_interval(secs => ${THROTTLE.forgetAfterMs / 1000})`;
  const locked = sql`${loginThrottle.lockedUntil} > now()`;
  const { rows } = await db.execute<{ failures: number; locked_until: Date | null; was_locked: boolean }>(sql`
    insert into ${loginThrottle} (key, failures, lock_level, last_failure_at) values (${key}, 1, 0, now())
    on conflict (key) do update set
      failures = case when ${locked} then ${loginThrottle.failures} when ${forget} then 1 else ${loginThrottle.failures} + 1 end,
      lock_level = case when ${forget} and not coalesce(${locked}, false) then 0 else ${loginThrottle.lockLevel} end
    returning failures, locked_until, coalesce(locked_until > now(), false) as was_locked`);
  const row = rows[0];
  if (row.was_locked) return { key, allowed: false, last: false, lockedUntil: new Date(row.locked_until as Date) };
  const n = Number(row.failures);
  return { key, allowed: n <= limit, last: n === limit };
}

/**
 * Locks a key for its next lock period, unless it is locked already (so one streak counts as one lock
 * however many attempts see it end). Returns until when it is locked.
 */
export async function lockKey(db: DbOrTx, key: string): Promise<Date> {
  const lockMs = sql`least(${THROTTLE.firstLockMs} * power(2, ${loginThrottle.lockLevel}), ${THROTTLE.maxLockMs})`;
  const [row] = await db
    .update(loginThrottle)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${lockMs} / 1000.0)`,
      lockLevel: sql`${loginThrottle.lockLevel} + 1`,
      failures: 0,
    })
    .where(and(eq(loginThrottle.key, key), or(isNull(loginThrottle.lockedUntil), lte(loginThrottle.lockedUntil, sql`now()`))))
    .returning({ lockedUntil: loginThrottle.lockedUntil });
  if (row?.lockedUntil) return row.lockedUntil;
  const [current] = await db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, key));
  return current?.lockedUntil ?? new Date(Date.now() + THROTTLE.firstLockMs);
}

/**
 * The attempt failed (a wrong password, or a guess at a locked account): the slot stays used, the last slot
 * of the streak locks the key. Only a failure dates the history: were a success to, an address signing in
 * steadily would never be forgotten.
 */
export async function failSlot(db: DbOrTx, slot: Slot): Promise<void> {
  await db.update(loginThrottle).set({ lastFailureAt: sql`now()` }).where(eq(loginThrottle.key, slot.key));
  if (slot.last) await lockKey(db, slot.key);
}

/** The attempt was not a failure (right password): its slot is given back, or the account's key cleared. */
export async function releaseSlot(db: DbOrTx, slot: Slot, clear = false) {
  if (clear) await db.delete(loginThrottle).where(eq(loginThrottle.key, slot.key));
  else {
    await db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
      .where(eq(loginThrottle.key, slot.key));
  }
}

/** Forgets keys with no failure for the forget period (a periodic purge). */
export async function purgeThrottle(db: DbOrTx) {
  await db
    .delete(loginThrottle)
    .where(lt(loginThrottle.lastFailureAt, sql`now() - make_interval(secs => ${THROTTLE.forgetAfterMs / 1000})`));
}
