import { and, desc, eq, gt, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { containsPattern } from '../../shared/like.ts';
import { pagedList } from '../../shared/list.ts';
import { formatTime } from '../../shared/time.ts';
import { sessions } from '../auth/auth.tables.ts';
import { hashToken, type SessionLimits } from '../auth/session.service.ts';
import { roles } from '../roles/roles.tables.ts';
import { users } from '../users/users.tables.ts';
import { reshape } from '../../shared/reshape.ts';

/** Open and not yet expired by the idle or absolute limit. */
function openSession(limits: SessionLimits): SQL {
  return and(
    isNull(sessions.endedAt),
    gt(sessions.createdAt, sql`now() - make_interval(secs => ${limits.absoluteMs / 1000})`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${limits.idleMs / 1000})`),
  ) as SQL;
}

export async function listOnline(
  db: DbOrTx,
  q: { loginId?: string; page: number; pageSize: number; cursor?: string },
  limits: SessionLimits,
  tz: string,
  currentTokenHash: string,
) {
  const where = and(openSession(limits), eq(users.status, 1), q.loginId ? ilike(users.loginId, containsPattern(q.loginId)) : undefined);
  const { rows, total, exact, cursor } = await pagedList({
    db,
    page: q.page,
    pageSize: q.pageSize,
    order: [
      { column: sessions.createdAt, desc: true },
      { column: sessions.id, desc: true },
    ],
    cursor: q.cursor,
    rows: (limit, offset, p) =>
      db
        .select({
          ...p.keyField,
          id: sessions.id,
          tokenHash: sessions.tokenHash,
          loginId: users.loginId,
          name: users.name,
          roleName: sql<string>`coalesce(${roles.roleName}, '')`,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.code, sessions.userCode))
        .leftJoin(roles, eq(roles.code, users.roleCode))
        .where(and(where, p.seek))
        .orderBy(...p.orderBy)
        .limit(limit)
        .offset(offset),
    count: () => db.select({ one: sql`1` }).from(sessions).innerJoin(users, eq(users.code, sessions.userCode)).where(where),
  });
  return {
    total,
    exact,
    cursor,
    rows: rows.map((r) =>
      reshape(r, ['tokenHash', 'createdAt', 'lastSeenAt'], {
        loginTime: formatTime(r.createdAt, tz),
        lastSeenTime: formatTime(r.lastSeenAt, tz),
        current: r.tokenHash === currentTokenHash,
      }),
    ),
  };
}

/** Ends a session by its id: its next request answers 600008. One's own current session is refused. */
export async function kickSession(db: Db, id: string, currentTokenHash: string) {
  const [row] = await db.select({ tokenHash: sessions.tokenHash, endedAt: sessions.endedAt }).from(sessions).where(eq(sessions.id, id));
  if (!row || row.endedAt) throw notFound('会话不存在或已结束');
  if (row.tokenHash === currentTokenHash) throw badRequest('不能强制下线当前登录的会话，请使用退出登录');
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  if (!ended.length) throw notFound('会话不存在或已结束');
}

/**
 * The concurrent-session policy: with `max` > 0, the user's open sessions beyond the newest `max` end
 * (oldest first). Called right after a sign-in with its token.
 */
export async function enforceSessionLimit(db: DbOrTx, token: string, max: number) {
  if (max <= 0) return;
  const [mine] = await db
    .select({ userCode: sessions.userCode })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!mine) return;
  const keep = db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.userCode, mine.userCode), isNull(sessions.endedAt)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(max);
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.userCode, mine.userCode), isNull(sessions.endedAt), sql`${sessions.tokenHash} not in (${keep})`));
}

/** Job: marks sessions past their idle or absolute limit ended (purgeSessions removes them a day later). */
export async function endExpiredSessions(db: DbOrTx, limits: SessionLimits) {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        isNull(sessions.endedAt),
        or(
          lt(sessions.createdAt, sql`now() - make_interval(secs => ${limits.absoluteMs / 1000})`),
          lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${limits.idleMs / 1000})`),
        ),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
