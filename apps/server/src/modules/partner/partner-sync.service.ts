import { stateOf } from '@console/contract/declaration';
import { kindLabel, PARTNERS, type Partner, partnerResources, type SyncKind, type syncQuery } from '@console/contract/partner';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { partnerSyncs as y } from '../../db/schema/partner.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { afterCommit, inTx, type RequestCtx } from '../../shared/request-context.ts';
import { uniqueOr, whereAll } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { configInScope, partnerScope } from './partner-config.service.ts';
import { enqueueSync } from './partner-runtime.ts';

/**
 * Sync runs of one partner: the list, a run asked for (queued as a job; one unfinished run per partner and
 * kind, held by the table's partial unique index whichever instance asks), and the retry of a failed run.
 */
// Not on the resource engine: rows are made by runs and settled by the job, never added or edited by a form.

const audits = Object.fromEntries(
  PARTNERS.map((p) => [p.key, auditTrail({ module: p.title, targetType: 'partnerSync', ...declaredAudit(partnerResources[p.key]) })]),
);
const auditOf = (p: Partner) => audits[p.key];

export const syncFields = {
  id: y.id,
  kind: y.kind,
  status: y.status,
  attempts: y.attempts,
  lastError: y.lastError,
  count: y.count,
  startTime: y.startTime,
  endTime: y.endTime,
  operator: y.operator,
  createdAt: y.createdAt,
  updatedAt: y.updatedAt,
};
export type SyncFields = Pick<typeof y.$inferSelect, keyof typeof syncFields>;

export const toSyncRow = (r: SyncFields, tz: string) => {
  const { startTime, endTime, createdAt, updatedAt, ...rest } = r;
  return {
    ...rest,
    startTime: formatTime(startTime, tz),
    endTime: formatTime(endTime, tz),
    createTime: formatTime(createdAt, tz),
    updateTime: formatTime(updatedAt, tz),
  };
};

type Query = z.output<typeof syncQuery>;
export const syncWhere = async (p: Partner, ctx: RequestCtx, q: Query) =>
  whereAll([
    eq(y.partner, p.key),
    await partnerScope(ctx),
    q.kind ? eq(y.kind, q.kind) : undefined,
    q.status !== undefined ? eq(y.status, q.status) : undefined,
  ]);

export async function listSyncs(p: Partner, q: Query, ctx: RequestCtx) {
  const page = await newestFirst(ctx, q, y, syncFields, await syncWhere(p, ctx, q));
  return { ...page, rows: page.rows.map((r) => toSyncRow(r, ctx.tz)) };
}

const busyMessage = (kind: string) => `${kindLabel(kind)}已有同步正在进行，请等它结束后再试`;

/** Asks for a run: refused while the partner is off or another run of the kind is unfinished. */
export async function startSync(p: Partner, kind: SyncKind, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    const target = await configInScope(tx, p, ctx);
    if (!target.enabled || !target.baseUrl) throw badRequest(`${p.name}未启用或未配置接口地址，请先保存对接配置`);
    const [row] = await tx
      .insert(y)
      .values({ partner: p.key, kind, status: 1, operator: ctx.user.loginId })
      .onConflictDoNothing()
      .returning({ id: y.id, status: y.status });
    if (!row) {
      const [open] = await tx
        .select({ id: y.id })
        .from(y)
        .where(and(eq(y.partner, p.key), eq(y.kind, kind), eq(y.status, 1)));
      // A run lost with its instance is taken up again by the next job for it (its claim has expired).
      if (open) await enqueueSync(open.id);
      throw conflict(busyMessage(kind));
    }
    await auditOf(p)(tx, ctx, '同步', row.id, null, { kind, status: 1, attempts: 0 });
    await afterCommit(ctx, () => enqueueSync(row.id));
    return row;
  });
}

/** A failed run starts again with fresh attempts (失败 → 重试中 by check-and-set). */
export async function retrySync(p: Partner, id: number, ctx: RequestCtx) {
  const m = partnerResources[p.key].machine;
  const { from, to, label } = m.transitions.retry;
  return inTx(ctx, async (tx) => {
    const [r] = await tx
      .select()
      .from(y)
      .where(and(eq(y.id, id), eq(y.partner, p.key), await partnerScope(ctx)))
      .for('update');
    if (!r) throw notFound('同步记录不存在或无权操作');
    if (!(from as readonly number[]).includes(r.status))
      throw conflict(`该同步记录当前状态为「${stateOf(m, r.status).label}」，不能${label}`);
    // The partial unique index refuses it while a newer run of the kind is unfinished.
    const [done] = await uniqueOr(busyMessage(r.kind), () =>
      tx
        .update(y)
        .set({ status: to, attempts: 0, lastError: '', count: 0, claimedAt: null, endTime: null, operator: ctx.user.loginId })
        .where(and(eq(y.id, id), eq(y.status, r.status)))
        .returning({ id: y.id, status: y.status }),
    );
    await auditOf(p)(
      tx,
      ctx,
      label,
      id,
      { status: r.status, attempts: r.attempts, lastError: r.lastError },
      { status: to, attempts: 0, lastError: '' },
    );
    await afterCommit(ctx, () => enqueueSync(id));
    return done;
  });
}
