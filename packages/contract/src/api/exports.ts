import { WORDS } from '../words.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';
import { declare, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { PAGES } from './pages.ts';

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  queued: '排队中',
  running: '导出中',
  done: '已完成',
  failed: WORDS.failed,
  expired: '已过期',
};
/** At most this many exports of one user are queued or running at a time. */
export const MAX_RUNNING_EXPORTS = 2;

const s = schemas(() => import('../exports.ts'));

export const exportsApi = area('导出中心', {
  create: endpoint({
    method: 'POST',
    path: '/export/create',
    // Checked in the service against the list's own key: `<resource>.export`.
    permission: 'authenticated',
    summary: '创建导出任务（需要该列表的 <页面>.export 权限；每人最多 2 个进行中）',
    input: s.exportCreateBody,
    output: s.createdTaskId,
    okMessage: '导出任务已创建，请到导出中心查看进度并下载',
  }),
  queryList: endpoint({
    method: 'GET',
    path: '/export/queryList',
    permission: 'exportTask.query',
    summary: '本人的导出任务（最新在前）',
    input: s.exportListQuery,
    output: s.exportTaskRow,
    paged: true,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/export/cancel',
    permission: 'exportTask.delete',
    summary: '取消进行中的导出任务；已结束的任务连同文件删除',
    input: s.exportIdBody,
    output: s.done,
  }),
  /** Streams the .xlsx (not the JSON envelope). */
  download: endpoint({
    method: 'GET',
    path: '/export/download/:id',
    permission: 'exportTask.download',
    summary: '下载导出文件（仅本人）',
    input: s.fileIdParam,
    output: s.fileReply,
  }),
});
/** `/select/reportFile/*` and `/queryApi/file/*`: the report-file views of the same file store. */
export const reportFilesApi = area(PAGES.reportFile.title, {
  queryList: endpoint({
    method: 'GET',
    path: '/select/reportFile/queryList',
    permission: 'reportFile.query',
    summary: '本人可下载的已生成文件（导出文件等，未过期）',
    input: s.reportFileQuery,
    output: s.reportFileRow,
    paged: true,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/select/reportFile/remove',
    permission: 'reportFile.delete',
    summary: '删除本人的已生成文件',
    input: s.exportIdBody,
    output: s.done,
    okMessage: '删除成功',
  }),
  download: endpoint({
    method: 'GET',
    path: '/select/reportFile/download/:id',
    permission: 'reportFile.download',
    summary: '按编号下载已生成文件（仅本人）',
    input: s.fileIdParam,
    output: s.fileReply,
  }),
  fileDownload: endpoint({
    method: 'GET',
    path: '/queryApi/file/:id',
    permission: 'reportFile.download',
    summary: '按编号下载已生成文件（同 /select/reportFile/download）',
    input: s.fileIdParam,
    output: s.fileReply,
  }),
});

/** A user's files: each user reads only the files of their own exports, whatever their data scope. */
const OWN = { none: '只看本人生成的文件' } as const;

export const reportFileResource = declare({
  name: 'exports',
  label: PAGES.reportFile.title,
  endpoints: reportFilesApi,
  fields: fields({
    fileName: { label: '文件名', kind: 'text', in: ['list', 'filter'] },
    resourceLabel: { label: COMMON_LABELS.source, kind: 'text', in: ['list'], width: 120 },
    rows: { label: '行数', kind: 'quantity', in: ['list'], width: 100 },
    createTime: { label: '生成时间', kind: 'datetime', in: ['list'] },
    expireTime: { label: '过期时间', kind: 'datetime', in: ['list'] },
  }),
  scope: { 1: OWN, 2: OWN, 3: OWN, 5: OWN, 6: OWN, 7: OWN },
  page: PAGES.reportFile,
});

const F = reportFileResource.fields;
/** A user's export tasks: each user reads only their own, whatever their data scope; so does the export of the list. */
export const exportTaskResource = declare({
  name: 'exports',
  label: PAGES.exportTask.title,
  endpoints: { queryList: exportsApi.queryList },
  fields: fields({
    fileName: { ...F.fileName, in: ['list', 'export'] },
    resourceLabel: { label: '列表', kind: 'text', in: ['list', 'export'], width: 110 },
    status: commonField('status', ['list', 'export'], {
      options: EXPORT_STATUSES.map((value) => ({ value, label: EXPORT_STATUS_LABELS[value] })),
      width: 200,
    }),
    rows: { ...F.rows, in: ['list', 'export'], width: 90 },
    size: { label: '大小', kind: 'number', in: ['list'], width: 90 },
    createTime: commonField('createTime', ['list', 'export']),
    finishTime: { label: '完成时间', kind: 'datetime', in: ['list', 'export'] },
    expireTime: { ...F.expireTime, in: ['list', 'export'] },
    message: { label: COMMON_LABELS.note, kind: 'text', in: ['list', 'export'], width: 120 },
  }),
  scope: { 1: OWN, 2: OWN, 3: OWN, 5: OWN, 6: OWN, 7: OWN },
  page: PAGES.exportTask,
});
