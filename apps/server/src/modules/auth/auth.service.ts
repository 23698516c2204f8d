import { and, eq, ne } from 'drizzle-orm';
import type { LoginBody } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../shared/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../shared/password.ts';
import { menuTreeForRole } from '../menus/menu-tree.service.ts';
import { roles } from '../roles/roles.tables.ts';
import { users } from '../users/users.tables.ts';
import { createSession, endUserSessions } from './session.service.ts';
import { THROTTLE, accountKey, assertNotThrottled, clearFailures, ipKey, recordFailure } from './throttle.service.ts';

const WRONG = '账号或密码错误';

export async function login(db: Db, body: LoginBody, ip: string, timeZone: string) {
  const acct = accountKey(body.loginId);
  const addr = ipKey(ip);
  await assertNotThrottled(db, [acct, addr], timeZone);

  const [user] = await db
    .select({
      code: users.code,
      name: users.name,
      loginId: users.loginId,
      pwdHash: users.pwdHash,
      status: users.status,
      roleCode: users.roleCode,
    })
    .from(users)
    .where(and(eq(users.loginId, body.loginId.trim()), ne(users.status, 5)));
  const good = await verifyPassword(body.password, user?.pwdHash ?? (await dummyHash()));
  if (!user || !good) {
    await recordFailure(db, acct, THROTTLE.perAccount);
    await recordFailure(db, addr, THROTTLE.perIp);
    throw badRequest(WRONG);
  }
  if (user.status === 2) throw new AppError(403, '账号已被锁定，请联系管理员');
  if (user.status !== 1) throw new AppError(403, '账号已停用，请联系管理员');

  await clearFailures(db, acct);
  const [role] = await db.select({ roleName: roles.roleName }).from(roles).where(eq(roles.code, user.roleCode));
  const token = await createSession(db, user.code, ip);
  return {
    loginId: user.loginId,
    name: user.name,
    roleName: role?.roleName ?? '',
    roleCode: user.roleCode,
    token,
    menu: await menuTreeForRole(db, user.roleCode),
  };
}

/** The signed-in user's own change: the old password must match; every other session of theirs ends. */
export async function changeOwnPassword(db: Db, userCode: string, tokenHash: string, pwd: string, newPwd: string) {
  const [user] = await db.select({ pwdHash: users.pwdHash }).from(users).where(eq(users.code, userCode));
  if (!user || !(await verifyPassword(pwd, user.pwdHash))) throw badRequest('原密码错误');
  if (pwd === newPwd) throw badRequest('新密码不能与原密码相同');
  const pwdHash = await hashPassword(newPwd);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ pwdHash }).where(eq(users.code, userCode));
    await endUserSessions(tx, userCode, tokenHash);
  });
}
