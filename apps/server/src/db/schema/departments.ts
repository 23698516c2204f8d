import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

export const departments = pgTable(
  'sys_department',
  {
    code: varchar({ length: 32 }).primaryKey(),
    depName: varchar({ length: 50 }).notNull(),
    parentCode: varchar({ length: 32 }).notNull().default('-1'),
    sort: integer().notNull().default(0),
    status: smallint().notNull().default(1),
    ...timestamps,
  },
  (t) => [index('sys_department_parent_idx').on(t.parentCode)],
);
