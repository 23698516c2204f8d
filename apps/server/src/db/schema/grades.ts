import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { orEmpty, status, timestamps } from '../columns.ts';

/**
 * Shop grades (门店等级), a base dictionary; status 1 enabled, 2 disabled. Addressed by gradeCode elsewhere;
 * the id lets its maintenance screen work like the other dictionaries.
 */
export const gradeInfo = pgTable('grade_info', {
  gradeCode: varchar({ length: 32 }).primaryKey(),
  id: serial().notNull().unique('grade_info_id_uq'),
  gradeName: varchar({ length: 50 }).notNull(),
  status: status(),
  sort: integer().notNull().default(0),
  remark: orEmpty(200),
  ...timestamps,
});
