import { hash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type DbOrTx, reparsed } from '../db/client.ts';
import { menus } from '../db/schema/menus.ts';
import { roleMenus, roles } from '../db/schema/roles.ts';
import { permVersion } from '../db/schema/meta.ts';
import { users } from '../db/schema/users.ts';
import { sessions, USER_AGENT_MAX } from '../db/schema/auth.ts';
import { perDb } from './per-db.ts';
import { perVersion } from './per-version.ts';

export type SessionUser = {
  code: string;
  name: string;
  loginId: string;
  roleCode: string;
  roleName: string;
  permissions: Set<string>;
  /** The permission version read with the session (see roleKeys); data scopes are cached by it too. */
  permVersion: number;
  tokenHash: string;
  /** When the session expires at the earliest (idle or absolute limit), as read with it (ms since epoch). */
  validUntil?: number;
};

export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** Where a sign-in came from, as the request told it (the online sessions show both). */
export type SignInOrigin = { ip: string; userAgent: string };

export async function createSession(db: DbOrTx, userCode: string, { ip, userAgent }: SignInOrigin) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userCode, ip, userAgent: userAgent.slice(0, USER_AGENT_MAX) });
  return token;
}

/**
 * A user as they may act now: role name (joined from `roles` on `users.roleCode`), status and the current
 * permission version — what a request's session and an export job's context both read.
 */
export const userAuthority = {
  code: users.code,
  name: users.name,
  loginId: users.loginId,
  roleCode: users.roleCode,
  roleName: sql<string>`coalesce(${roles.roleName}, '')`,
  status: users.status,
  permVersion: sql<number>`(select ${permVersion.version} from ${permVersion} where ${permVersion.id} = 1)`,
};

/** The keys a role grants are the urls of its enabled mType '2' entries; a disabled role grants none (roleKeys). */
function buildSessionQuery(db: DbOrTx) {
  const query = db
    .select({ ...userAuthority, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, endedAt: sessions.endedAt })
    .from(sessions)
    .innerJoin(users, eq(users.code, sessions.userCode))
    .leftJoin(roles, eq(roles.code, users.roleCode))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')));
  return reparsed(query.prepare('resolve_session'));
}

// Every request runs this query: as a named prepared statement each connection plans it once, not per call.
const sessionQuery = perDb(buildSessionQuery);

export type SessionLimits = { idleMs: number; absoluteMs: number };

/**
 * The signed-in user behind a token, read fresh on every request so that a change of role, menus or
 * status applies at once; null when the session is unknown, ended, expired or its user may not sign in.
 */
export async function resolveSession(
  db: DbOrTx,
  /** hashToken(the bearer token): the caller has it already (it keys the remembered session too). */
  tokenHash: string,
  limits: SessionLimits,
  /** Told the time of the session read and of the role's keys (the bench's per-phase figures). */
  phase?: (name: 'session' | 'permission', ms: number) => void,
): Promise<SessionUser | null> {
  const t0 = performance.now();
  const [row] = await sessionQuery(db).execute({ tokenHash });
  phase?.('session', performance.now() - t0);
  if (!row || row.endedAt || row.status !== 1) return null;
  const now = Date.now();
  if (now - row.createdAt.getTime() > limits.absoluteMs || now - row.lastSeenAt.getTime() > limits.idleMs) {
    await endSession(db, tokenHash);
    return null;
  }
  // One write a minute per session is enough precision for an idle limit counted in hours.
  if (now - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  }
  const seen = now - row.lastSeenAt.getTime() > 60_000 ? now : row.lastSeenAt.getTime();
  const validUntil = Math.min(row.createdAt.getTime() + limits.absoluteMs, seen + limits.idleMs);
  const t1 = performance.now();
  const permissions = await roleKeys(db, row.roleCode, Number(row.permVersion));
  phase?.('permission', performance.now() - t1);
  return {
    code: row.code,
    name: row.name,
    loginId: row.loginId,
    roleCode: row.roleCode,
    roleName: row.roleName,
    permissions,
    permVersion: Number(row.permVersion),
    tokenHash,
    validUntil,
  };
}

/**
 * The session still stands for this user with this authority: not ended, the user still allowed in with the
 * same role, the permission version unmoved (values bound by name: `__sg_token`, `__sg_user`, `__sg_role`,
 * `__sg_version`). A list ANDs it into its own statement (shared/session-check.ts): rows come back only while
 * it holds, so the list's answer is its own confirmation. A database function (migration 0011): its query is
 * planned once per connection, not again with every list (it cost as much planning as the list itself).
 * Measured again for issue 31 (PostgreSQL CPU per statement from /proc, the users list's own statement on
 * 1,000,000 users, 4,000 runs × 3): the lists are planned at every run (unnamed; a named one with LIMIT and
 * OFFSET bound kept custom plans too), and there the call costs ~10 µs (540 vs 533 without a check); the same
 * check as three sub-selects in the statement ~100 µs more (their planning), and a `LANGUAGE sql` function
 * more too (EXISTS is a sub-link: PostgreSQL does not inline it). Only under a kept generic plan do sub-selects
 * win (65 vs 80 µs).
 */
export const sessionHolds = () =>
  sql`console_session_holds(${sql.placeholder('__sg_token')}, ${sql.placeholder('__sg_user')}, ${sql.placeholder('__sg_role')}, ${sql.placeholder('__sg_version')})`;
/** The same check with its values bound, for a list built per request (`pagedList`). */
export const sessionHoldsFor = (v: Record<string, unknown>) =>
  sql`console_session_holds(${v.__sg_token}, ${v.__sg_user}, ${v.__sg_role}, ${v.__sg_version})`;

/**
 * A role's keys, kept per permission version (per-version.ts): every request reads the version with its
 * session, so a key taken away is refused on the very next request, on every instance.
 */
export const roleKeys = perVersion(
  (db: DbOrTx, roleCode: string): Promise<Set<string>> =>
    db
      .select({ url: menus.url })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.code, roleMenus.menuCode))
      .innerJoin(roles, eq(roles.code, roleMenus.roleCode))
      .where(and(eq(roleMenus.roleCode, roleCode), eq(menus.mType, '2'), eq(menus.status, '1'), eq(roles.status, 1)))
      .then((rows) => new Set(rows.map((r) => r.url))),
);

export async function endSession(db: DbOrTx, tokenHash: string) {
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
}

/** Ends every open session of a user, except the one given (the caller's own, on a password change). */
export async function endUserSessions(db: DbOrTx, userCode: string, exceptTokenHash?: string) {
  const conds = [eq(sessions.userCode, userCode), isNull(sessions.endedAt)];
  if (exceptTokenHash) conds.push(ne(sessions.tokenHash, exceptTokenHash));
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(...conds));
}

/** Sessions that ended or expired more than a day ago are of no use to anyone: removed by housekeeping. */
export async function purgeSessions(db: DbOrTx, limits: SessionLimits): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.endedAt, sql`now() - interval '1 day'`),
        lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${limits.idleMs / 1000}) - interval '1 day'`),
        lt(sessions.createdAt, sql`now() - make_interval(secs => ${limits.absoluteMs / 1000}) - interval '1 day'`),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return gone.length;
}
