import { erpApi, orderCompleteApi } from '@console/contract/erp';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { PUSH_QUEUE, pushOne, queueDue } from './erp-push.service.ts';
import { listPushes, pushesOfOrder, retryPushes } from './erp-query.service.ts';
import { setErpRuntime } from './erp-runtime.ts';
import { registerErpExports } from './erp.export.ts';
import { completeOrder } from './order-complete.service.ts';

/** `/erp/order/*` and `/order/opt/complete`: the push job's worker and the calls (the order's approval queues pushes itself: queuePush). */
export async function erpRoutes(app: FastifyInstance) {
  const rt = {
    db: app.db,
    erp: app.config.erp,
    queue: app.queue,
    tz: app.config.timeZone,
    autoCompleteDays: app.config.orderAutoCompleteDays,
  };
  setErpRuntime(rt);
  registerErpExports();
  // Retries are queued by the push itself with their backoff (not pg-boss's), so the row always says when.
  app.queue.work<{ pushId: number }>(PUSH_QUEUE, async ({ pushId }) => void (await pushOne(rt, pushId)), {
    concurrency: 4,
    expireInSeconds: 120,
  });
  // Pushes left waiting by a stopped instance are queued again once the server listens (and by the job
  // ERP推送补发): no first request waits for it (issue 31's warm start).
  app.addHook('onListen', async () => void (await queueDue(rt).catch((err) => app.log.error({ err }, 'erp push sweep failed'))));
  serveAll(app, erpApi, {
    queryList: listPushes,
    byOrder: pushesOfOrder,
    retry: retryPushes,
  });
  serveAll(app, orderCompleteApi, { complete: completeOrder });
}
