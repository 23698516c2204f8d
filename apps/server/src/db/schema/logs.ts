import { bigserial, index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    operatorCode: varchar({ length: 32 }).notNull().default(''),
    operatorName: varchar({ length: 64 }).notNull().default(''),
    operatorLoginId: varchar({ length: 64 }).notNull().default(''),
    ip: varchar({ length: 64 }).notNull().default(''),
    requestId: varchar({ length: 64 }).notNull().default(''),
    changes: jsonb().$type<{ field: string; label: string; from: string; to: string }[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_operation_log_time_idx').on(t.createdAt.desc(), t.id.desc()), index('sys_operation_log_target_idx').on(t.targetId)],
);

/** One row per sign-in attempt (success / failed / throttled / disabled). */
export const loginLogs = pgTable(
  'sys_login_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    loginId: varchar({ length: 64 }).notNull(),
    ip: varchar({ length: 64 }).notNull().default(''),
    userAgent: text().notNull().default(''),
    result: varchar({ length: 16 }).notNull(),
    message: varchar({ length: 200 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_login_log_time_idx').on(t.createdAt.desc(), t.id.desc()), index('sys_login_log_login_idx').on(t.loginId)],
);
