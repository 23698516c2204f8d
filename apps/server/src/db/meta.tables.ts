import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this database itself, e.g. when the demo data was loaded. */
export const meta = pgTable('sys_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
