import { sql } from 'drizzle-orm';
import { date, index, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, day, orEmpty, statusAndTimes } from '../columns.ts';

/**
 * Employees (员工档案, issue 30): staff of a service provider (scope dimension 2, spCode), optionally linked to
 * one sign-in account. The unique indexes carry the rules the service answers 409 for, so two racing writes
 * cannot both pass: a phone is used by one employee in service at a time, an account by one employee at all.
 */
export const employees = pgTable(
  'employee',
  {
    id: serial().primaryKey(),
    empCode: code(),
    name: varchar({ length: 30 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    departmentCode: code().default(''),
    position: orEmpty(30),
    spCode: code(),
    userCode: code().default(''),
    entryDate: day(),
    leaveDate: date({ mode: 'string' }),
    ...statusAndTimes(),
  },
  (t) => [
    uniqueIndex('employee_code_uq').on(t.empCode),
    uniqueIndex('employee_phone_uq').on(t.phone).where(sql`${t.status} = 1`),
    uniqueIndex('employee_user_uq').on(t.userCode).where(sql`${t.userCode} <> ''`),
    index('employee_sp_idx').on(t.spCode),
  ],
);
