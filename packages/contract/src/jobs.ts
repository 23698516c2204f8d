import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';

/** 1 running (scheduled), 2 paused. */
export const JOB_STATUS = { running: 1, paused: 2 } as const;
export const JOB_STATUS_OPTIONS = [
  { value: 1, label: '运行中' },
  { value: 2, label: '已暂停' },
] as const;
export const JOB_RESULTS = ['success', 'failed', 'timeout'] as const;
export const JOB_RESULT_LABELS: Record<(typeof JOB_RESULTS)[number], string> = { success: '成功', failed: '失败', timeout: '超时' };
export const JOB_TRIGGER_LABELS = { cron: '定时', manual: '手动' } as const;

/** Five fields (minute hour day month weekday), or six with a leading seconds field. */
export const cronField = z
  .string({ error: '请输入 Cron 表达式' })
  .trim()
  .min(1, '请输入 Cron 表达式')
  .max(120, 'Cron 表达式过长')
  .refine((v) => [5, 6].includes(v.split(/\s+/).length), 'Cron 表达式应为 5 段（分 时 日 月 周），可在最前加秒');

const jobFields = {
  jobName: z.string({ error: '请输入任务名称' }).trim().min(1, '请输入任务名称').max(50, '任务名称不能超过50个字符'),
  handler: z.string({ error: '请选择处理器' }).trim().min(1, '请选择处理器').max(64),
  cron: cronField,
  params: z.record(z.string(), z.unknown()).default({}),
  status: z.coerce
    .number()
    .refine((v) => v === 1 || v === 2, '请选择状态')
    .default(1),
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
};
export const jobSaveBody = z.strictObject(jobFields);
export type JobSaveBody = z.input<typeof jobSaveBody>;
export const jobUpdateBody = z.strictObject({
  id: z.coerce.number().int().positive('请选择任务'),
  ...jobFields,
  updateTime: updateTimeField,
});
export const jobIdBody = z.strictObject({ id: z.coerce.number({ error: '请选择任务' }).int().positive('请选择任务') });

export const jobListBody = z.strictObject({
  jobName: optionalText(50),
  status: z
    .union([z.literal(''), z.coerce.number().refine((v) => v === 1 || v === 2, '状态不正确')])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  ...pageQuery(500),
});

export const jobRow = z.object({
  id: z.number(),
  jobName: z.string(),
  handler: z.string(),
  handlerLabel: z.string(),
  cron: z.string(),
  params: z.record(z.string(), z.unknown()),
  status: z.number(),
  remark: z.string(),
  nextRunTime: z.string(),
  lastRunTime: z.string(),
  lastResult: z.string(),
  running: z.boolean(),
  updateTime: z.string(),
});
export type JobRow = z.infer<typeof jobRow>;

export const jobHandlerRow = z.object({
  name: z.string(),
  label: z.string(),
  /** JSON Schema of the params (from the handler's zod schema). */
  paramsSchema: z.record(z.string(), z.unknown()),
  defaultParams: z.record(z.string(), z.unknown()),
  timeoutSeconds: z.number(),
  retries: z.number(),
});

export const jobLogQuery = z.strictObject({ jobId: z.coerce.number().int().positive('请选择任务'), ...pageQuery(500) });
export const jobLogRow = z.object({
  id: z.string(),
  jobId: z.number(),
  trigger: z.enum(['cron', 'manual']),
  operator: z.string(),
  attempt: z.number(),
  startTime: z.string(),
  durationMs: z.number(),
  result: z.enum(JOB_RESULTS),
  message: z.string(),
});
export type JobLogRow = z.infer<typeof jobLogRow>;

export const cronPreviewQuery = z.strictObject({ cron: cronField });

export const jobsApi = area('定时任务', {
  handlers: endpoint({
    method: 'GET',
    path: '/schedule/job/handlers',
    permission: 'scheduleJob.query',
    summary: '可选的处理器（代码中的固定注册表）',
    input: z.strictObject({}),
    output: z.array(jobHandlerRow),
  }),
  cronPreview: endpoint({
    method: 'GET',
    path: '/schedule/job/cronPreview',
    permission: 'scheduleJob.query',
    summary: '校验 Cron 表达式并给出接下来 5 次执行时间',
    input: cronPreviewQuery,
    output: z.array(z.string()),
  }),
  data: endpoint({
    method: 'POST',
    path: '/schedule/job/data',
    permission: 'scheduleJob.query',
    summary: '任务列表',
    input: jobListBody,
    output: jobRow,
    paged: true,
  }),
  save: endpoint({
    method: 'POST',
    path: '/schedule/job/save',
    permission: 'scheduleJob.add',
    summary: '新增任务',
    input: jobSaveBody,
    output: z.object({ id: z.number() }),
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/schedule/job/update',
    permission: 'scheduleJob.edit',
    summary: '修改任务',
    input: jobUpdateBody,
    output: z.null(),
    okMessage: '修改成功',
  }),
  pause: endpoint({
    method: 'POST',
    path: '/schedule/job/pause',
    permission: 'scheduleJob.pause',
    summary: '暂停任务',
    input: jobIdBody,
    output: z.null(),
    okMessage: '已暂停',
  }),
  resume: endpoint({
    method: 'POST',
    path: '/schedule/job/resume',
    permission: 'scheduleJob.resume',
    summary: '恢复任务',
    input: jobIdBody,
    output: z.null(),
    okMessage: '已恢复',
  }),
  run: endpoint({
    method: 'POST',
    path: '/schedule/job/run',
    permission: 'scheduleJob.run',
    summary: '立即执行一次（记录操作人）',
    input: jobIdBody,
    output: z.null(),
    okMessage: '已开始执行，请查看执行日志',
  }),
  remove: endpoint({
    method: 'POST',
    path: '/schedule/job/remove/:id',
    permission: 'scheduleJob.delete',
    summary: '删除任务',
    input: jobIdBody,
    output: z.null(),
    okMessage: '删除成功',
  }),
  logs: endpoint({
    method: 'GET',
    path: '/schedule/job/logs',
    permission: 'scheduleJob.query',
    summary: '执行日志（最新在前）',
    input: jobLogQuery,
    output: jobLogRow,
    paged: true,
  }),
});
