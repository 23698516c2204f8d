import { PAGES } from './pages.ts';
import { COMMON_LABELS } from '../common-fields.ts';
import { declare, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi } from './resource.ts';
import { WORDS } from '../words.ts';

/**
 * Data sync (数据同步, `/datax/*`, issue 30): a task copies tables from a source PostgreSQL into a target one,
 * in full (the target table's rows replaced in one transaction) or incrementally (rows past a watermark,
 * upserted on the key columns in batches). Each run is a job; one task has at most one unfinished run.
 */

export const DATAX_MODES = [
  { value: 'full', label: '全量' },
  { value: 'incremental', label: '增量' },
] as const;
export type DataxMode = (typeof DATAX_MODES)[number]['value'];
export const MODE_LABEL = Object.fromEntries(DATAX_MODES.map((m) => [m.value, m.label])) as Record<DataxMode, string>;

/** The labels of a task's table line (the tables editor, the run's table log, the schema's messages). */
export const TABLE_FIELDS = {
  source: '源表',
  target: '目标表',
  mode: '同步方式',
  watermarkColumn: '水位列',
  keyColumns: '主键列',
  tables: '同步表',
} as const;

/** The labels of a task's connection fields (the declaration and the schema's messages). */
export const TASK_LABELS = {
  sourceUrl: '源库地址',
  sourcePasswordSet: '源库密码',
  targetUrl: '目标库地址',
  targetPasswordSet: '目标库密码',
} as const;

/** Whether a password is stored: the password itself is never answered, exported or logged. */
export const PASSWORD_STATES = [
  { value: 1, label: '已设置', color: 'success' },
  { value: 0, label: '未设置', color: 'default' },
] as const;

/** Table and column names: lower-case identifiers, optionally schema-qualified; quoted, never concatenated. */
export const IDENTIFIER = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

/**
 * A run: 1 排队中 → 2 运行中 → 3 成功 or 4 失败. 中断 (the menu's `pause`) stops a queued or running run between
 * batches (5 已中断: a full copy rolls back, an incremental one keeps the batches it committed); 继续 (`resume`)
 * queues an interrupted or failed run again, and it carries on from the stored watermarks. pause/resume act on
 * runs, not on the schedule: the schedule is the task's 启用/停用 (its own keys), as on every resource page.
 */
export const dataxRunMachine = machine({
  field: 'status',
  states: {
    1: { label: '排队中', color: 'default' },
    2: { label: '运行中', color: 'processing' },
    3: { label: WORDS.success, color: 'success' },
    4: { label: WORDS.failed, color: 'error' },
    5: { label: '已中断', color: 'warning' },
  },
  transitions: {
    // The job's own steps (nobody clicks them; the key names who may see them happen).
    start: { from: [1], to: 2, permission: 'dataxTask.run', label: '开始' },
    succeed: { from: [2], to: 3, permission: 'dataxTask.run', label: WORDS.complete },
    fail: { from: [1, 2], to: 4, permission: 'dataxTask.run', label: WORDS.markFailed },
    pause: { from: [1, 2], to: 5, permission: 'dataxTask.pause', label: '中断' },
    resume: { from: [4, 5], to: 1, permission: 'dataxTask.resume', label: '继续同步' },
  },
});
/** Unfinished runs (queued or running): one per task at most. */
export const OPEN_RUN_STATES = dataxRunMachine.transitions.pause.from;

const s = schemas(() => import('../datax.ts'));

export const dataxTaskApi = resourceApi({
  tag: '数据同步',
  path: '/datax/task',
  page: 'dataxTask',
  label: PAGES.dataxTask.title,
  create: s.dataxTaskCreate,
  update: s.dataxTaskUpdate,
  query: s.dataxTaskQuery,
  row: s.dataxTaskRow,
});

