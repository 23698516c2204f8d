import { fileApi, UPLOAD_MAX_BYTES } from '@console/contract/files';
import type { FastifyInstance } from 'fastify';
import { serveDownload } from '../../shared/file-reply.ts';
import { serveUpload } from '../../shared/upload-routes.ts';
import { openImage, storeImage } from './files.service.ts';
import { pgFileStore } from './pg-file-store.ts';

const MAX_MIB = UPLOAD_MAX_BYTES / 1024 / 1024;
// Stored names never change content: browsers may keep an image for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Image upload and serving. */
export async function fileRoutes(app: FastifyInstance) {
  const store = pgFileStore(app.db);
  const upload = {
    maxBytes: UPLOAD_MAX_BYTES,
    fields: 10,
    field: 'file',
    texts: {
      notMultipart: '请以 multipart/form-data 上传，文件字段名为 file',
      missing: '请选择要上传的图片（字段名 file）',
      tooLarge: `图片不能超过${MAX_MIB}MB`,
      tooMany: '一次只能上传一张图片',
    },
  };
  serveUpload(app, fileApi.publicUpload, upload, (_input, file, ctx) => storeImage(store, file.buf, ctx.user.code));
  serveDownload(
    app,
    fileApi.publicFile,
    async ({ name }) => {
      const img = await openImage(store, app.config.dataDir, name);
      return { file: { name, mime: img.mime, size: img.size }, stream: img.stream };
    },
    { inline: true, cacheControl: IMMUTABLE },
  );
}
