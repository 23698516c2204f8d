import { WORDS } from '@console/contract/words';
import { MAX_RUNNING_EXPORTS } from '@console/contract/exports';
import { and, eq, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withMessage } from '../../shared/endpoint-routes.ts';
import { AppError, forbidden, notFound, tooMany } from '../../shared/errors.ts';
import { exportSource } from '../../shared/export-registry.ts';
import type { FileStore } from '../../shared/file-store.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { containsPattern } from '../../shared/like.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { parseStrict } from '../../shared/strict-input.ts';
import { reshape } from '../../shared/reshape.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { formatTime } from '../../shared/time.ts';
import { userContext } from '../../shared/user-context.ts';
import { exportTasks } from '../../db/schema/exports.ts';
import { pgFileStore } from '../files/pg-file-store.ts';
import { xlsxStream } from './xlsx-writer.ts';
import { PAGES } from '@console/contract/api/pages';

export const EXPORT_QUEUE = 'export-run';
const CANCELLED = WORDS.cancelled;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const stamp = (tz: string) => formatTime(new Date(), tz).replace(/[-: ]/g, '');

/** Checks the list's own export key, its filter, and the per-user limit; then queues the task. */
export async function createExport({ resource, query: rawQuery }: { resource: string; query: Record<string, unknown> }, ctx: RequestCtx) {
  const source = exportSource(resource);
  if (!source) throw notFound('该列表不支持导出');
  if (!ctx.user.permissions.has(`${source.page}.export`)) throw forbidden();
  // Strict like the list: a misspelt filter dropped here would export every row in scope.
  const query = parseStrict(source.query, rawQuery);
  return ctx.db.transaction(async (tx) => {
    // One user's concurrent creates count one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(727013, hashtext(${ctx.user.code}))`);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(exportTasks)
      .where(and(eq(exportTasks.userCode, ctx.user.code), inArray(exportTasks.status, ['queued', 'running'])));
    if (n >= MAX_RUNNING_EXPORTS) throw tooMany(`最多同时进行 ${MAX_RUNNING_EXPORTS} 个导出任务，请等待完成后再试`);
    const [task] = await tx
      .insert(exportTasks)
      .values({
        userCode: ctx.user.code,
        resource,
        resourceLabel: source.label,
        query: query as object,
        fileName: `${source.label}_${stamp(ctx.tz)}.xlsx`,
      })
      .returning({ id: exportTasks.id });
    await audit(tx, ctx, '导出', task.id, null, { resource: source.label, filter: filterText(query as object) });
    return task.id;
  });
}

const audit = auditTrail({
  module: PAGES.exportTask.title,
  targetType: 'export',
  labels: { resource: '导出列表', filter: '筛选条件', rows: '导出行数' },
});

// The filter as the user set it: an export reads every page, so paging says nothing.
const filterText = (query: object) => JSON.stringify(reshape(query as Record<string, unknown>, ['page', 'pageSize', 'cursor']));

type RunDeps = { db: Db; readDb?: Db; store: FileStore; tz: string; expireDays: number };

/** Ends the task unless it was cancelled meanwhile (check-and-set on 'running'). */
async function finish(db: Db, id: string, set: Partial<typeof exportTasks.$inferInsert>) {
  const done = await db
    .update(exportTasks)
    .set({ finishedAt: new Date(), ...set })
    .where(and(eq(exportTasks.id, id), eq(exportTasks.status, 'running')))
    .returning({ id: exportTasks.id });
  return done.length > 0;
}

/** The job: reads the list in batches with the owner's permission and scope, streams the file to the store. */
export async function runExport(deps: RunDeps, taskId: string) {
  const { db, store, tz } = deps;
  const [task] = await db
    .update(exportTasks)
    .set({ status: 'running' })
    .where(and(eq(exportTasks.id, taskId), eq(exportTasks.status, 'queued')))
    .returning();
  if (!task) return; // cancelled before it started, or already taken
  const fail = (message: string) => finish(db, taskId, { status: 'failed', message: message.slice(0, 500) });
  const source = exportSource(task.resource);
  const ctx = await userContext(db, task.userCode, tz, `export:${taskId}`);
  if (!source || !ctx?.user.permissions.has(`${source.page}.export`)) return void (await fail('没有导出该列表的权限'));
  const query = source.query.parse(task.query);
  // The rows come from the read replica when one is configured; the task's own state stays on the primary.
  const reading = { ...ctx, db: deps.readDb ?? db };

  const xlsx = await xlsxStream(source.label, source.columns);
  const stored = store.put({ name: task.fileName, mime: XLSX, ownerCode: task.userCode, kind: 'export' }, xlsx.output);
  stored.catch(() => {}); // awaited below; a write error surfaces there
  const total = source.count ? await source.count(reading, query) : 0;
  let rows = 0;
  let lastReport = Date.now();
  let cancelled = false;
  try {
    for await (const batch of source.rows(reading, query)) {
      for (const r of batch) xlsx.add(r);
      rows += batch.length;
      await xlsx.drain();
      if (Date.now() - lastReport > 1000) {
        lastReport = Date.now();
        const progress = total ? Math.min(99, Math.floor((rows * 100) / total)) : 50;
        const still = await db
          .update(exportTasks)
          .set({ progress, rows })
          .where(and(eq(exportTasks.id, taskId), eq(exportTasks.status, 'running')))
          .returning({ id: exportTasks.id });
        if (!still.length) {
          cancelled = true;
          break;
        }
      }
    }
    await xlsx.finish();
  } catch (err) {
    xlsx.output.destroy(err as Error);
    await stored.catch(() => {});
    await fail(err instanceof AppError ? err.message : '导出失败，请稍后重试');
    throw err;
  }
  if (cancelled) {
    xlsx.output.destroy(new Error(CANCELLED));
    await stored.catch(() => {});
    return;
  }
  const file = await stored;
  const expiresAt = new Date(Date.now() + deps.expireDays * 86_400_000);
  const ok = await finish(db, taskId, { status: 'done', progress: 100, rows, size: file.size, fileId: file.id, expiresAt });
  if (!ok) return void (await store.remove([file.id])); // cancelled at the last moment
  // How many rows left the system, known only now: a second row beside the one of the request.
  await db.transaction((tx) => audit(tx, ctx, '导出完成', taskId, null, { resource: source.label, rows }));
}

