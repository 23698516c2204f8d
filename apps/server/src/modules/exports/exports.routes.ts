import {
  exportListQuery,
  exportsApi,
  exportTaskResource,
  reportFileQuery,
  reportFileResource,
  reportFilesApi,
} from '@console/contract/exports';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/endpoint-routes.ts';
import { serveDownload } from '../../shared/file-reply.ts';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { pgFileStore } from '../files/pg-file-store.ts';
import {
  cancelExport,
  createExport,
  EXPORT_QUEUE,
  exportFile,
  listExports,
  listReportFiles,
  removeReportFile,
  runExport,
} from './exports.service.ts';

/** The export center and its report-file views (`/select/reportFile/*`, `/queryApi/file/*`). */
export async function exportRoutes(app: FastifyInstance) {
  const store = pgFileStore(app.db);
  const deps = { db: app.db, readDb: app.readDb, store, tz: app.config.timeZone, expireDays: app.config.exportExpireDays };
  // Two exports at a time per instance: each holds a cursor and streams; more would only compete.
  app.queue.work<{ taskId: string }>(EXPORT_QUEUE, ({ taskId }) => runExport(deps, taskId), { concurrency: 2, expireInSeconds: 1800 });

  serve(app, exportsApi.create, async (b, ctx) => {
    const id = await createExport(b, ctx);
    await app.queue.send(EXPORT_QUEUE, { taskId: id });
    return { id };
  });
  serve(app, exportsApi.queryList, listExports);
  serve(app, exportsApi.cancel, cancelExport);
  serveDownload(app, exportsApi.download, exportFile);

  serve(app, reportFilesApi.queryList, listReportFiles);
  serve(app, reportFilesApi.remove, removeReportFile);
  serveDownload(app, reportFilesApi.download, exportFile);
  serveDownload(app, reportFilesApi.fileDownload, exportFile);
  // Through the lists themselves: the exporting user's own tasks and files, nobody else's.
  registerResourceExport({ resource: exportTaskResource, query: exportListQuery, service: { list: listExports } });
  registerResourceExport({ resource: reportFileResource, query: reportFileQuery, service: { list: listReportFiles } });
}
