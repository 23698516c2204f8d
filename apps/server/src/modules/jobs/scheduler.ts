import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { jobHandler } from '../../shared/job-handlers.ts';
import type { JobQueue } from '../../plugins/queue.ts';
import { nextFireTime } from '../../shared/cron.ts';
import { scheduleJobLogs, scheduleJobs, untouched } from '../../db/schema/jobs.ts';

export const RUN_QUEUE = 'schedule-run';
/** `waits`: how often a manual run already found an earlier run going. */
export type RunRequest = { jobId: number; trigger: 'cron' | 'manual'; operator: string; waits?: number };
const MAX_WAITS = 30;
/** `log` gets a failed run's full error; the job's log (which job editors read) only its error id. */
type Deps = { db: Db; config: Config; queue: JobQueue; log: Pick<FastifyBaseLogger, 'error'> };

class Timeout extends Error {}

/**
 * One tick on one instance: every due job's next fire time is moved forward with a check-and-set on the old
 * value, so however many instances tick at once, exactly one of them queues the run.
 */
export async function tick(deps: Deps, now = new Date()) {
  // The fire time is read as text: a JS Date keeps milliseconds only, and a time with microseconds (set
  // by hand in SQL, or restored) would never match its own check-and-set — the job would stay due forever.
  const due = await deps.db
    .select({ id: scheduleJobs.id, cron: scheduleJobs.cron, nextRunAt: sql<string>`${scheduleJobs.nextRunAt}::text` })
    .from(scheduleJobs)
    .where(and(eq(scheduleJobs.status, 1), lte(scheduleJobs.nextRunAt, now)));
  let fired = 0;
  for (const job of due) {
    let next: Date | null;
    try {
      next = nextFireTime(job.cron, deps.config.timeZone, now);
    } catch {
      next = null;
    }
    const won = await deps.db
      .update(scheduleJobs)
      .set({ nextRunAt: next, ...untouched })
      .where(and(eq(scheduleJobs.id, job.id), sql`${scheduleJobs.nextRunAt} = ${job.nextRunAt}::timestamptz`))
      .returning({ id: scheduleJobs.id });
    if (!won.length) continue;
    await send(deps, { jobId: job.id, trigger: 'cron', operator: '' });
    fired++;
  }
  return fired;
}

export async function send(deps: Deps, req: RunRequest, startAfterSeconds?: number) {
  const [job] = await deps.db.select({ handler: scheduleJobs.handler }).from(scheduleJobs).where(eq(scheduleJobs.id, req.jobId));
  const h = job && jobHandler(job.handler);
  const manual = req.trigger === 'manual';
  await deps.queue.send(RUN_QUEUE, req, {
    // Cron runs of a job queue at most one behind the running one; a manual run is its own request.
    singletonKey: manual ? `manual:${req.jobId}:${Date.now()}` : String(req.jobId),
    retryLimit: h?.retries ?? 0,
    retryDelaySeconds: h?.retryDelaySeconds ?? 30,
    retryBackoff: true,
    startAfterSeconds,
  });
}

/**
 * Runs one job: claims it (no second run while one is going), validates its params with the handler's
 * schema, runs it under the handler's timeout and logs the outcome. A failure is rethrown so that the queue
 * retries it (with backoff) when the handler declares retries.
 */
export async function runJob(deps: Deps, req: RunRequest, attempt = 1) {
  const { db } = deps;
  const [job] = await db
    .update(scheduleJobs)
    .set({ runningSince: new Date(), ...untouched })
    .where(
      and(
        eq(scheduleJobs.id, req.jobId),
        or(isNull(scheduleJobs.runningSince), sql`${scheduleJobs.runningSince} < now() - interval '6 hours'`),
      ),
    )
    .returning();
  if (!job) {
    // A cron tick that finds a run going is skipped; a manual run comes back in 2 s (for a minute at most).
    const waits = req.waits ?? 0;
    if (req.trigger === 'manual' && waits < MAX_WAITS && (await exists(db, req.jobId))) {
      await send(deps, { ...req, waits: waits + 1 }, 2);
    }
    return;
  }
  const started = new Date();
  let result: 'success' | 'failed' | 'timeout' = 'success';
  let message = '';
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    const handler = jobHandler(job.handler);
    if (!handler) throw new Error(`处理器 ${job.handler} 不存在`);
    const params = handler.params.parse(job.params);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new Timeout(`执行超过 ${handler.timeoutSeconds} 秒，已中止`));
      }, handler.timeoutSeconds * 1000);
    });
    message = await Promise.race([handler.run(params, { db, config: deps.config, signal: abort.signal }), timeout]);
  } catch (err) {
    result = err instanceof Timeout ? 'timeout' : 'failed';
    if (err instanceof Timeout) message = err.message;
    else {
      // A handler's error may carry SQL, a path or a remote service's answer: none of it belongs in a log
      // every job editor reads.
      const errorId = randomUUID();
      deps.log.error({ err, errorId, jobId: job.id, handler: job.handler }, 'scheduled job failed');
      message = `执行失败（错误编号 ${errorId}）`;
    }
  } finally {
    clearTimeout(timer);
  }
  await db.insert(scheduleJobLogs).values({
    jobId: job.id,
    trigger: req.trigger,
    operator: req.operator,
    attempt,
    startedAt: started,
    durationMs: Date.now() - started.getTime(),
    result,
    message: message.slice(0, 1000),
  });
  await db
    .update(scheduleJobs)
    .set({ runningSince: null, lastRunAt: started, lastResult: result, ...untouched })
    .where(eq(scheduleJobs.id, job.id));
  if (result !== 'success') throw new Error(message);
}

const exists = async (db: Db, id: number) =>
  (await db.select({ id: scheduleJobs.id }).from(scheduleJobs).where(eq(scheduleJobs.id, id))).length > 0;

/**
 * Every second on every instance (JOBS on): tick. The returned stop waits for a tick under way: the app ends its
 * pool right after closing, and a tick cut off there would fail on the ended pool (and log it).
 */
export function startTicker(
  deps: Deps,
  log: (err: unknown) => void,
  { every = 1000, once = tick as (deps: Deps) => Promise<unknown> } = {},
) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = once(deps)
      .catch(log)
      .finally(() => {
        running = null;
      });
  }, every);
  timer.unref();
  return async (): Promise<void> => {
    clearInterval(timer);
    await running;
  };
}
