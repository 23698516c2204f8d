import type { LoginResult } from '@console/contract/logs';
import { and, getTableColumns, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { containsPattern } from '../../shared/like.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { formatTime } from '../../shared/time.ts';
import { timeRange } from '../../shared/time-range.ts';
import { loginLogs } from '../../db/schema/logs.ts';
import { USER_AGENT_MAX } from '../../db/schema/auth.ts';

export type Attempt = { loginId: string; ip: string; userAgent: string };

/** What a failed sign-in's error says about the attempt: 429 throttled, 403 locked/disabled, else failed. */
function resultOf(err: unknown): LoginResult {
  if (err instanceof AppError) {
    if (err.status === 429) return 'throttled';
    if (err.status === 403) return 'disabled';
  }
  return 'failed';
}

export async function recordLogin(db: DbOrTx, a: Attempt, result: LoginResult, message = '') {
  await db.insert(loginLogs).values({
    loginId: a.loginId.trim().slice(0, 64),
    ip: a.ip.slice(0, 64),
    userAgent: a.userAgent.slice(0, USER_AGENT_MAX),
    result,
    message: message.slice(0, 200),
  });
}

/**
 * Runs one sign-in and writes its log row whatever the outcome (the sign-in code stays unaware of it).
 * Errors that are not the user's (a database outage) still count as a failed attempt, then propagate.
 */
export async function withLoginLog<T>(db: Db, a: Attempt, signIn: () => Promise<T>): Promise<T> {
  let value: T;
  try {
    value = await signIn();
  } catch (err) {
    await recordLogin(db, a, resultOf(err), err instanceof AppError ? err.message : '').catch(() => {});
    throw err;
  }
  await recordLogin(db, a, 'success', '登录成功');
  return value;
}

export type LoginLogFilter = {
  loginId?: string;
  result?: LoginResult;
  startTime?: string;
  endTime?: string;
  page: number;
  pageSize: number;
  cursor?: string;
};

/** The list's filter, shared by the list and its export. */
export function loginLogWhere(q: Omit<LoginLogFilter, 'page' | 'pageSize'>, tz: string) {
  const conds: (SQL | undefined)[] = [
    q.loginId ? ilike(loginLogs.loginId, containsPattern(q.loginId)) : undefined,
    q.result ? eq(loginLogs.result, q.result) : undefined,
    ...timeRange(loginLogs.createdAt, tz, q.startTime, q.endTime),
  ];
  return and(...conds);
}

export async function listLoginLogs(q: LoginLogFilter, ctx: RequestCtx) {
  const { tz } = ctx;
  const t = loginLogs;
  const where = loginLogWhere(q, tz);
  const { rows, ...page } = await newestFirst(ctx, q, t, getTableColumns(t), where, { by: t.createdAt });
  return {
    ...page,
    rows: rows.map((r) => ({
      id: String(r.id),
      loginId: r.loginId,
      ip: r.ip,
      userAgent: r.userAgent,
      result: r.result as LoginResult,
      message: r.message,
      time: formatTime(r.createdAt, tz),
    })),
  };
}
