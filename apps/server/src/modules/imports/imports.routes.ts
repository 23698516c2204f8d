import { routeSchema } from '../../shared/endpoint-routes.ts';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, importsApi } from '@console/contract/imports';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../shared/errors.ts';
import { serveDownload } from '../../shared/file-reply.ts';
import { requestContext } from '../../shared/request-context.ts';
import { pgFileStore } from '../files/pg-file-store.ts';
import '../products/products.import.ts';
import '../users/users.import.ts';
import { errorFileOf, runImport, template } from './imports.service.ts';

/** `/import/{resource}?dryRun=`, its template and error file. Multipart is accepted here only. */
export async function importRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const store = pgFileStore(app.db);

  app.route({
    method: 'POST',
    url: importsApi.run.path,
    config: { permission: importsApi.run.permission },
    schema: { ...routeSchema(importsApi.run), consumes: ['multipart/form-data'] },
    handler: async (req) => {
      if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传 .xlsx 文件，字段名为 file');
      let buf: Buffer | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file' && !buf) buf = await part.toBuffer();
          else if (part.type === 'file') await part.toBuffer();
        }
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, `文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`);
        throw e;
      }
      if (!buf?.length) throw badRequest('请选择要导入的 .xlsx 文件');
      const { resource } = req.params as { resource: string };
      const { dryRun } = req.query as { dryRun: boolean };
      const { report, message } = await runImport(requestContext(req), store, resource, buf, dryRun);
      return { code: 200, message, data: report };
    },
  });

  serveDownload(app, importsApi.template, async ({ resource }, ctx) => {
    const t = await template(ctx, resource);
    return { file: t, stream: Readable.from([t.buf]) };
  });
  serveDownload(app, importsApi.errorFile, ({ id }, ctx) => errorFileOf(ctx, store, id));
}
