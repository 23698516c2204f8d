import { PAGES } from './api/pages.ts';
import { z } from 'zod';
import { DATAX_MODES, IDENTIFIER, TABLE_FIELDS as L, TASK_LABELS } from './api/datax.ts';
import { pageQuery } from './paging.ts';
import { done, idField, listQuery, nameField, rowBase, statusField, updateBody } from './resource.ts';

export * from './api/datax.ts';

/** Data sync's schemas (the calls: api/datax.ts). */

const identifier = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(127, `${label}不能超过127个字符`)
    .regex(IDENTIFIER, `${label}只能是小写字母、数字和下划线（可带 schema 前缀，如 public.shop）`);

const column = (label: string) => identifier(label).refine((v) => !v.includes('.'), `${label}不能带 schema 前缀`);

/** Blank: the console's own database. The password goes in its own field (a password in the URL is moved there). */
const dbUrl = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .max(300, `${label}不能超过300个字符`)
    .refine(
      (v) => v === '' || /^postgres(ql)?:\/\/[^\s/?#]+\/[^\s/?#]+(\?[^\s#]*)?$/i.test(v),
      `${label}须形如 postgres://用户@主机:端口/库名`,
    )
    .default('');

/** Left out or blank: the stored password stays. */
const password = (label: string) => z.string().max(128, `${label}不能超过128个字符`).optional();

export const dataxTable = z
  .strictObject({
    source: identifier(L.source),
    target: identifier(L.target),
    mode: z.enum(DATAX_MODES.map((m) => m.value) as ['full', 'incremental'], { error: `${L.mode}须为全量或增量` }),
    watermarkColumn: z.union([column(L.watermarkColumn), z.literal('')]).default(''),
    keyColumns: z
      .array(column(L.keyColumns), { error: `请输入${L.keyColumns}` })
      .min(1, `请输入${L.keyColumns}`)
      .max(8, `${L.keyColumns}最多8个`),
  })
  .refine((t) => t.mode !== 'incremental' || t.watermarkColumn !== '', {
    message: `增量同步须填写${L.watermarkColumn}`,
    path: ['watermarkColumn'],
  });
export type DataxTable = z.infer<typeof dataxTable>;

export const dataxTaskCreate = z
  .strictObject({
    name: nameField('任务'),
    sourceUrl: dbUrl(TASK_LABELS.sourceUrl),
    sourcePassword: password(TASK_LABELS.sourcePasswordSet),
    targetUrl: dbUrl(TASK_LABELS.targetUrl),
    targetPassword: password(TASK_LABELS.targetPasswordSet),
    tables: z
      .array(dataxTable, { error: `请添加${L.tables}` })
      .min(1, `请添加${L.tables}`)
      .max(50, `${L.tables}最多50张`),
    cron: z.string().trim().max(64, 'Cron 表达式不能超过64个字符').default(''),
    status: statusField.default(1),
  })
  .refine((b) => new Set(b.tables.map((t) => t.target)).size === b.tables.length, { message: '同一目标表不能出现两次', path: ['tables'] });
export const dataxTaskUpdate = updateBody(dataxTaskCreate, { id: idField(PAGES.dataxTask.title) });
export const dataxTaskQuery = listQuery({});
export const dataxTaskRow = z.object({
  ...rowBase,
  name: z.string(),
  sourceUrl: z.string(),
  sourcePasswordSet: z.number(),
  targetUrl: z.string(),
  targetPasswordSet: z.number(),
  tables: z.array(
    z.object({ source: z.string(), target: z.string(), mode: z.string(), watermarkColumn: z.string(), keyColumns: z.array(z.string()) }),
  ),
  tablesText: z.string(),
  cron: z.string(),
  lastRunStatus: z.number().nullable(),
});
export type DataxTaskRow = z.infer<typeof dataxTaskRow>;

export const dataxTaskRunBody = z.strictObject({ id: idField(PAGES.dataxTask.title) });
export const dataxRunBody = z.strictObject({ id: idField('同步记录') });
export const dataxRunStarted = z.object({ id: z.number(), status: z.number() });
export const dataxRunQuery = z.object({
  ...pageQuery(100),
  taskId: z.coerce.number({ error: '请选择同步任务' }).int().positive('请选择同步任务'),
});
export const dataxTableLog = z.object({
  source: z.string(),
  target: z.string(),
  mode: z.string(),
  rowsRead: z.number(),
  rowsWritten: z.number(),
  ok: z.boolean(),
  error: z.string(),
});
export type DataxTableLog = z.infer<typeof dataxTableLog>;
export const dataxRunRow = z.object({
  id: z.number(),
  taskId: z.number(),
  status: z.number(),
  trigger: z.string(),
  rowsRead: z.number(),
  rowsWritten: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  error: z.string(),
  operator: z.string(),
  log: z.array(dataxTableLog),
  createTime: z.string(),
});
export type DataxRunRow = z.infer<typeof dataxRunRow>;

export { done };
