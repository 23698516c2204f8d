import { index, integer, jsonb, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { code, defaultNow, orEmpty, timeOrNull } from '../columns.ts';

/** One export task: queued → running (progress) → done | failed; done files expire (the file goes). */
export const exportTasks = pgTable(
  'sys_export_task',
  {
    id: uuid().primaryKey().defaultRandom(),
    userCode: code(),
    resource: varchar({ length: 64 }).notNull(),
    resourceLabel: varchar({ length: 64 }).notNull(),
    query: jsonb().notNull().default({}),
    fileName: varchar({ length: 200 }).notNull(),
    status: varchar({ length: 16 }).notNull().default('queued'),
    progress: smallint().notNull().default(0),
    rows: integer().notNull().default(0),
    size: integer().notNull().default(0),
    fileId: varchar({ length: 64 }),
    message: orEmpty(500),
    createdAt: defaultNow(),
    finishedAt: timeOrNull(),
    expiresAt: timeOrNull(),
  },
  (t) => [index('sys_export_task_user_idx').on(t.userCode, t.createdAt), index('sys_export_task_status_idx').on(t.status)],
);
