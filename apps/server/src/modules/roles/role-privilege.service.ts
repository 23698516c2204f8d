import { and, count, eq, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../shared/errors.ts';
import { roleMenus } from './roles.tables.ts';

/**
 * Nobody raises privileges through the system screens: a caller may only hand out, or manage, what their own
 * role holds. "Holds" is the role's menu codes (sys_role_menu), enabled or not.
 */

export async function heldMenuCodes(db: DbOrTx, roleCode: string): Promise<Set<string>> {
  const rows = await db.select({ code: roleMenus.menuCode }).from(roleMenus).where(eq(roleMenus.roleCode, roleCode));
  return new Set(rows.map((r) => r.code));
}

/** Whether every menu of `targetRole` is also held by `callerRole`. */
export async function roleWithin(db: DbOrTx, targetRole: string, callerRole: string): Promise<boolean> {
  if (targetRole === callerRole) return true;
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
