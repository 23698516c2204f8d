import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { orEmpty, timestamps } from '../columns.ts';

/**
 * mType '0' menu, '1' interface, '2' button / permission item (its url, without a slash, is a permission key).
 * visible '0' visible, '1' internal, '2' hidden. status '1' enabled, '0' disabled (ARCHITECTURE §6).
 */
export const menus = pgTable(
  'sys_menu',
  {
    code: varchar({ length: 64 }).primaryKey(),
    label: varchar({ length: 50 }).notNull(),
    icon: orEmpty(64),
    mType: varchar({ length: 1 }).notNull(),
    visible: varchar({ length: 1 }).notNull().default('0'),
    showIndex: integer().notNull().default(0),
    url: orEmpty(200),
    status: varchar({ length: 1 }).notNull().default('1'),
    parent: varchar({ length: 64 }).notNull().default('-1'),
    platformCode: varchar({ length: 16 }).notNull().default('0004'),
    ...timestamps,
  },
  (t) => [index('sys_menu_parent_idx').on(t.parent, t.showIndex)],
);
