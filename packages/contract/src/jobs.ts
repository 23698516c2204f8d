import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { JOB_RESULTS } from './api/jobs.ts';

export * from './api/jobs.ts';

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
/** Named by the descriptor (api/jobs.ts). */
export const noInput = z.strictObject({});
export const jobHandlerRows = z.array(jobHandlerRow);
export const cronTimes = z.array(z.string());
export const createdId = z.object({ id: z.number() });
export const done = z.null();
