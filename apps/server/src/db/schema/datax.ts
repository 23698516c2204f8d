import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { defaultNow, orEmpty, status, statusAndTimes, timeOrNull, timestamps } from '../columns.ts';
import { partOf } from '../documents.ts';

/**
 * Data sync (`/datax/*`): tasks, the password of each side (a table of its own, so no select of a task
 * ever reads one into a reply, an export or the operation log), the watermark per task and target table, and runs.
 */

export type DataxTableDef = { source: string; target: string; mode: string; watermarkColumn: string; keyColumns: string[] };
export type DataxTableLogRow = {
  source: string;
  target: string;
  mode: string;
  rowsRead: number;
  rowsWritten: number;
  ok: boolean;
  error: string;
};

/** A task; `nextRunAt` is its cron's next fire time (null without a cron or while disabled). */
export const dataxTasks = pgTable('datax_task', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  /** Without the password (moved to `datax_credential` when one was typed into the URL). */
  sourceUrl: orEmpty(300),
  targetUrl: orEmpty(300),
  tables: jsonb().$type<DataxTableDef[]>().notNull(),
  cron: orEmpty(64),
  nextRunAt: timeOrNull(),
  ...statusAndTimes(),
});

/** Write-only: read by the runner alone. */
export const dataxCredentials = pgTable(
  'datax_credential',
  {
    taskId: partOf(() => dataxTasks.id),
    side: varchar({ length: 8 }).notNull(),
    password: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.side] })],
);

/**
 * The last row an incremental sync committed to a target table: its watermark and key values as JSON of the
 * source row's own types (read back through `json_populate_record`), moved only after the target batch commits.
 * Keyed by the watermark column too, so a table whose watermark column changes starts from the beginning.
 */
export const dataxWatermarks = pgTable(
  'datax_watermark',
  {
    taskId: partOf(() => dataxTasks.id),
    target: varchar({ length: 127 }).notNull(),
    watermarkColumn: varchar({ length: 63 }).notNull(),
    position: text().notNull(),
    updatedAt: defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.target, t.watermarkColumn] })],
);

/**
 * A run: 1 排队中, 2 运行中, 3 成功, 4 失败, 5 已中断. The partial unique index lets one run per task be
 * unfinished (queued or running) at a time, whichever instance asked for it.
 */
export const dataxRuns = pgTable(
  'datax_run',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    taskId: partOf(() => dataxTasks.id),
    status: status(),
    trigger: varchar({ length: 8 }).notNull().default('manual'),
    rowsRead: integer().notNull().default(0),
    rowsWritten: integer().notNull().default(0),
    error: orEmpty(500),
    log: jsonb().$type<DataxTableLogRow[]>().notNull().default([]),
    startTime: timeOrNull(),
    endTime: timeOrNull(),
    /** When the worker in flight took it: a claim older than the time-out was lost with its instance. */
    claimedAt: timeOrNull(),
    operator: orEmpty(64),
    ...timestamps,
  },
  (t) => [uniqueIndex('datax_run_one_open').on(t.taskId).where(sql`${t.status} in (1, 2)`), index('datax_run_task_idx').on(t.taskId, t.id)],
);
