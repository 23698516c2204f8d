import { and, eq, ne } from 'drizzle-orm';
import { hash } from 'node:crypto';
import type { LoginBody, LoginResult } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, tooMany } from '../../shared/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../shared/password.ts';
import { menuJsonForRole, menuTreeForRole } from '../menus/menu-tree.service.ts';
import { JsonText } from '../../shared/endpoint-routes.ts';
import { roles } from '../../db/schema/roles.ts';
import { users } from '../../db/schema/users.ts';
import { createSession, endSession, endUserSessions, type SignInOrigin, userAuthority } from '../../platform/sessions.ts';
import { accountKey, failSlot, ipKey, lockKey, releaseSlot, THROTTLE, takeSlot } from '../../platform/throttle.ts';
import { formatTime } from '../../shared/time.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { withLoginLog } from '../logs/login-log.service.ts';
import { enforceSessionLimit } from '../logs/online.service.ts';

const WRONG = '账号或密码错误';

/** Passwords checked by sign-in (the throttle's proof: a burst of guesses checks no more than the limit). */
export const loginStats = { passwordChecks: 0, checkMs: 150 };

/** Checks a password and keeps a running mean of how long that takes (to answer refusals as slowly). */
async function checkPassword(password: string, hash: string | undefined) {
  const started = performance.now();
  loginStats.passwordChecks++;
  const good = await verifyPassword(password, hash ?? (await dummyHash()));
  loginStats.checkMs = loginStats.checkMs * 0.9 + (performance.now() - started) * 0.1;
  return good && hash !== undefined;
}

/** A refusal without a check takes as long as a check would, so it cannot be told apart by its timing. */
const likeACheck = () => new Promise((resolve) => setTimeout(resolve, loginStats.checkMs * (0.8 + Math.random() * 0.4)));

const retryAfter = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));

/**
 * Sign-in. The address takes a throttle slot first (one address spraying many accounts gets 429 with
 * the time it may try again), then the account (a locked account answers exactly like a wrong password).
 */
async function login(db: Db, body: LoginBody, origin: SignInOrigin, timeZone: string) {
  const addr = await takeSlot(db, ipKey(origin.ip), THROTTLE.perIp);
  if (!addr.allowed) {
    const until = addr.lockedUntil ?? (await lockKey(db, addr.key));
    throw tooMany(`登录失败次数过多，请于 ${formatTime(until, timeZone)} 后再试`, { retryAfter: retryAfter(until) });
  }
  const acct = await takeSlot(db, accountKey(body.loginId), THROTTLE.perAccount);

  const [user] = await db
    .select({
      code: users.code,
      name: users.name,
      loginId: users.loginId,
      pwdHash: users.pwdHash,
      status: users.status,
      roleCode: users.roleCode,
      permVersion: userAuthority.permVersion,
    })
    .from(users)
    .where(and(eq(users.loginId, body.loginId.trim()), ne(users.status, 5)));
  let good = false;
  if (acct.allowed) good = await checkPassword(body.password, user?.pwdHash);
  else await likeACheck();
  if (!user || !good) {
    await failSlot(db, addr);
    await failSlot(db, acct);
    throw badRequest(WRONG);
  }
  await releaseSlot(db, addr);
  await releaseSlot(db, acct, true);
  if (user.status === 2) throw new AppError(403, '账号已被锁定，请联系管理员');
  if (user.status !== 1) throw new AppError(403, '账号已停用，请联系管理员');

  const [role] = await db.select({ roleName: roles.roleName }).from(roles).where(eq(roles.code, user.roleCode));
  const token = await createSession(db, user.code, origin);
  return {
    loginId: user.loginId,
    name: user.name,
    roleName: role?.roleName ?? '',
    roleCode: user.roleCode,
    token,
    menu: await menuTreeForRole(db, user.roleCode, Number(user.permVersion)),
  };
}

/** Sign-in as called: every attempt leaves one sign-in log row; a successful one then meets the session limit. */
export async function signIn(body: LoginBody, ctx: RequestCtx, maxSessions: number) {
  const attempt = { loginId: body.loginId, ip: ctx.ip, userAgent: ctx.userAgent ?? '' };
  const result = await withLoginLog(ctx.db, attempt, () => login(ctx.db, body, attempt, ctx.tz));
  await enforceSessionLimit(ctx.db, result.token, maxSessions);
  return result;
}

/** The signed-in user and their menus as they are now: the console re-reads them on start, so a widened role shows after a reload. */
export async function currentMenu(_input: unknown, { db, user }: RequestCtx) {
  const { loginId, name, roleName, roleCode, permVersion } = user;
  const menu = await menuJsonForRole(db, roleCode, permVersion);
  const who = JSON.stringify({ loginId, name, roleName, roleCode });
  // The menu is the same for the role until the version moves; the user's own fields can change under it
  // (hashing ~100 bytes costs a microsecond: nothing to keep).
  const etag = `W/"${roleCode}.${permVersion}.${hash('sha1', who, 'base64url').slice(0, 12)}"`;
  return new JsonText<Omit<LoginResult, 'token'>>([`${who.slice(0, -1)},"menu":`, menu, '}'], etag);
}

/** Sign-out ends the session that made the call. */
export const signOut = (_input: unknown, { db, user }: RequestCtx) => endSession(db, user.tokenHash);

/**
 * The signed-in user's own change: the old password must match (throttled like sign-in, on the same
 * account and address, so a stolen session cannot guess it); every other session of theirs ends.
 */
export async function changeOwnPassword({ pwd, newPwd }: { pwd: string; newPwd: string }, { db, user: caller, ip }: RequestCtx) {
  const addr = await takeSlot(db, ipKey(ip), THROTTLE.perIp);
  if (!addr.allowed) {
    const until = addr.lockedUntil ?? (await lockKey(db, addr.key));
    throw tooMany(`操作失败次数过多，请于 ${formatTime(until)} 后再试`, { retryAfter: retryAfter(until) });
  }
  const acct = await takeSlot(db, accountKey(caller.loginId), THROTTLE.perAccount);
  const [user] = await db.select({ pwdHash: users.pwdHash }).from(users).where(eq(users.code, caller.code));
  let good = false;
  if (acct.allowed) good = await checkPassword(pwd, user?.pwdHash);
  else await likeACheck();
  if (!good) {
    await failSlot(db, addr);
    await failSlot(db, acct);
    throw badRequest('原密码错误');
  }
  await releaseSlot(db, addr);
  await releaseSlot(db, acct, true);
  if (pwd === newPwd) throw badRequest('新密码不能与原密码相同');
  const pwdHash = await hashPassword(newPwd);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ pwdHash }).where(eq(users.code, caller.code));
    await endUserSessions(tx, caller.code, caller.tokenHash);
  });
}
