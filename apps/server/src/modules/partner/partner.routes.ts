import { PARTNERS, partnerApis } from '@console/contract/partner';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { queryConfig, updateConfig } from './partner-config.service.ts';
import { queueOpen, runSync } from './partner-run.ts';
import { SYNC_QUEUE, setPartnerRuntime } from './partner-runtime.ts';
import { listSyncs, retrySync, startSync } from './partner-sync.service.ts';
import { registerPartnerExports } from './partner.export.ts';

/** The partner platforms' calls, each partner under its prefix from one descriptor factory; the sync job's worker. */
export async function partnerRoutes(app: FastifyInstance) {
  const rt = {
    db: app.db,
    queue: app.queue,
    tz: app.config.timeZone,
    // PARTNER_TIMEOUT_SECONDS, PARTNER_MAX_ATTEMPTS, PARTNER_RETRY_BASE_SECONDS (15 s, 3, 30 s × 2^(n−1) by default).
    ...app.config.partnerSync,
    log: (err: unknown) => app.log.error({ err }, 'partner sync failed'),
  };
  setPartnerRuntime(rt);
  registerPartnerExports();
  // Retries are queued by the run itself with their backoff (not pg-boss's), so the row always tells the truth.
  app.queue.work<{ syncId: number }>(SYNC_QUEUE, async ({ syncId }) => void (await runSync(rt, syncId)), {
    concurrency: 2,
    expireInSeconds: 300,
  });
  // Once the server listens: syncs left open by a stopped instance are queued again, which no first request
  // waits for (issue 31's warm start). The configs each partner's page reads come with the base data (seed.ts).
  // Closing waits for that sweep: the pool ends right after, and a sweep cut off there fails on it.
  let sweep: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    sweep = queueOpen(rt).catch((err) => app.log.error({ err }, 'partner sync sweep failed'));
    await sweep;
  });
  app.addHook('onClose', async () => void (await sweep));
  for (const p of PARTNERS)
    serveAll(app, partnerApis[p.key], {
      configQuery: (_q, ctx) => queryConfig(p, ctx),
      configUpdate: (b, ctx) => updateConfig(p, b, ctx),
      syncList: (q, ctx) => listSyncs(p, q, ctx),
      syncRun: (b, ctx) => startSync(p, b.kind, ctx),
      syncRetry: (b, ctx) => retrySync(p, b.id, ctx),
    });
}
