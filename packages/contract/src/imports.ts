import { z } from 'zod';

export * from './api/imports.ts';

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
/** Named by the descriptor (api/imports.ts). */
export const importInput = importParams.extend(importQuery.shape);
export const fileReply = z.unknown();
export const fileIdParam = z.strictObject({ id: z.uuid({ error: '文件编号不正确' }) });
