import { and, desc, eq, gt, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { containsPattern } from '../../shared/like.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import { assertUserWithin } from '../../shared/privilege-guard.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { formatTime } from '../../shared/time.ts';
import { sessions } from '../../db/schema/auth.ts';
import { hashToken, type SessionLimits } from '../../platform/sessions.ts';
import { roles } from '../../db/schema/roles.ts';
import { users } from '../../db/schema/users.ts';
import { reshape } from '../../shared/reshape.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { PAGES } from '@console/contract/api/pages';

const GONE = '会话不存在或已结束';

/** Open and not yet expired by the idle or absolute limit. */
function openSession(limits: SessionLimits): SQL {
  return and(
    isNull(sessions.endedAt),
    gt(sessions.createdAt, sql`now() - make_interval(secs => ${limits.absoluteMs / 1000})`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${limits.idleMs / 1000})`),
  ) as SQL;
}

/** Open sessions; the caller's own is marked (it cannot be ended). The limits are the server's, not the request's. */
export async function listOnline(
  q: { loginId?: string; page: number; pageSize: number; cursor?: string },
  ctx: RequestCtx,
  limits: SessionLimits,
) {
  const { db, tz, user } = ctx;
  const where = and(openSession(limits), eq(users.status, 1), q.loginId ? ilike(users.loginId, containsPattern(q.loginId)) : undefined);
  const { rows, total, exact, cursor } = await pagedList(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    order: [
      { column: sessions.createdAt, desc: true },
      { column: sessions.id, desc: true },
    ],
    cursor: q.cursor,
    rows: keyedRows({
      select: {
        id: sessions.id,
        tokenHash: sessions.tokenHash,
        loginId: users.loginId,
        name: users.name,
        roleName: sql<string>`coalesce(${roles.roleName}, '')`,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      },
      from: (sel) =>
        db.select(sel).from(sessions).innerJoin(users, eq(users.code, sessions.userCode)).leftJoin(roles, eq(roles.code, users.roleCode)),
      where,
    }),
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
        current: r.tokenHash === user.tokenHash,
      }),
    ),
  };
}

// The log names the account whose session ended (a session id means nothing once the session is purged).
const audit = auditTrail({
  module: PAGES.onlineUser.title,
  targetType: 'session',
  labels: { session: '会话', ip: COMMON_LABELS.ip, status: COMMON_LABELS.status },
});

/**
 * Ends a session by its id: its next request answers 600008. One's own current session is refused, and so
 * is the session of a user the caller could not manage (the privilege guard), so that a session viewer
 * never ends the super administrator's sessions.
 */
export async function kickSession({ id }: { id: string }, ctx: RequestCtx) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tokenHash: sessions.tokenHash,
        endedAt: sessions.endedAt,
        ip: sessions.ip,
        code: users.code,
        loginId: users.loginId,
        roleCode: users.roleCode,
      })
      .from(sessions)
      .innerJoin(users, eq(users.code, sessions.userCode))
      .where(eq(sessions.id, id))
      .for('update', { of: sessions });
    if (!row || row.endedAt) throw notFound(GONE);
    if (row.tokenHash === ctx.user.tokenHash) throw badRequest('不能强制下线当前登录的会话，请使用退出登录');
    await assertUserWithin(tx, row, ctx.user);
    await tx.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, id));
    const session = { session: id, ip: row.ip };
    await audit(tx, ctx, '强制下线', row.loginId, { ...session, status: '在线' }, { ...session, status: '已下线' });
  });
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
