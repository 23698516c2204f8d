import { jobListBody, jobResource, jobsApi } from '@console/contract/jobs';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { formatTime } from '../../shared/time.ts';
import '../exports/exports.jobs.ts';
import '../files/files.jobs.ts';
import '../logs/logs.jobs.ts';
import '../erp/erp.jobs.ts';
import '../partner/partner.jobs.ts';
import '../datax/datax.jobs.ts';
import './jobs.jobs.ts';
import { nextFireTimes } from '../../shared/cron.ts';
import {
  assertRunnable,
  auditRun,
  handlerList,
  listJobLogs,
  listJobs,
  pauseJob,
  removeJob,
  resumeJob,
  saveJob,
  updateJob,
} from './jobs.service.ts';
import { RUN_QUEUE, type RunRequest, runJob, send, startTicker } from './scheduler.ts';

/** Scheduled jobs: the registry's handlers on cron, run through the queue, logged. */
export async function jobRoutes(app: FastifyInstance) {
  const deps = { db: app.db, config: app.config, queue: app.queue, log: app.log };
  app.queue.work<RunRequest>(RUN_QUEUE, (req, attempt) => runJob(deps, req, attempt), { policy: 'stately', concurrency: 2 });
  if (app.queue.kind === 'pg-boss') {
    let stop: (() => Promise<void>) | undefined;
    // With the queue (plugins/queue.ts): once the server listens, out of the way of its start.
    app.addHook('onListen', async () => {
      stop = startTicker(deps, (err) => app.log.error({ err }, 'schedule tick failed'));
    });
    app.addHook('onClose', async () => stop?.());
  }

  serveAll(app, jobsApi, {
    handlers: async () => handlerList(),
    cronPreview: async ({ cron }, ctx) => nextFireTimes(cron, ctx.tz).map((d) => formatTime(d, ctx.tz)),
    data: listJobs,
    save: saveJob,
    update: updateJob,
    pause: pauseJob,
    resume: resumeJob,
    run: async ({ id }, ctx) => {
      await assertRunnable(ctx.db, id);
      await send(deps, { jobId: id, trigger: 'manual', operator: `${ctx.user.name}(${ctx.user.loginId})` });
      await auditRun(ctx, id);
      return null;
    },
    remove: removeJob,
    logs: listJobLogs,
  });
  // Declared on its `data` list (not the area's queryList), so it registers its export itself.
  registerResourceExport({ resource: jobResource, query: jobListBody, service: { list: listJobs } });
}
