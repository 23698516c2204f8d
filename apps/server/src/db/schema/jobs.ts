import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orEmpty, status, timeOrNull, timestamps } from '../columns.ts';

/** A scheduled job: a handler from the code's registry, its cron and params. Status 1 running, 2 paused. */
export const scheduleJobs = pgTable('sys_schedule_job', {
  id: serial().primaryKey(),
  jobName: varchar({ length: 50 }).notNull(),
  handler: varchar({ length: 64 }).notNull(),
  cron: varchar({ length: 120 }).notNull(),
  params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  status: status(),
  remark: orEmpty(200),
  /** The next fire time; the instance that moves it forward (check-and-set) fires the tick. */
  nextRunAt: timeOrNull(),
  lastRunAt: timeOrNull(),
  lastResult: orEmpty(16),
  /** Set while a run is going: a tick that finds it set does not start a second run. */
  runningSince: timeOrNull(),
  ...timestamps,
});

export const scheduleJobLogs = pgTable(
  'sys_schedule_job_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    jobId: integer().notNull(),
    trigger: varchar({ length: 16 }).notNull(),
    operator: orEmpty(100),
    attempt: smallint().notNull().default(1),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    durationMs: integer().notNull(),
    result: varchar({ length: 16 }).notNull(),
    message: orEmpty(1000),
  },
  (t) => [index('sys_schedule_job_log_job_idx').on(t.jobId, t.startedAt)],
);

/**
 * For the scheduler's own writes (next run, running flag, last result): they leave `updatedAt` alone, so an
 * editor who opened the job's form is not told someone else changed it when only a run went by.
 */
export const untouched = { updatedAt: sql`${scheduleJobs.updatedAt}` };
