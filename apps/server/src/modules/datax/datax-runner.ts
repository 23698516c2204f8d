import { and, eq, sql } from 'drizzle-orm';
import {
  type DataxTableLogRow,
  dataxCredentials as cr,
  dataxRuns as r,
  dataxTasks as t,
  dataxWatermarks as w,
} from '../../db/schema/datax.ts';
import { type Conn, connect, copyFull, copyIncremental, DataxError, Interrupted } from './datax-copy.ts';
import { assertTablesAllowed } from './datax-guard.ts';
import type { DataxRuntime } from './datax-runtime.ts';

/**
 * One run of one task. The job claims the run by check-and-set (排队中 → 运行中), so of several jobs for it
 * exactly one works; it then settles it 成功 / 失败 by check-and-set on 运行中, so a run interrupted meanwhile
 * (已中断) stays so. Between batches it checks that it still runs, and keeps its claim fresh.
 */

/** The URL with the stored password put back (blank: the console's own database). */
function withPassword(url: string, password: string | undefined, own: string) {
  if (!url) return own;
  const u = new URL(url);
  if (password) u.password = encodeURIComponent(password);
  return u.toString();
}

const ownUrl = (rt: DataxRuntime) => (rt.db.$client as unknown as { options: { connectionString: string } }).options.connectionString;

export async function runTask(rt: DataxRuntime, runId: number): Promise<'done' | 'failed' | 'interrupted' | 'skipped'> {
  const [claimed] = await rt.db
    .update(r)
    .set({ status: 2, claimedAt: sql`now()`, startTime: sql`now()`, endTime: null, error: '', log: [], rowsRead: 0, rowsWritten: 0 })
    .where(and(eq(r.id, runId), eq(r.status, 1)))
    .returning();
  if (!claimed) return 'skipped';
  const running = and(eq(r.id, runId), eq(r.status, 2));
  const log: DataxTableLogRow[] = [];
  const totals = { rowsRead: 0, rowsWritten: 0 };
  const progress = async (extra: Record<string, unknown> = {}) =>
    rt.db
      .update(r)
      .set({ log, ...totals, claimedAt: sql`now()`, ...extra })
      .where(running)
      .returning({ id: r.id });
  const conns: Conn[] = [];
  try {
    const [task] = await rt.db.select().from(t).where(eq(t.id, claimed.taskId));
    if (!task) throw new DataxError('同步任务不存在');
    assertTablesAllowed(task.tables, task.sourceUrl === '', task.targetUrl === '');
    const pw = Object.fromEntries((await rt.db.select().from(cr).where(eq(cr.taskId, task.id))).map((c) => [c.side, c.password]));
    const own = ownUrl(rt);
    const src = await connect(withPassword(task.sourceUrl, pw.source, own), '源库');
    conns.push(src);
    const dst = await connect(withPassword(task.targetUrl, pw.target, own), '目标库');
    conns.push(dst);
    for (const table of task.tables) {
      log.push({ source: table.source, target: table.target, mode: table.mode, rowsRead: 0, rowsWritten: 0, ok: false, error: '' });
      const at = log.length - 1;
      const before = { ...totals };
      const afterBatch = async (c: { rowsRead: number; rowsWritten: number }) => {
        log[at] = { ...log[at], ...c };
        totals.rowsRead = before.rowsRead + c.rowsRead;
        totals.rowsWritten = before.rowsWritten + c.rowsWritten;
        if (!(await progress()).length) throw new Interrupted();
        await rt.afterBatch?.(c);
      };
      try {
        if (table.mode === 'full') await copyFull(src.db, dst.db, table, rt.batchSize, afterBatch);
        else {
          const key = and(eq(w.taskId, task.id), eq(w.target, table.target), eq(w.watermarkColumn, table.watermarkColumn));
          const [stored] = await rt.db.select({ position: w.position }).from(w).where(key);
          const commit = async (position: string) => {
            await rt.db
              .insert(w)
              .values({ taskId: task.id, target: table.target, watermarkColumn: table.watermarkColumn, position })
              .onConflictDoUpdate({ target: [w.taskId, w.target, w.watermarkColumn], set: { position, updatedAt: sql`now()` } });
          };
          await copyIncremental(src.db, dst.db, table, rt.batchSize, stored?.position ?? null, commit, afterBatch);
        }
        log[at] = { ...log[at], ok: true };
      } catch (e) {
        log[at] = { ...log[at], error: messageOf(e, rt).slice(0, 300) };
        if (e instanceof Interrupted) throw e;
        throw new DataxError(`${table.source} → ${table.target}：${messageOf(e, rt)}`);
      }
    }
    await progress({ status: 3, endTime: sql`now()`, claimedAt: null });
    return 'done';
  } catch (e) {
    if (e instanceof Interrupted) {
      await rt.db
        .update(r)
        .set({ log, ...totals, claimedAt: null })
        .where(eq(r.id, runId));
      return 'interrupted';
    }
    const settled = await progress({ status: 4, error: messageOf(e, rt).slice(0, 500), endTime: sql`now()`, claimedAt: null });
    return settled.length ? 'failed' : 'interrupted';
  } finally {
    for (const c of conns) await c.close();
  }
}

/** The run's own words, the database's message for a refused statement, anything else a generic one (the text goes to the server log). */
function messageOf(e: unknown, rt: DataxRuntime) {
  if (e instanceof Interrupted) return '已中断';
  if (e instanceof DataxError) return e.message;
  // Drizzle wraps the driver's error; a statement the database refused says why in its own words.
  const cause = (e as { cause?: unknown })?.cause ?? e;
  if (cause && typeof cause === 'object' && 'severity' in cause) return String((cause as { message?: unknown }).message);
  rt.log?.(e);
  return '同步出错，请联系管理员查看服务器日志';
}

/** Runs left running by a stopped instance (claim older than the time-out) are marked 已中断; queued ones are queued again. */
export async function sweepRuns(rt: DataxRuntime, enqueue: (id: number) => Promise<void>) {
  const lost = sql`now() - make_interval(secs => ${rt.lostAfterSeconds})`;
  await rt.db
    .update(r)
    .set({ status: 5, claimedAt: null, error: '实例停止，同步中断' })
    .where(and(eq(r.status, 2), sql`${r.claimedAt} < ${lost}`));
  const queued = await rt.db.select({ id: r.id }).from(r).where(eq(r.status, 1)).limit(1000);
  for (const q of queued) await enqueue(q.id);
  return queued.length;
}
