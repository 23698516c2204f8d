import { type PartnerKey, partnerOf, type SyncKind } from '@console/contract/partner';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { partnerSyncs as y } from '../../db/schema/partner.ts';
import { systemCtx } from '../erp/erp-runtime.ts';
import { connectors, PartnerError, type PartnerTarget } from './connector.ts';
import { targetOf } from './partner-config.service.ts';
import { allocationLines, stockLines, takeOrders } from './partner-data.ts';
import { enqueueSync, type PartnerRuntime, partnerRuntime } from './partner-runtime.ts';

/**
 * One attempt of one run. The job claims the run by check-and-set (still 重试中, not in flight elsewhere), so
 * of several jobs for one run exactly one works; only the attempt that claimed it settles it. A partner that
 * is down is tried again with a backoff until the attempts are spent (then 失败); wrong data (an unknown
 * code, a malformed answer) fails the run at once, since trying again cannot help.
 */
export async function runSync(rt: PartnerRuntime, syncId: number): Promise<'done' | 'failed' | 'retry' | 'skipped'> {
  const lost = sql`now() - make_interval(secs => ${(2 * rt.timeoutMs) / 1000 + 60})`;
  const [claimed] = await rt.db
    .update(y)
    .set({ attempts: sql`${y.attempts} + 1`, claimedAt: sql`now()`, startTime: sql`coalesce(${y.startTime}, now())` })
    .where(and(eq(y.id, syncId), eq(y.status, 1), or(isNull(y.claimedAt), lt(y.claimedAt, lost))))
    .returning();
  if (!claimed) return 'skipped';
  const held = and(eq(y.id, syncId), eq(y.status, 1), eq(y.attempts, claimed.attempts));
  let outcome: { count: number; error?: string; retry?: boolean };
  try {
    outcome = await perform(rt, claimed.partner as PartnerKey, claimed.kind as SyncKind);
  } catch (e) {
    // Anything else (the database, a bug) is tried again too, but its text stays in the server's log.
    if (!(e instanceof PartnerError)) rt.log?.(e);
    outcome =
      e instanceof PartnerError
        ? { count: 0, error: e.message, retry: e.retry }
        : { count: 0, error: '同步出错，请联系管理员查看服务器日志', retry: true };
  }
  const again = outcome.error && outcome.retry && claimed.attempts < rt.maxAttempts;
  const delay = rt.retryBaseSeconds * 2 ** (claimed.attempts - 1);
  const [settled] = await rt.db
    .update(y)
    .set(
      again
        ? { lastError: outcome.error, claimedAt: null }
        : {
            status: outcome.error ? 3 : 2,
            lastError: (outcome.error ?? '').slice(0, 500),
            count: outcome.count,
            claimedAt: null,
            endTime: sql`now()`,
          },
    )
    .where(held)
    .returning({ id: y.id });
  if (!settled) return 'skipped';
  if (!again) return outcome.error ? 'failed' : 'done';
  await enqueueSync(syncId, delay, rt);
  return 'retry';
}

async function perform(rt: PartnerRuntime, key: PartnerKey, kind: SyncKind) {
  const p = partnerOf(key);
  const cfg = await targetOf(rt.db, p);
  if (!cfg?.enabled || !cfg.baseUrl) throw new PartnerError(`${p.name}未启用或未配置接口地址`, false);
  const target: PartnerTarget = { baseUrl: cfg.baseUrl, appKey: cfg.appKey, appSecret: cfg.appSecret, timeoutMs: rt.timeoutMs };
  const connector = connectors[key];
  if (kind === 'allocation') {
    const lines = await allocationLines(rt.db, p);
    await connector.pushAllocations(target, lines);
    return { count: lines.length };
  }
  if (kind === 'stock') {
    const lines = await stockLines(rt.db, p);
    await connector.pushStock(target, lines);
    return { count: lines.length };
  }
  const list = await connector.pullOrders(target);
  const { made, errors } = await takeOrders(systemCtx(rt.db, rt.tz, `partner:${key}`), key, list);
  return { count: made, ...(errors.length ? { error: errors.join('；'), retry: false } : {}) };
}

/** Runs left behind by a stopped instance (queued, or claimed and lost) are queued again. */
export async function queueOpen(rt = partnerRuntime()) {
  if (!rt) return 0;
  const open = await rt.db.select({ id: y.id }).from(y).where(eq(y.status, 1)).limit(1000);
  for (const r of open) await enqueueSync(r.id, 0, rt);
  return open.length;
}
