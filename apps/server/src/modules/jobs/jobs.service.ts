import { and, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { jobHandler, jobHandlers } from '../../shared/job-handlers.ts';
import { containsPattern } from '../../shared/like.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { parseStrict } from '../../shared/strict-input.ts';
import { formatTime } from '../../shared/time.ts';
import { freshEdit } from '../../shared/freshness.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { nextFireTime } from '../../shared/cron.ts';
import { scheduleJobLogs, scheduleJobs, untouched } from '../../db/schema/jobs.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { jobResource } from '@console/contract/api/jobs';
import { WORDS } from '@console/contract/words';

const NOT_FOUND = '任务不存在或已被删除';
const audit = auditTrail({
  module: '定时任务',
  targetType: 'scheduleJob',
  labels: {
    jobName: COMMON_LABELS.jobName,
    handler: jobResource.fields.handlerLabel.label,
    cron: COMMON_LABELS.cron,
    params: '参数',
    status: COMMON_LABELS.status,
    remark: COMMON_LABELS.remark,
  },
  values: { status: { 1: '运行中', 2: '已暂停' } },
});

const audited = (r: typeof scheduleJobs.$inferSelect | undefined) =>
  r ? { jobName: r.jobName, handler: r.handler, cron: r.cron, params: r.params, status: r.status, remark: r.remark } : null;

/** The handler's own schema checks the params (unknown fields refused); the cron must parse. */
function validated(body: z.output<typeof import('@console/contract/jobs').jobSaveBody>, tz: string) {
  const handler = jobHandler(body.handler);
  if (!handler) throw badRequest('处理器不存在');
  // A field the handler does not declare is refused (400 未知字段：…), whether or not its schema is strict.
  const params = parseStrict(handler.params, body.params, (issue) => `参数不正确：${issue.path.join('.') || '参数'} ${issue.message}`);
  const next = nextFireTime(body.cron, tz);
  return { ...body, params, nextRunAt: body.status === 1 ? next : null };
}

export async function saveJob(body: z.output<typeof import('@console/contract/jobs').jobSaveBody>, ctx: RequestCtx) {
  const values = validated(body, ctx.tz);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(scheduleJobs).values(values).returning();
    await audit(tx, ctx, WORDS.add, row.id, null, audited(row));
    return { id: row.id };
  });
}

async function locked(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(scheduleJobs).where(eq(scheduleJobs.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function updateJob(body: z.output<typeof import('@console/contract/jobs').jobUpdateBody>, ctx: RequestCtx) {
  const { id, updateTime, ...rest } = body;
  const values = validated(rest, ctx.tz);
  await freshEdit(ctx.db, { table: scheduleJobs, id, updateTime, tz: ctx.tz, missing: NOT_FOUND }, async (tx, before) => {
    const [after] = await tx.update(scheduleJobs).set(values).where(eq(scheduleJobs.id, id)).returning();
    await audit(tx, ctx, WORDS.edit, id, audited(before), audited(after));
  });
}

/** Pause (1 → 2) or resume (2 → 1), checked and set. */
async function setJobStatus(ctx: RequestCtx, id: number, status: 1 | 2) {
  await ctx.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.status === status) throw conflict(status === 2 ? '任务已是暂停状态' : '任务已在运行中');
    const nextRunAt = status === 1 ? nextFireTime(before.cron, ctx.tz) : null;
    const [after] = await tx.update(scheduleJobs).set({ status, nextRunAt }).where(eq(scheduleJobs.id, id)).returning();
    await audit(tx, ctx, status === 2 ? '暂停' : '恢复', id, audited(before), audited(after));
  });
}

export const pauseJob = ({ id }: { id: number }, ctx: RequestCtx) => setJobStatus(ctx, id, 2);
export const resumeJob = ({ id }: { id: number }, ctx: RequestCtx) => setJobStatus(ctx, id, 1);

