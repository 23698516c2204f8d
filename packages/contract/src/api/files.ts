import { area, endpoint, schemas } from '../endpoint.ts';

export const UPLOAD_SCENES = ['SHOP'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FAILED = '图片上传失败';

const s = schemas(() => import('../files.ts'));

/**
 * Image upload: multipart field `file`, the scene in the query string (spec §7). Only the pages that upload
 * may: the article editor (`content.add`, `content.edit`), the one screen with an image upload.
 */
export const fileApi = area('文件', {
  publicUpload: endpoint({
    method: 'POST',
    path: '/base/file/publicUpload',
    permission: ['content.add', 'content.edit'],
    summary: `上传图片（multipart 字段 file；PNG、JPEG、GIF、WebP，按内容识别，不超过 ${UPLOAD_MAX_BYTES / 1024 / 1024}MB）`,
    inputIn: 'query',
    input: s.uploadQuery,
    output: s.uploadResult,
    okMessage: '上传成功',
  }),
  /**
   * Public: <img> tags cannot send the session header. Names are 128 random bits, so only someone given the
   * address can fetch the image. Answers the image itself.
   */
  publicFile: endpoint({
    method: 'GET',
    path: '/base/file/public/:name',
    permission: 'public',
    summary: '读取已上传的图片',
    input: s.fileNameParam,
    output: s.fileReply,
  }),
});
