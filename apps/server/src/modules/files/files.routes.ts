import multipart from '@fastify/multipart';
import { envelope } from '@console/contract';
import { UPLOAD_MAX_BYTES, uploadQuery, uploadResult } from '@console/contract/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../shared/errors.ts';
import { ok } from '../../shared/envelope.ts';
import { openImage, storeImage } from './files.service.ts';
import { pgFileStore } from './pg-file-store.ts';

const MAX_MIB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** Image upload and serving. Multipart is registered here only, so no other route accepts it. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = pgFileStore(app.db);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  app.post('/base/file/publicUpload', {
    config: { permission: 'authenticated' },
    schema: {
      tags: ['文件'],
      summary: `上传图片（multipart 字段 file；PNG、JPEG、GIF、WebP，按内容识别，不超过 ${MAX_MIB}MB）`,
      consumes: ['multipart/form-data'],
      querystring: uploadQuery,
      response: { 200: envelope(uploadResult) },
    },
    handler: async (req) => {
      if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传，文件字段名为 file');
      let buf: Buffer | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && !buf) buf = await part.toBuffer();
          else if (part.type === 'file') await part.toBuffer();
        }
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, `图片不能超过${MAX_MIB}MB`);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw new AppError(413, '一次只能上传一张图片');
        throw e;
      }
      if (!buf) throw badRequest('请选择要上传的图片（字段名 file）');
      return ok(await storeImage(store, buf), '上传成功');
    },
  });

  app.get('/base/file/public/:name', {
    // Public: <img> tags cannot send the session header. Names are 128 random bits, so only someone
    // given the address can fetch the image.
    config: { permission: 'public' },
    schema: { tags: ['文件'], summary: '读取已上传的图片', params: z.strictObject({ name: z.string().max(64) }) },
    handler: async (req, reply) => {
      const img = await openImage(store, app.config.dataDir, req.params.name);
      return reply
        .header('content-type', img.mime)
        .header('content-length', img.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(img.stream);
    },
  });
};
