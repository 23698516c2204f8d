import { exportsApi, reportFilesApi } from '@console/contract/exports';
import type { FastifyInstance } from 'fastify';
import { serve, withMessage } from '../../shared/endpoint-routes.ts';
import { serveDownload } from '../../shared/file-reply.ts';
import { pgFileStore } from '../files/pg-file-store.ts';
import { cancelOrRemove, createExport, EXPORT_QUEUE, exportFile, listExports, listReportFiles, runExport } from './exports.service.ts';

/** The export center and its report-file views (`/select/reportFile/*`, `/queryApi/file/*`). */
export async function exportRoutes(app: FastifyInstance) {
  const store = pgFileStore(app.db);
  const deps = { db: app.db, readDb: app.readDb, store, tz: app.config.timeZone, expireDays: app.config.exportExpireDays };
  // Two exports at a time per instance: each holds a cursor and streams; more would only compete.
  app.queue.work<{ taskId: string }>(EXPORT_QUEUE, ({ taskId }) => runExport(deps, taskId), { concurrency: 2, expireInSeconds: 1800 });

  serve(app, exportsApi.create, async ({ resource, query }, ctx) => {
    const id = await createExport(ctx, resource, query);
    await app.queue.send(EXPORT_QUEUE, { taskId: id });
    return { id };
  });
  serve(app, exportsApi.queryList, (q, ctx) => listExports(ctx, q));
  serve(app, exportsApi.cancel, async ({ id }, ctx) => withMessage(null, await cancelOrRemove(ctx, store, id)));
  serveDownload(app, exportsApi.download, ({ id }, ctx) => exportFile(ctx, store, id));

  serve(app, reportFilesApi.queryList, (q, ctx) => listReportFiles(ctx, q));
  serve(app, reportFilesApi.remove, async ({ id }, ctx) => {
    await cancelOrRemove(ctx, store, id);
    return null;
  });
  serveDownload(app, reportFilesApi.download, ({ id }, ctx) => exportFile(ctx, store, id));
  serveDownload(app, reportFilesApi.fileDownload, ({ id }, ctx) => exportFile(ctx, store, id));
}
