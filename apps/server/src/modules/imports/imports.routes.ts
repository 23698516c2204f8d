import { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES, importsApi } from '@console/contract/imports';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../shared/endpoint-routes.ts';
import { serveDownload } from '../../shared/file-reply.ts';
import { serveUpload } from '../../shared/upload-routes.ts';
import { pgFileStore } from '../files/pg-file-store.ts';
import '../products/products.import.ts';
import '../users/users.import.ts';
import { errorFileOf, runImport, template } from './imports.service.ts';

const upload = {
  maxBytes: IMPORT_MAX_BYTES,
  fields: 5,
  emptyIsMissing: true,
  texts: {
    notMultipart: '请以 multipart/form-data 上传 .xlsx 文件，字段名为 file',
    missing: '请选择要导入的 .xlsx 文件',
    tooLarge: `文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`,
  },
};

/** `/import/{resource}?dryRun=`, its template and error file. */
export async function importRoutes(app: FastifyInstance) {
  const store = pgFileStore(app.db);
  serveUpload(app, importsApi.run, upload, async ({ resource, dryRun }, file, ctx) => {
    // The message says what happened (checked only, imported, or refused with errors).
    const { report, message } = await runImport(ctx, store, resource, file.buf, dryRun);
    return withMessage(report, message);
  });
  serveDownload(app, importsApi.template, async ({ resource }, ctx) => {
    const t = await template(ctx, resource);
    return { file: t, stream: Readable.from([t.buf]) };
  });
  serveDownload(app, importsApi.errorFile, errorFileOf);
}
