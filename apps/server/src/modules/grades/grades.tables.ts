import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../shared/columns.ts';

/** Shop grades (门店等级), a base dictionary; status 1 enabled, 2 disabled. */
export const gradeInfo = pgTable('grade_info', {
  gradeCode: varchar({ length: 32 }).primaryKey(),
  gradeName: varchar({ length: 50 }).notNull(),
  status: smallint().notNull().default(1),
  sort: integer().notNull().default(0),
  ...timestamps,
});
