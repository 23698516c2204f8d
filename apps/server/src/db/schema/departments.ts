import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { code, statusAndTimes } from '../columns.ts';

export const departments = pgTable(
  'sys_department',
  {
    code: varchar({ length: 32 }).primaryKey(),
    depName: varchar({ length: 50 }).notNull(),
    parentCode: code().default('-1'),
    sort: integer().notNull().default(0),
    ...statusAndTimes(),
  },
  (t) => [index('sys_department_parent_idx').on(t.parentCode)],
);
