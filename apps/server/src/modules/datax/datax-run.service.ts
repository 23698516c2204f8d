import { stateOf } from '@console/contract/declaration';
import { type DataxRunRow, dataxRunMachine, dataxRunResource, type dataxRunQuery } from '@console/contract/datax';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dataxRuns as r, dataxTasks as t } from '../../db/schema/datax.ts';
import { declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { afterCommit, inTx, type RequestCtx } from '../../shared/request-context.ts';
import { uniqueOr } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { nextFireTime } from '../../shared/cron.ts';
import { enqueueRun } from './datax-runtime.ts';

/**
 * Runs of a task: asked for (立即同步, or the schedule), listed, interrupted and resumed. One unfinished run per
 * task, held by the table's partial unique index whichever instance asks; the job does the work.
 */
// Not on the resource engine: runs are made by 立即同步 and the schedule and settled by the job, never edited by a form.

// No dimension (the declaration says why): a user limited in any sees and runs no task.
const DATAX_SCOPE = declareScope('datax', {});
const taskScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), DATAX_SCOPE);
const audit = auditTrail({ module: '数据同步', targetType: 'dataxRun', ...declaredAudit(dataxRunResource) });
const BUSY = '该任务已有同步正在进行，请等它结束后再试';

const fields = {
  id: r.id,
  taskId: r.taskId,
  status: r.status,
  trigger: r.trigger,
  rowsRead: r.rowsRead,
  rowsWritten: r.rowsWritten,
  error: r.error,
  log: r.log,
  operator: r.operator,
  startTime: r.startTime,
  endTime: r.endTime,
  createdAt: r.createdAt,
};
type Fields = Pick<typeof r.$inferSelect, keyof typeof fields>;
const TRIGGERS: Record<string, string> = { manual: '手动', cron: '定时' };
const toRow = (x: Fields, tz: string): DataxRunRow => ({
  ...x,
  trigger: TRIGGERS[x.trigger] ?? x.trigger,
  startTime: formatTime(x.startTime, tz),
  endTime: formatTime(x.endTime, tz),
  createTime: formatTime(x.createdAt, tz),
});

async function taskInScope(db: DbOrTx, id: number, ctx: RequestCtx) {
  const [task] = await db
    .select({ id: t.id, status: t.status })
    .from(t)
    .where(and(eq(t.id, id), await taskScope(ctx)));
  if (!task) throw notFound('同步任务不存在或已被删除');
  return task;
}

export async function listRuns(q: z.output<typeof dataxRunQuery>, ctx: RequestCtx) {
  const scope = await taskScope(ctx);
  const inScope = scope ? sql`${r.taskId} in (select ${t.id} from ${t} where ${scope})` : undefined;
  const page = await newestFirst(ctx, q, r, fields, and(eq(r.taskId, q.taskId), inScope));
  return { ...page, rows: page.rows.map((x) => toRow(x, ctx.tz)) };
}

/** Queues a run of a task (a disabled task runs only by hand); refused while another of its runs is unfinished. */
export async function startRun(taskId: number, ctx: RequestCtx, trigger: 'manual' | 'cron' = 'manual') {
  return inTx(ctx, async (tx) => {
    await taskInScope(tx, taskId, ctx);
    const [run] = await tx
      .insert(r)
      .values({ taskId, status: 1, trigger, operator: ctx.user.loginId })
      .onConflictDoNothing()
      .returning({ id: r.id, status: r.status });
    if (!run) throw conflict(BUSY);
    await audit(tx, ctx, '立即同步', run.id, null, { status: run.status });
    await afterCommit(ctx, () => enqueueRun(run.id));
    return run;
  });
}

/** 中断 (排队中 / 运行中 → 已中断) or 继续同步 (已中断 / 失败 → 排队中), by check-and-set on the status read. */
async function move(name: 'pause' | 'resume', id: number, ctx: RequestCtx) {
  const { from, to, label } = dataxRunMachine.transitions[name];
  return inTx(ctx, async (tx) => {
    const [run] = await tx.select({ id: r.id, taskId: r.taskId, status: r.status }).from(r).where(eq(r.id, id)).for('update');
    if (!run) throw notFound('同步记录不存在');
    await taskInScope(tx, run.taskId, ctx);
    if (!(from as readonly number[]).includes(run.status))
      throw conflict(`该同步记录当前状态为「${stateOf(dataxRunMachine, run.status).label}」，不能${label}`);
    // The partial unique index refuses a resume while a newer run of the task is unfinished.
    await uniqueOr(BUSY, () =>
      tx
        .update(r)
        .set(name === 'pause' ? { status: to, claimedAt: null, endTime: sql`now()` } : { status: to, operator: ctx.user.loginId })
        .where(and(eq(r.id, id), eq(r.status, run.status))),
    );
    await audit(tx, ctx, label, id, { status: run.status }, { status: to });
    if (name === 'resume') await afterCommit(ctx, () => enqueueRun(id));
    return null;
  });
}
export const pauseRun = (b: { id: number }, ctx: RequestCtx) => move('pause', b.id, ctx);
export const resumeRun = (b: { id: number }, ctx: RequestCtx) => move('resume', b.id, ctx);

/**
 * The schedule: every enabled task whose cron is due gets a run. The due time moves forward by check-and-set
 * on its old value, so however many instances tick at once one of them queues it; a task still running
 * skips this turn (the partial unique index).
 */
export async function enqueueDue(db: Db, tz: string, now = new Date()) {
  const due = await db
    .select({ id: t.id, cron: t.cron, nextRunAt: sql<string>`${t.nextRunAt}::text` })
    .from(t)
    .where(and(eq(t.status, 1), lte(t.nextRunAt, now)));
  let queued = 0;
  for (const task of due) {
    let next: Date | null = null;
    try {
      next = task.cron ? nextFireTime(task.cron, tz, now) : null;
    } catch {
      next = null;
    }
    const won = await db
      .update(t)
      .set({ nextRunAt: next, updatedAt: sql`${t.updatedAt}` })
      .where(and(eq(t.id, task.id), sql`${t.nextRunAt} = ${task.nextRunAt}::timestamptz`))
      .returning({ id: t.id });
    if (!won.length) continue;
    const [run] = await db.insert(r).values({ taskId: task.id, status: 1, trigger: 'cron' }).onConflictDoNothing().returning({ id: r.id });
    if (!run) continue;
    await enqueueRun(run.id);
    queued++;
  }
  return queued;
}
