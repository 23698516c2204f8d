import { index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { orEmpty, statusAndTimes } from '../columns.ts';

/** status 1 enabled, 2 disabled. Codes are four digits; 0034 and 0038 are the agent roles. */
export const roles = pgTable('sys_role', {
  code: varchar({ length: 16 }).primaryKey(),
  roleName: varchar({ length: 50 }).notNull(),
  remark: orEmpty(500),
  ...statusAndTimes(),
});

export const roleMenus = pgTable(
  'sys_role_menu',
  {
    roleCode: varchar({ length: 16 }).notNull(),
    menuCode: varchar({ length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.menuCode] }), index('sys_role_menu_menu_idx').on(t.menuCode)],
);
