import { sql } from 'drizzle-orm';
import { index, pgSequence, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, orEmpty, statusAndTimes } from '../columns.ts';

export const userCodeSeq = pgSequence('sys_user_code_seq', { startWith: 1 });

/** status: 1 normal, 2 locked, 3 disabled, 5 deleted (ARCHITECTURE §6). */
export const users = pgTable(
  'sys_user',
  {
    code: varchar({ length: 32 }).primaryKey(),
    name: varchar({ length: 50 }).notNull(),
    loginId: varchar({ length: 64 }).notNull(),
    cellPhone: orEmpty(32),
    email: orEmpty(128),
    tel: orEmpty(32),
    pwdHash: text().notNull(),
    roleCode: varchar({ length: 16 }).notNull(),
    depCode: varchar({ length: 32 }),
    ...statusAndTimes(),
  },
  (t) => [
    uniqueIndex('sys_user_login_id_live').on(t.loginId).where(sql`${t.status} <> 5`),
    index('sys_user_role_idx').on(t.roleCode),
    index('sys_user_status_created_idx').on(t.status, t.createdAt),
    // The list's order (newest first) with status inside, so the unfiltered list and its deep pages walk
    // the index alone (bench: page 10,000 of a million users); the role filter gets the same.
    index('sys_user_created_code_status_idx').on(t.createdAt, t.code, t.status),
    // The whole list and its deep pages addressed by number (OFFSET walks every entry before the page): the
    // live users alone, two keys per entry, no per-entry status check. Bench: page 10,000 of a million users
    // walks 388 buffers here against 503 in the index above, where every entry was also filtered on status.
    index('sys_user_live_created_code_idx').on(t.createdAt, t.code).where(sql`${t.status} <> 5`),
    index('sys_user_role_status_created_idx').on(t.roleCode, t.status, t.createdAt, t.code),
  ],
);

/** dataType 1 shop … 7 grade, 99 all; dataList comma-joined codes (or 'ALL'). */
export const userDataPermissions = pgTable(
  'sys_user_data_permission',
  {
    userCode: code(),
    dataType: smallint().notNull(),
    dataList: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userCode, t.dataType] })],
);
