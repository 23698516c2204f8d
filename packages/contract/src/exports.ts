import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  queued: '排队中',
  running: '导出中',
  done: '已完成',
  failed: '失败',
  expired: '已过期',
};
/** At most this many exports of one user are queued or running at a time. */
export const MAX_RUNNING_EXPORTS = 2;

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

export const exportsApi = area('导出中心', {
  create: endpoint({
    method: 'POST',
    path: '/export/create',
    // Checked in the service against the list's own key: `<resource>.export`.
    permission: 'authenticated',
    summary: '创建导出任务（需要该列表的 <页面>.export 权限；每人最多 2 个进行中）',
    input: exportCreateBody,
    output: z.object({ id: z.string() }),
    okMessage: '导出任务已创建，请到导出中心查看进度并下载',
  }),
  queryList: endpoint({
    method: 'GET',
    path: '/export/queryList',
    permission: 'exportTask.query',
    summary: '本人的导出任务（最新在前）',
    input: exportListQuery,
    output: exportTaskRow,
    paged: true,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/export/cancel',
    permission: 'exportTask.delete',
    summary: '取消进行中的导出任务；已结束的任务连同文件删除',
    input: exportIdBody,
    output: z.null(),
  }),
  /** Streams the .xlsx (not the JSON envelope). */
  download: endpoint({
    method: 'GET',
    path: '/export/download/:id',
    permission: 'exportTask.download',
    summary: '下载导出文件（仅本人）',
    input: fileIdParam,
    output: z.unknown(),
  }),
});

/** `/select/reportFile/*` and `/queryApi/file/*`: the report-file views of the same file store. */
export const reportFilesApi = area('报表文件', {
  queryList: endpoint({
    method: 'GET',
    path: '/select/reportFile/queryList',
    permission: 'reportFile.query',
    summary: '本人可下载的已生成文件（导出文件等，未过期）',
    input: reportFileQuery,
    output: reportFileRow,
    paged: true,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/select/reportFile/remove',
    permission: 'reportFile.delete',
    summary: '删除本人的已生成文件',
    input: exportIdBody,
    output: z.null(),
    okMessage: '删除成功',
  }),
  download: endpoint({
    method: 'GET',
    path: '/select/reportFile/download/:id',
    permission: 'reportFile.download',
    summary: '按编号下载已生成文件（仅本人）',
    input: fileIdParam,
    output: z.unknown(),
  }),
  fileDownload: endpoint({
    method: 'GET',
    path: '/queryApi/file/:id',
    permission: 'reportFile.download',
    summary: '按编号下载已生成文件（同 /select/reportFile/download）',
    input: fileIdParam,
    output: z.unknown(),
  }),
});