export async function removeJob({ id }: { id: number }, ctx: RequestCtx) {
  await ctx.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    await tx.delete(scheduleJobs).where(eq(scheduleJobs.id, id));
    await audit(tx, ctx, WORDS.delete, id, audited(before), null);
  });
}

/** A manual run is in the operation log with the job as it is (its run goes to the job's own log). */
export const auditRun = (ctx: RequestCtx, id: number) =>
  ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(scheduleJobs).where(eq(scheduleJobs.id, id));
    await audit(tx, ctx, '立即执行', id, audited(row), audited(row));
  });

/** A manual run may start only when no run is going. */
export async function assertRunnable(db: DbOrTx, id: number) {
  const [row] = await db.select({ runningSince: scheduleJobs.runningSince }).from(scheduleJobs).where(eq(scheduleJobs.id, id));
  if (!row) throw notFound(NOT_FOUND);
  if (row.runningSince) throw conflict('任务正在执行中，请稍后再试');
}

export async function listJobs(q: { jobName?: string; status?: number; page: number; pageSize: number; cursor?: string }, ctx: RequestCtx) {
  const { tz } = ctx;
  const conds: (SQL | undefined)[] = [
    q.jobName ? ilike(scheduleJobs.jobName, containsPattern(q.jobName)) : undefined,
    q.status ? eq(scheduleJobs.status, q.status) : undefined,
  ];
  const where = and(...conds);
  const { rows, ...page } = await newestFirst(ctx, q, scheduleJobs, { r: scheduleJobs }, where);
  return {
    ...page,
    rows: rows.map(({ r }) => ({
      id: r.id,
      jobName: r.jobName,
      handler: r.handler,
      handlerLabel: jobHandler(r.handler)?.label ?? r.handler,
      cron: r.cron,
      params: r.params,
      status: r.status,
      remark: r.remark,
      nextRunTime: formatTime(r.nextRunAt, tz),
      lastRunTime: formatTime(r.lastRunAt, tz),
      lastResult: r.lastResult,
      running: r.runningSince !== null,
      updateTime: formatTime(r.updatedAt, tz),
    })),
  };
}

export async function listJobLogs(q: { jobId: number; page: number; pageSize: number; cursor?: string }, ctx: RequestCtx) {
  const { tz } = ctx;
  const where = eq(scheduleJobLogs.jobId, q.jobId);
  // A job run every minute logs half a million runs a year: capped count, and the cursor seeks along
  // (job, started) — the last term, the id, only breaks ties.
  const { rows, ...page } = await newestFirst(ctx, q, scheduleJobLogs, { r: scheduleJobLogs }, where, { by: scheduleJobLogs.startedAt });
  return {
    ...page,
    rows: rows.map(({ r }) => ({
      id: String(r.id),
      jobId: r.jobId,
      trigger: r.trigger as 'cron' | 'manual',
      operator: r.operator,
      attempt: r.attempt,
      startTime: formatTime(r.startedAt, tz),
      durationMs: r.durationMs,
      result: r.result as 'success' | 'failed' | 'timeout',
      message: r.message,
    })),
  };
}

export const handlerList = () =>
  jobHandlers().map((h) => {
    const defaults = h.params.safeParse({});
    return {
      name: h.name,
      label: h.label,
      paramsSchema: z.toJSONSchema(h.params, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
      defaultParams: (defaults.success ? defaults.data : {}) as Record<string, unknown>,
      timeoutSeconds: h.timeoutSeconds,
      retries: h.retries ?? 0,
    };
  });

/** Jobs whose run was cut short by a crash keep `runningSince`; clear it once well past any timeout. */
export const staleRunning = (db: DbOrTx) =>
  db
    .update(scheduleJobs)
    .set({ runningSince: null, ...untouched })
    .where(and(isNotNull(scheduleJobs.runningSince), sql`${scheduleJobs.runningSince} < now() - interval '6 hours'`));
