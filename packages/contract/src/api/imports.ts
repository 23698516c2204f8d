import { area, endpoint, schemas } from '../endpoint.ts';

/** At most this many data rows per file. */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const s = schemas(() => import('../imports.ts'));

export const importsApi = area('导入', {
  /** Multipart (.xlsx in field `file`); the server checks `<resource>.import`. */
  run: endpoint({
    method: 'POST',
    path: '/import/:resource',
    permission: 'authenticated',
    summary: '导入 .xlsx（dryRun=true 只校验；false 时全部正确才写入，否则一行也不写）',
    // The file itself travels as multipart/form-data; the descriptor states the path and query parts.
    input: s.importInput,
    inputIn: 'query',
    output: s.importReport,
  }),
  template: endpoint({
    method: 'GET',
    path: '/import/:resource/template',
    permission: 'authenticated',
    summary: '下载导入模板',
    input: s.importParams,
    output: s.fileReply,
  }),
  errorFile: endpoint({
    method: 'GET',
    path: '/import/errorFile/:id',
    permission: 'authenticated',
    summary: '下载导入错误文件（原始行加错误列，仅本人）',
    input: s.fileIdParam,
    output: s.fileReply,
  }),
});
