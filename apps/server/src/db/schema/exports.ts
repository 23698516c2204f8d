import { index, integer, jsonb, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** One export task: queued → running (progress) → done | failed; done files expire (the file goes). */
export const exportTasks = pgTable(
  'sys_export_task',
  {
    id: uuid().primaryKey().defaultRandom(),
    userCode: varchar({ length: 32 }).notNull(),
    resource: varchar({ length: 64 }).notNull(),
    resourceLabel: varchar({ length: 64 }).notNull(),
    query: jsonb().notNull().default({}),
    fileName: varchar({ length: 200 }).notNull(),
    status: varchar({ length: 16 }).notNull().default('queued'),
    progress: smallint().notNull().default(0),
    rows: integer().notNull().default(0),
    size: integer().notNull().default(0),
    fileId: varchar({ length: 64 }),
    message: varchar({ length: 500 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sys_export_task_user_idx').on(t.userCode, t.createdAt), index('sys_export_task_status_idx').on(t.status)],
);
