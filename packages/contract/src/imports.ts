import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';

/** At most this many data rows per file. */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const importParams = z.strictObject({ resource: z.string().trim().min(1).max(64) });
export const importQuery = z.strictObject({
  dryRun: z
    .enum(['true', 'false', '1', '0'], { error: 'dryRun 只能是 true 或 false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export const importError = z.object({ row: z.number(), field: z.string(), message: z.string() });
export const importReport = z.object({
  total: z.number(),
  valid: z.number(),
  invalid: z.number(),
  /** The first 500 errors (the error file holds them all). */
  errors: z.array(importError),
  /** The original rows with an error column, to download (when there are errors). */
  errorFileId: z.string().nullable(),
  dryRun: z.boolean(),
  /** Rows written: all of them, or none (a real run with any invalid row writes nothing). */
  imported: z.number(),
});
export type ImportReport = z.infer<typeof importReport>;

export const importsApi = area('导入', {
  /** Multipart (.xlsx in field `file`); the server checks `<resource>.import`. */
  run: endpoint({
    method: 'POST',
    path: '/import/:resource',
    permission: 'authenticated',
    summary: '导入 .xlsx（dryRun=true 只校验；false 时全部正确才写入，否则一行也不写）',
    // The file itself travels as multipart/form-data; the descriptor states the path and query parts.
    input: importParams.extend(importQuery.shape),
    inputIn: 'query',
    output: importReport,
  }),
  template: endpoint({
    method: 'GET',
    path: '/import/:resource/template',
    permission: 'authenticated',
    summary: '下载导入模板',
    input: importParams,
    output: z.unknown(),
  }),
  errorFile: endpoint({
    method: 'GET',
    path: '/import/errorFile/:id',
    permission: 'authenticated',
    summary: '下载导入错误文件（原始行加错误列，仅本人）',
    input: z.strictObject({ id: z.uuid({ error: '文件编号不正确' }) }),
    output: z.unknown(),
  }),
});
