import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { formatTime } from '../../shared/time.ts';
import { tooMany } from '../../shared/errors.ts';
import { loginThrottle } from './auth.tables.ts';

/** Failures counted in a window; reaching the limit locks the key until the window's lock ends. */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  perAccount: 5,
  perIp: 30,
};

export const accountKey = (loginId: string) => `acct:${loginId.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Refuses the attempt when the account or the address is locked, saying until when. */
export async function assertNotThrottled(db: DbOrTx, keys: string[], timeZone: string) {
  const rows = await db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const now = Date.now();
  const until = rows
    .map((r) => r.lockedUntil?.getTime() ?? 0)
    .filter((t) => t > now)
    .sort((a, b) => b - a)[0];
  if (until) {
    const retryAfter = Math.ceil((until - now) / 1000);
    throw tooMany(`登录失败次数过多，请于 ${formatTime(new Date(until), timeZone)} 后再试`, { retryAfter });
  }
}

export async function recordFailure(db: DbOrTx, key: string, limit: number) {
  const windowStart = sql`now() - make_interval(secs => ${THROTTLE.windowMs / 1000})`;
  const inWindow = sql`${loginThrottle.windowStartedAt} > ${windowStart}`;
  const next = sql`case when ${inWindow} then ${loginThrottle.failures} + 1 else 1 end`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, lockedUntil: limit <= 1 ? sql`now() + make_interval(secs => ${THROTTLE.lockMs / 1000})` : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${inWindow} then ${loginThrottle.windowStartedAt} else now() end`,
        lockedUntil: sql`case when ${next} >= ${limit} then now() + make_interval(secs => ${THROTTLE.lockMs / 1000}) else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [key]));
}
