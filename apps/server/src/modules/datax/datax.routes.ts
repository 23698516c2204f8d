import { dataxApi, dataxTaskApi } from '@console/contract/datax';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import { listRuns, pauseRun, resumeRun, startRun } from './datax-run.service.ts';
import { runTask, sweepRuns } from './datax-runner.ts';
import { enqueueRun, RUN_QUEUE, setDataxRuntime } from './datax-runtime.ts';
import { dataxTaskService } from './datax-task.service.ts';
import { registerDataxExport } from './datax.export.ts';

/** Rows per batch; a claim not refreshed for this long (no batch committed) was lost with its instance. */
const RUN = { batchSize: 1000, lostAfterSeconds: 900 };

/** `/datax/*`: the tasks (a standard resource), their runs, and the run job's worker. */
export async function dataxRoutes(app: FastifyInstance) {
  const rt = {
    db: app.db,
    queue: app.queue,
    tz: app.config.timeZone,
    ...RUN,
    log: (err: unknown) => app.log.error({ err }, 'datax run failed'),
  };
  setDataxRuntime(rt);
  const tasks = dataxTaskService();
  registerDataxExport(tasks);
  app.queue.work<{ runId: number }>(RUN_QUEUE, async ({ runId }) => void (await runTask(rt, runId)), {
    concurrency: 1,
    expireInSeconds: 3600,
  });
  // Once the server listens (no first request needs it): runs a stopped instance left behind.
  app.addHook('onListen', async () => void (await sweepRuns(rt, enqueueRun).catch((err) => app.log.error({ err }, 'datax sweep failed'))));
  serveResource(app, dataxTaskApi, tasks);
  serveAll(app, dataxApi, {
    run: (b, ctx) => startRun(b.id, ctx),
    runList: listRuns,
    pause: pauseRun,
    resume: resumeRun,
  });
}
