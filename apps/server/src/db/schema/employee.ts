import { sql } from 'drizzle-orm';
import { date, index, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * Employees (员工档案, issue 30): staff of a service provider (scope dimension 2, spCode), optionally linked to
 * one sign-in account. The unique indexes carry the rules the service answers 409 for, so two racing writes
 * cannot both pass: a phone is used by one employee in service at a time, an account by one employee at all.
 */
export const employees = pgTable(
  'employee',
  {
    id: serial().primaryKey(),
    empCode: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 30 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    departmentCode: varchar({ length: 32 }).notNull().default(''),
    position: varchar({ length: 30 }).notNull().default(''),
    spCode: varchar({ length: 32 }).notNull(),
    userCode: varchar({ length: 32 }).notNull().default(''),
    entryDate: date({ mode: 'string' }).notNull(),
    leaveDate: date({ mode: 'string' }),
    status: smallint().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employee_code_uq').on(t.empCode),
    uniqueIndex('employee_phone_uq').on(t.phone).where(sql`${t.status} = 1`),
    uniqueIndex('employee_user_uq').on(t.userCode).where(sql`${t.userCode} <> ''`),
    index('employee_sp_idx').on(t.spCode),
  ],
);