const toRow = (t: typeof exportTasks.$inferSelect, tz: string) => ({
  id: t.id,
  resource: t.resource,
  resourceLabel: t.resourceLabel,
  fileName: t.fileName,
  status: t.status as 'queued' | 'running' | 'done' | 'failed' | 'expired',
  progress: t.progress,
  rows: t.rows,
  size: t.size,
  createTime: formatTime(t.createdAt, tz),
  finishTime: formatTime(t.finishedAt, tz),
  expireTime: formatTime(t.expiresAt, tz),
  message: t.message,
});

/** The caller's tasks matching `where`, newest first, through the shared list code (capped count, cursor). */
async function taskPage(ctx: RequestCtx, q: { page: number; pageSize: number; cursor?: string }, where: SQL | undefined) {
  const { rows, ...page } = await newestFirst(ctx, q, exportTasks, { t: exportTasks }, where, { by: exportTasks.createdAt });
  return { ...page, rows: rows.map(({ t }) => toRow(t, ctx.tz)) };
}

export async function listExports(q: { status?: string; page: number; pageSize: number; cursor?: string }, ctx: RequestCtx) {
  return taskPage(ctx, q, and(eq(exportTasks.userCode, ctx.user.code), q.status ? eq(exportTasks.status, q.status) : undefined));
}

async function ownTask(ctx: RequestCtx, id: string) {
  const [task] = await ctx.db
    .select()
    .from(exportTasks)
    .where(and(eq(exportTasks.id, id), eq(exportTasks.userCode, ctx.user.code)));
  if (!task) throw notFound('导出任务不存在');
  return task;
}

// Requests read and remove files in the one store every instance shares (the jobs get it passed).
const storeOf = (ctx: RequestCtx) => pgFileStore(ctx.db);

/** A queued or running task stops (its file is never made); a finished one goes with its file. */
async function cancelOrRemove(ctx: RequestCtx, id: string) {
  const task = await ownTask(ctx, id);
  if (task.status === 'queued' || task.status === 'running') {
    const stopped = await ctx.db
      .update(exportTasks)
      .set({ status: 'failed', message: CANCELLED, finishedAt: new Date() })
      .where(and(eq(exportTasks.id, id), inArray(exportTasks.status, ['queued', 'running'])))
      .returning({ id: exportTasks.id });
    if (stopped.length) return CANCELLED;
  }
  await ctx.db.delete(exportTasks).where(eq(exportTasks.id, id));
  if (task.fileId) await storeOf(ctx).remove([task.fileId]);
  return '删除成功';
}

/** The export center's 取消/删除: the message says which it was. */
export async function cancelExport({ id }: { id: string }, ctx: RequestCtx) {
  return withMessage(null, await cancelOrRemove(ctx, id));
}

/** The report-file view's 删除 (its default message). */
export async function removeReportFile({ id }: { id: string }, ctx: RequestCtx) {
  await cancelOrRemove(ctx, id);
}

/** The file of a finished, unexpired task of the caller. */
export async function exportFile({ id }: { id: string }, ctx: RequestCtx) {
  const store = storeOf(ctx);
  const task = await ownTask(ctx, id);
  if (task.status === 'expired') throw new AppError(410, '文件已过期，请重新导出');
  if (task.status !== 'done' || !task.fileId) throw new AppError(409, '导出尚未完成');
  const file = await store.stat(task.fileId);
  if (!file) throw new AppError(410, '文件已过期，请重新导出');
  return { file, stream: store.open(file.id) };
}

/** The report-file view: the caller's finished, unexpired files (optionally by name). */
export async function listReportFiles(q: { fileName?: string; page: number; pageSize: number; cursor?: string }, ctx: RequestCtx) {
  return taskPage(
    ctx,
    q,
    and(
      eq(exportTasks.userCode, ctx.user.code),
      eq(exportTasks.status, 'done'),
      q.fileName ? ilike(exportTasks.fileName, containsPattern(q.fileName)) : undefined,
    ),
  );
}

/** Job: done tasks past their expiry lose their file and read 'expired'. */
export async function expireExports(db: Db, store: FileStore) {
  let count = 0;
  for (;;) {
    const due = await db
      .select({ id: exportTasks.id, fileId: exportTasks.fileId })
      .from(exportTasks)
      .where(and(eq(exportTasks.status, 'done'), lt(exportTasks.expiresAt, new Date())))
      .limit(500);
    if (!due.length) return count;
    await db
      .update(exportTasks)
      .set({ status: 'expired', fileId: null })
      .where(
        and(
          inArray(
            exportTasks.id,
            due.map((d) => d.id),
          ),
          eq(exportTasks.status, 'done'),
        ),
      );
    await store.remove(due.flatMap((d) => (d.fileId ? [d.fileId] : [])));
    count += due.length;
  }
}
