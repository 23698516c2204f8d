import { z } from 'zod';
import { pageQuery } from './paging.ts';
import { EXPORT_STATUSES } from './api/exports.ts';

export * from './api/exports.ts';

export const exportCreateBody = z.strictObject({
  /** The list's page name from the menu tree, e.g. 'userManagement'. */
  resource: z.string({ error: '请选择要导出的列表' }).trim().min(1, '请选择要导出的列表').max(64),
  /** The same filter object the list takes (paging ignored). */
  query: z.record(z.string(), z.unknown()).default({}),
});
export type ExportCreateBody = z.input<typeof exportCreateBody>;

export const exportTaskRow = z.object({
  id: z.string(),
  resource: z.string(),
  resourceLabel: z.string(),
  fileName: z.string(),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number(),
  rows: z.number(),
  size: z.number(),
  createTime: z.string(),
  finishTime: z.string(),
  expireTime: z.string(),
  message: z.string(),
});
export type ExportTaskRow = z.infer<typeof exportTaskRow>;

export const exportListQuery = z.strictObject({
  status: z
    .enum(EXPORT_STATUSES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ...pageQuery(500),
});
export const exportIdBody = z.strictObject({ id: z.uuid({ error: '任务编号不正确' }) });
export const fileIdParam = z.strictObject({ id: z.uuid({ error: '文件编号不正确' }) });

/** A generated file a user may download (the report-file view of the export store). */
export const reportFileRow = z.object({
  id: z.string(),
  fileName: z.string(),
  resource: z.string(),
  resourceLabel: z.string(),
  rows: z.number(),
  size: z.number(),
  createTime: z.string(),
  expireTime: z.string(),
});
export const reportFileQuery = z.strictObject({ fileName: z.string().trim().max(100).optional(), ...pageQuery(500) });
/** Named by the descriptor (api/exports.ts). */
export const createdTaskId = z.object({ id: z.string() });
export const done = z.null();
export const fileReply = z.unknown();
