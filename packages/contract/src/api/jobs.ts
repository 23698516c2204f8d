import { WORDS } from '../words.ts';
import { common, commonField } from '../common-fields.ts';
import { declare, fields, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';

/** 1 running (scheduled), 2 paused. */
export const JOB_STATUS = { running: 1, paused: 2 } as const;
export const JOB_MACHINE = machine({
  field: 'status',
  states: { 1: { label: '运行中', color: 'processing' }, 2: { label: '已暂停', color: 'default' } },
  transitions: {
    pause: { from: [1], to: 2, permission: 'scheduleJob.pause', label: '暂停' },
    resume: { from: [2], to: 1, permission: 'scheduleJob.resume', label: '恢复' },
  },
});
export const JOB_STATUS_OPTIONS = stateOptions(JOB_MACHINE.states);
export const JOB_RESULTS = ['success', 'failed', 'timeout'] as const;
export const JOB_RESULT_LABELS: Record<(typeof JOB_RESULTS)[number], string> = {
  success: WORDS.success,
  failed: WORDS.failed,
  timeout: '超时',
};
const JOB_RESULT_OPTIONS = JOB_RESULTS.map((value) => ({ value, label: JOB_RESULT_LABELS[value] }));
export const JOB_TRIGGER_LABELS = { cron: '定时', manual: '手动' } as const;

const s = schemas(() => import('../jobs.ts'));

export const jobsApi = area('定时任务', {
  handlers: endpoint({
    method: 'GET',
    path: '/schedule/job/handlers',
    permission: 'scheduleJob.query',
    summary: '可选的处理器（代码中的固定注册表）',
    input: s.noInput,
    output: s.jobHandlerRows,
  }),
  cronPreview: endpoint({
    method: 'GET',
    path: '/schedule/job/cronPreview',
    permission: 'scheduleJob.query',
    summary: '校验 Cron 表达式并给出接下来 5 次执行时间',
    input: s.cronPreviewQuery,
    output: s.cronTimes,
  }),
  data: endpoint({
    method: 'POST',
    path: '/schedule/job/data',
    permission: 'scheduleJob.query',
    summary: '任务列表',
    input: s.jobListBody,
    output: s.jobRow,
    paged: true,
  }),
  save: endpoint({
    method: 'POST',
    path: '/schedule/job/save',
    permission: 'scheduleJob.add',
    summary: '新增任务',
    input: s.jobSaveBody,
    output: s.createdId,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/schedule/job/update',
    permission: 'scheduleJob.edit',
    summary: '修改任务',
    input: s.jobUpdateBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  pause: endpoint({
    method: 'POST',
    path: '/schedule/job/pause',
    permission: 'scheduleJob.pause',
    summary: '暂停任务',
    input: s.jobIdBody,
    output: s.done,
    okMessage: '已暂停',
  }),
  resume: endpoint({
    method: 'POST',
    path: '/schedule/job/resume',
    permission: 'scheduleJob.resume',
    summary: '恢复任务',
    input: s.jobIdBody,
    output: s.done,
    okMessage: '已恢复',
  }),
  run: endpoint({
    method: 'POST',
    path: '/schedule/job/run',
    permission: 'scheduleJob.run',
    summary: '立即执行一次（记录操作人）',
    input: s.jobIdBody,
    output: s.done,
    okMessage: '已开始执行，请查看执行日志',
  }),
  remove: endpoint({
    method: 'POST',
    path: '/schedule/job/remove/:id',
    permission: 'scheduleJob.delete',
    summary: '删除任务',
    input: s.jobIdBody,
    output: s.done,
    okMessage: '删除成功',
  }),
  logs: endpoint({
    method: 'GET',
    path: '/schedule/job/logs',
    permission: 'scheduleJob.query',
    summary: '执行日志（最新在前）',
    input: s.jobLogQuery,
    output: s.jobLogRow,
    paged: true,
  }),
});

/** Jobs run for the whole system: who may see and run them is the menu's key alone. */
const SYSTEM = { none: '系统任务，按菜单权限查看' } as const;

export const jobResource = declare({
  name: 'jobs',
  label: '任务',
  endpoints: { queryList: jobsApi.data },
  fields: fields({
    jobName: commonField('jobName', ['list', 'filter'], { width: 160 }),
    handlerLabel: { label: '处理器', kind: 'text', in: ['list'], width: 160 },
    cron: { label: 'Cron', kind: 'code', in: ['list'], width: 130 },
    status: commonField('status', ['list', 'filter'], { options: JOB_STATUS_OPTIONS }),
    nextRunTime: { label: '下次执行', kind: 'datetime', in: ['list'] },
    lastRunTime: { label: '上次执行', kind: 'datetime', in: ['list'] },
    lastResult: { label: '上次结果', kind: 'enum', options: JOB_RESULT_OPTIONS, in: ['list'], width: 90 },
    ...common({ remark: ['list'] }),
  }),
  scope: { 1: SYSTEM, 2: SYSTEM, 3: SYSTEM, 5: SYSTEM, 6: SYSTEM, 7: SYSTEM },
  machine: JOB_MACHINE,
  page: { menu: 'scheduleJob', path: '/schedule/job', title: '任务调度' },
});
