import type { z } from 'zod';
import type { Config } from '../config.ts';
import { lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.ts';

/**
 * The fixed registry of scheduled-job handlers. A job names one of these by its `name`; nothing else is
 * ever run (no class names, bean names or expressions from the database). An area adds its handlers with
 * `registerJobHandler` in its module (ERP push retries, auto allocation, data sync …).
 */
export type JobRunContext = {
  db: Db;
  config: Config;
  /** Aborted when the handler's timeout passes; long handlers should check it between steps. */
  signal: AbortSignal;
};

export type JobHandler<P = Record<string, unknown>> = {
  name: string;
  label: string;
  params: z.ZodType<P>;
  /** A run longer than this is reported as `timeout` (and aborted through the signal). */
  timeoutSeconds: number;
  /** Failed or timed-out runs are retried this many times, waiting retryDelaySeconds × 2^n. */
  retries?: number;
  retryDelaySeconds?: number;
  /** What the run did, in one line for the log (e.g. '删除 3 个文件'). */
  run: (params: P, ctx: JobRunContext) => Promise<string>;
};

const handlers = new Map<string, JobHandler<never>>();

export function registerJobHandler<P>(h: JobHandler<P>) {
  handlers.set(h.name, h as unknown as JobHandler<never>);
}

export const jobHandler = (name: string) => handlers.get(name) as JobHandler<Record<string, unknown>> | undefined;
export const jobHandlers = () => [...handlers.values()] as unknown as JobHandler<Record<string, unknown>>[];

/** A purge keeps what its parameter asks, but never less than the configured floor. */
export const keptDays = (asked: number, floor: number) => Math.max(asked, floor);

/** Deletes the rows whose `column` (a time) is more than `days` days ago; answers how many went. */
export async function purgeOlderThan(db: DbOrTx, table: PgTable, column: PgColumn, days: number) {
  const gone = await db.delete(table).where(lt(column, sql`now() - make_interval(days => ${days})`));
  return gone.rowCount ?? 0;
}
