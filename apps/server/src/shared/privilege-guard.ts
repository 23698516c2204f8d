import { ADMIN_ROLE_CODE } from '@console/contract/roles';
import { and, count, eq, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { SessionUser } from '../platform/sessions.ts';
import { menus } from '../db/schema/menus.ts';
import { roleMenus } from '../db/schema/roles.ts';
import { loadScope, type Scope, scopeWithin } from './data-scope.ts';
import { forbidden } from './errors.ts';

/**
 * The privilege guard: nobody raises privileges through the system screens. Whatever a caller grants or
 * touches must lie within what they hold —
 * - keys and menus: the entries of their own role (sys_role_menu, enabled or not), and the keys (`url`) of those;
 * - roles: a role they manage or hand out holds no entry their own role lacks;
 * - data scope: a user they change, reset, lock, delete or grant to sees nothing they cannot see themselves,
 *   in every dimension.
 * Every system write path calls it (docs/security.md lists the rules and their tests).
 */

export async function heldMenuCodes(db: DbOrTx, roleCode: string): Promise<Set<string>> {
  const rows = await db.select({ code: roleMenus.menuCode }).from(roleMenus).where(eq(roleMenus.roleCode, roleCode));
  return new Set(rows.map((r) => r.code));
}

/**
 * Whether every menu of `targetRole` is also held by `callerRole`. The super administrator role stands above
 * every role (it holds every entry, even one written into the database beside the API) and within no other
 * role, even one that copied all its menus: its users (the admin account) answer to it alone.
 */
export async function roleWithin(db: DbOrTx, targetRole: string, callerRole: string): Promise<boolean> {
  if (targetRole === callerRole || callerRole === ADMIN_ROLE_CODE) return true;
  if (targetRole === ADMIN_ROLE_CODE) return false;
  const mine = alias(roleMenus, 'mine');
  const [{ n }] = await db
    .select({ n: count() })
    .from(roleMenus)
    .where(
      and(
        eq(roleMenus.roleCode, targetRole),
        notExists(
          db
            .select({ x: mine.menuCode })
            .from(mine)
            .where(and(eq(mine.roleCode, callerRole), eq(mine.menuCode, roleMenus.menuCode))),
        ),
      ),
    );
  return n === 0;
}

/** Refuses when the target role holds a menu the caller's role does not. */
export async function assertRoleWithin(db: DbOrTx, targetRole: string, callerRole: string, message: string) {
  if (!(await roleWithin(db, targetRole, callerRole))) throw forbidden(message);
}

/** Refuses a grant of a scope wider than the caller's own. */
export async function assertScopeGrantable(db: DbOrTx, granted: Scope, caller: SessionUser) {
  if (!scopeWithin(granted, await loadScope(db, caller.code))) throw forbidden('不能授予超出自身范围的数据权限');
}

/**
 * Refuses to touch a user (edit, reset, status, delete, new scope, ending a session) whose role holds more
 * than the caller's, or who sees something the caller cannot.
 */
export async function assertUserWithin(db: DbOrTx, target: { code: string; roleCode: string }, caller: SessionUser) {
  await assertRoleWithin(db, target.roleCode, caller.roleCode, '不能操作权限高于自己的用户');
  const [theirs, mine] = await Promise.all([loadScope(db, target.code), loadScope(db, caller.code)]);
  if (!scopeWithin(theirs, mine)) throw forbidden('不能操作数据权限大于自己的用户');
}

/** Whether the caller holds this menu entry (their role has it). */
async function holdsEntry(db: DbOrTx, caller: SessionUser, menuCode: string) {
  const [row] = await db
    .select({ code: roleMenus.menuCode })
    .from(roleMenus)
    .where(and(eq(roleMenus.roleCode, caller.roleCode), eq(roleMenus.menuCode, menuCode)))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether the caller holds a key (a menu `url`): an entry of their role carries it. The super administrator
 * role holds every entry, including new ones, so it alone may introduce a key nobody has yet.
 */
async function holdsKey(db: DbOrTx, caller: SessionUser, url: string) {
  if (!url || caller.roleCode === ADMIN_ROLE_CODE) return true;
  const [row] = await db
    .select({ code: menus.code })
    .from(menus)
    .innerJoin(roleMenus, and(eq(roleMenus.menuCode, menus.code), eq(roleMenus.roleCode, caller.roleCode)))
    .where(eq(menus.url, url))
    .limit(1);
  return Boolean(row);
}

const NOT_HELD_ENTRY = '不能操作自己没有的菜单';
const NOT_HELD_KEY = '不能设置自己没有的权限标识';

/**
 * A menu change: the caller holds the entry as it is (its current key), the key it gets, and the parent it
 * goes under. Without this, a key could be hijacked in two saves: rename the entry that carries it, then
 * point an entry one holds at it.
 */
export async function assertMenuChangeHeld(
  db: DbOrTx,
  caller: SessionUser,
  change: { code?: string; url?: string; parent?: string; currentUrl?: string; currentParent?: string },
) {
  if (change.code !== undefined && !(await holdsEntry(db, caller, change.code))) throw forbidden(NOT_HELD_ENTRY);
  if (change.url !== undefined && change.url !== change.currentUrl && !(await holdsKey(db, caller, change.url))) {
    throw forbidden(NOT_HELD_KEY);
  }
  if (change.parent !== undefined && change.parent !== '-1' && change.parent !== change.currentParent) {
    if (!(await holdsEntry(db, caller, change.parent))) throw forbidden(NOT_HELD_ENTRY);
  }
}

/**
 * Disabling, deleting or re-keying an entry takes its key from every role that holds it: only a caller who
 * could manage each of those roles may do it. Otherwise a lesser menu manager could disable the keys of the
 * menu screen itself, and nobody — the super administrator included — could enable them again.
 */
export async function assertEntryRolesWithin(db: DbOrTx, caller: SessionUser, menuCode: string) {
  const holders = await db
    .select({ roleCode: roleMenus.roleCode })
    .from(roleMenus)
    .where(and(eq(roleMenus.menuCode, menuCode), ne(roleMenus.roleCode, caller.roleCode)));
  for (const { roleCode } of holders) {
    if (!(await roleWithin(db, roleCode, caller.roleCode)))
      throw forbidden('该菜单也属于权限高于自己的角色，不能停用、删除或修改其权限标识');
  }
}

/** The pages and keys through which privileges are managed: the super administrator role always keeps them. */
const KEPT_KEYS = /^(\/(menuManagement|roleManagement)|(menuManagement|roleManagement)\..+)$/;

/**
 * Run after a change that can take a key away (inside its transaction, so a refusal rolls it back): the
 * super administrator role still holds an enabled entry of the same type carrying the key the entry had.
 */
export async function assertAdminKeepsKey(db: DbOrTx, had: { url: string; mType: string }) {
  if (!KEPT_KEYS.test(had.url)) return;
  const [kept] = await db
    .select({ code: menus.code })
    .from(menus)
    .innerJoin(roleMenus, and(eq(roleMenus.menuCode, menus.code), eq(roleMenus.roleCode, ADMIN_ROLE_CODE)))
    .where(and(eq(menus.url, had.url), eq(menus.mType, had.mType), eq(menus.status, '1')))
    .limit(1);
  if (!kept) throw forbidden('超级管理员必须保留菜单管理和角色管理的权限');
}
