import { eq } from 'drizzle-orm';
import { nextUserCode } from './user-code.ts';
import { hashPassword } from '../../shared/password.ts';
import type { TestApp } from '../../test/build-app.ts';
import { roleMenus, roles } from '../../db/schema/roles.ts';
import { userDataPermissions, users } from '../../db/schema/users.ts';

/** Test data for the system-management API tests: roles holding given menu codes and users signed in with them. */

export const PASSWORD = 'Limited#123';

/** A role holding exactly these menu codes (seeded button codes equal their keys, e.g. 'userManagement.add'). */
export async function roleHolding(t: TestApp, code: string, menuCodes: string[], roleName = `角色${code}`) {
  await t.db.insert(roles).values({ code, roleName, status: 1 }).onConflictDoNothing();
  await t.db.delete(roleMenus).where(eq(roleMenus.roleCode, code));
  if (menuCodes.length) await t.db.insert(roleMenus).values(menuCodes.map((menuCode) => ({ roleCode: code, menuCode })));
}

/** A user of the role, inserted directly, and a token of theirs. */
export async function signedInUser(t: TestApp, loginId: string, roleCode: string) {
  const code = await nextUserCode(t.db);
  await t.db.insert(users).values({
    code,
    name: `用户${loginId}`,
    loginId,
    cellPhone: '13900000000',
    tel: '010-1',
    pwdHash: await hashPassword(PASSWORD),
    roleCode,
    status: 1,
  });
  return { code, token: await t.login(loginId, PASSWORD) };
}

export async function adminCode(t: TestApp) {
  const [admin] = await t.db.select({ code: users.code }).from(users).where(eq(users.loginId, 'admin'));
  return admin.code;
}

/** A valid add-user body; override what a test is about. */
export const newUser = (over: Record<string, unknown> = {}) => ({
  name: '张三',
  cellPhone: '13812345678',
  loginId: `zs${Math.random().toString(36).slice(2, 8)}`,
  pwd: 'Secret#123',
  email: 'zs@example.com',
  tel: '021-12345678',
  roleType: '0002',
  status: 1,
  ...over,
});

/** Stores a user's data permissions directly ([dataType, comma-joined codes]; [99, 'ALL'] for everything). */
export async function grantScope(t: TestApp, userCode: string, entries: [number, string][]) {
  await t.db.delete(userDataPermissions).where(eq(userDataPermissions.userCode, userCode));
  if (entries.length)
    await t.db.insert(userDataPermissions).values(entries.map(([dataType, dataList]) => ({ userCode, dataType, dataList })));
}
