import { bigserial, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { code, defaultNow, orEmpty } from '../columns.ts';

/**
 * The audit trail: one row per write, inserted in the write's own transaction. Append-only: no API updates
 * or deletes it. `changes` holds [{field, label, from, to}] with masked values already replaced.
 */
export const operationLogs = pgTable(
  'sys_operation_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    module: varchar({ length: 50 }).notNull(),
    action: varchar({ length: 50 }).notNull(),
    targetType: varchar({ length: 50 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    operatorCode: code().default(''),
    operatorName: orEmpty(64),
    operatorLoginId: orEmpty(64),
    ip: orEmpty(64),
    requestId: orEmpty(64),
    changes: jsonb().$type<{ field: string; label: string; from: string; to: string }[]>().notNull().default([]),
    createdAt: defaultNow(),
  },
  (t) => [index('sys_operation_log_time_idx').on(t.createdAt.desc(), t.id.desc()), index('sys_operation_log_target_idx').on(t.targetId)],
);

/** One row per sign-in attempt (success / failed / throttled / disabled). */
export const loginLogs = pgTable(
  'sys_login_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    loginId: varchar({ length: 64 }).notNull(),
    ip: orEmpty(64),
    userAgent: text().notNull().default(''),
    result: varchar({ length: 16 }).notNull(),
    message: orEmpty(200),
    createdAt: defaultNow(),
  },
  (t) => [index('sys_login_log_time_idx').on(t.createdAt.desc(), t.id.desc()), index('sys_login_log_login_idx').on(t.loginId)],
);