export const dataxApi = area('数据同步', {
  run: endpoint({
    method: 'POST',
    path: '/datax/task/run',
    permission: 'dataxTask.run',
    summary: '立即同步（排队执行；同一任务同时只有一个未结束的同步）',
    input: s.dataxTaskRunBody,
    output: s.dataxRunStarted,
    okMessage: '已加入同步队列',
  }),
  runList: endpoint({
    method: 'GET',
    path: '/datax/run/queryList',
    permission: 'dataxTask.query',
    summary: '同步记录（每张表的日志）',
    input: s.dataxRunQuery,
    output: s.dataxRunRow,
    paged: true,
  }),
  pause: endpoint({
    method: 'POST',
    path: '/datax/run/pause',
    permission: 'dataxTask.pause',
    summary: '中断排队中或运行中的同步（在批次之间停下）',
    input: s.dataxRunBody,
    output: s.done,
    okMessage: '已中断',
  }),
  resume: endpoint({
    method: 'POST',
    path: '/datax/run/resume',
    permission: 'dataxTask.resume',
    summary: '继续已中断或失败的同步（从已提交的水位继续）',
    input: s.dataxRunBody,
    output: s.done,
    okMessage: '已重新排队',
  }),
});

const TASK_STATES = stateOptions({ 1: { label: WORDS.enable, color: 'green' }, 2: { label: WORDS.disable, color: 'default' } });

export const dataxTaskResource = declare({
  name: 'datax',
  label: PAGES.dataxTask.title,
  endpoints: dataxTaskApi,
  fields: {
    name: { label: COMMON_LABELS.jobName, kind: 'text', in: ['list', 'filter', 'form', 'export', 'audit'] },
    sourceUrl: { label: TASK_LABELS.sourceUrl, kind: 'text', in: ['list', 'form', 'export', 'audit'], width: 220 },
    sourcePasswordSet: {
      label: TASK_LABELS.sourcePasswordSet,
      kind: 'enum',
      options: PASSWORD_STATES,
      in: ['list', 'export', 'audit'],
      width: 90,
    },
    targetUrl: { label: TASK_LABELS.targetUrl, kind: 'text', in: ['list', 'form', 'export', 'audit'], width: 220 },
    targetPasswordSet: {
      label: TASK_LABELS.targetPasswordSet,
      kind: 'enum',
      options: PASSWORD_STATES,
      in: ['list', 'export', 'audit'],
      width: 90,
    },
    tablesText: { label: TABLE_FIELDS.tables, kind: 'longtext', in: ['list', 'export', 'audit'] },
    cron: { label: COMMON_LABELS.cron, kind: 'code', in: ['list', 'form', 'export', 'audit'] },
    lastRunStatus: { label: '最近同步', kind: 'enum', options: stateOptions(dataxRunMachine.states), in: ['list', 'export'] },
    status: { label: COMMON_LABELS.status, kind: 'enum', options: TASK_STATES, in: ['list', 'filter', 'export', 'audit'] },
  },
  // Sync tasks reach whole tables of whole databases and carry no dimension: a user limited in any sees and
  // runs none of them (fail closed, like the partner platforms), so a task never becomes a way around the scope.
  scope: {},
  page: PAGES.dataxTask,
});

export const dataxRunResource = declare({
  name: 'datax',
  label: '同步记录',
  endpoints: dataxApi,
  fields: {
    id: { label: COMMON_LABELS.recordId, kind: 'number', in: ['list'], width: 90 },
    status: { label: COMMON_LABELS.status, kind: 'enum', options: stateOptions(dataxRunMachine.states), in: ['list', 'filter', 'audit'] },
    trigger: { label: '触发方式', kind: 'text', in: ['list'], width: 90 },
    rowsRead: { label: '读取行数', kind: 'quantity', in: ['list', 'audit'] },
    rowsWritten: { label: '写入行数', kind: 'quantity', in: ['list', 'audit'] },
    startTime: { label: COMMON_LABELS.startTime, kind: 'datetime', in: ['list'] },
    endTime: { label: COMMON_LABELS.endTime, kind: 'datetime', in: ['list'] },
    error: { label: COMMON_LABELS.errorMessage, kind: 'longtext', in: ['list', 'audit'] },
    operator: { label: COMMON_LABELS.initiator, kind: 'text', in: ['list'] },
  },
  scope: {},
  machine: dataxRunMachine,
  page: PAGES.dataxTask,
});
