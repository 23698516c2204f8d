import { bigint, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { defaultNow } from '../columns.ts';

/** Facts about this database itself, e.g. when the demo data was loaded. */
export const meta = pgTable('sys_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: defaultNow(),
});

/**
 * One number that moves whenever anything a permission or a data scope is computed from changes (roles,
 * their menus, menu entries, users' data permissions): triggers bump it in the changing transaction, so
 * every instance's cache of role keys and user scopes knows at the next request that it is stale.
 */
export const permVersion = pgTable('sys_perm_version', {
  id: smallint().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(1),
});

/**
 * A write version per table: statement-level triggers (drizzle/0043) move a table's row in every transaction
 * that writes it, so a figure computed in one snapshot together with the version (a list's exact total) is
 * known to still hold while the version reads the same. Only tables with the trigger have a row.
 */
export const tableVersion = pgTable('sys_table_version', {
  name: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(1),
});
