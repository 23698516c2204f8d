import { declare, machine, stateOptions, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';
import { WORDS } from '../words.ts';
import { PAGES } from './pages.ts';

/**
 * Allocation (配额分配, DOMAIN "Stock and allocation"): quota plans for a scarce SKU over a period, one line per
 * shop, service provider or province; approving an order consumes its line's quota, cancelling returns it.
 * The specification names only the prefixes; the calls, statuses and rules are issue 28's.
 */

/** The dimension a plan shares its total over: the scope dimension whose code a line names (1 shop, 2 SP, 6 province). */
export const ALLOC_DIMENSIONS = [
  { value: 1, label: COMMON_LABELS.shop },
  { value: 2, label: COMMON_LABELS.spName },
  { value: 6, label: COMMON_LABELS.provinceCode },
] as const;

/**
 * 1 draft → 2 active (orders consume it) → 3 closed. Assumed by issue 28: a plan is edited and deleted only as a
 * draft; its lines are saved while a draft or active (a line never below what orders already used).
 */
export const PLAN_MACHINE = machine({
  field: 'status',
  states: {
    1: { label: WORDS.draft, color: 'default' },
    2: { label: '生效中', color: 'success' },
    3: { label: WORDS.closed, color: 'error' },
  },
  transitions: {
    activate: { from: [1], to: 2, permission: 'allocPlan.activate', label: '生效' },
    close: { from: [2], to: 3, permission: 'allocPlan.close', label: WORDS.close },
  },
  guards: {
    edit: { in: [1], permission: 'allocPlan.edit', label: WORDS.edit },
    delete: { in: [1], permission: 'allocPlan.delete', label: WORDS.delete },
    lines: { in: [1, 2], permission: 'allocPlan.edit', label: '设置配额' },
  },
});
export const PLAN_STATUS = stateOptions(PLAN_MACHINE.states);

const s = schemas(() => import('../alloc.ts'));
const planCall = (name: 'activate' | 'close', okMessage: string) =>
  endpoint({
    method: 'POST',
    path: `/alloc/plan/${name}`,
    permission: PLAN_MACHINE.transitions[name].permission,
    summary: `${PLAN_MACHINE.transitions[name].label}配额计划`,
    input: s.planId,
    output: s.done,
    okMessage,
  });

export const allocPlanApi = area(PAGES.allocPlan.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/alloc/plan/queryList',
    permission: 'allocPlan.query',
    summary: '配额计划列表',
    input: s.planQuery,
    output: s.planRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/alloc/plan/detail',
    permission: 'allocPlan.query',
    summary: '配额计划详情',
    input: s.planId,
    output: s.planRow,
  }),
  add: endpoint({
    method: 'POST',
    path: '/alloc/plan/add',
    permission: 'allocPlan.add',
    summary: '新增配额计划（草稿）',
    input: s.planCreate,
    output: s.createdId,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/alloc/plan/update',
    permission: 'allocPlan.edit',
    summary: '修改配额计划（仅草稿）',
    input: s.planUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/alloc/plan/delete',
    permission: 'allocPlan.delete',
    summary: '删除配额计划（仅草稿）',
    input: s.planId,
    output: s.done,
    okMessage: '删除成功',
  }),
  activate: planCall('activate', '已生效'),
  close: planCall('close', WORDS.closed),
});

export const allocLineApi = area(PAGES.allocPlan.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/alloc/line/queryList',
    permission: 'allocPlan.query',
    summary: '配额明细（配额、已用、剩余）',
    input: s.lineQuery,
    output: s.lineRows,
  }),
  save: endpoint({
    method: 'POST',
    path: '/alloc/line/save',
    permission: 'allocPlan.edit',
    summary: '保存配额明细（替换计划的全部明细，配额合计不超过计划总量）',
    input: s.lineSave,
    output: s.done,
    okMessage: '保存成功',
  }),
  codeOptions: endpoint({
    method: 'GET',
    path: '/alloc/line/codeOptions',
    permission: 'allocPlan.query',
    summary: '可分配对象（按计划维度：门店、服务商或省份，数据权限内）',
    input: s.codeOptionQuery,
    output: s.codeOptions,
  }),
});

const none = { none: '配额计划是品牌方的配置：它的明细按计划维度的编码受数据权限约束（/alloc/line）' } as const;

export const PLAN_FIELDS = fields({
  planName: { label: '计划名称', kind: 'text', in: ['list', 'filter', 'form', 'detail', 'export', 'audit'], width: 180 },
  skuCode: commonField('skuCode', ['list', 'filter', 'form', 'detail', 'export', 'audit']),
  skuName: commonField('skuName', ['list', 'detail', 'export']),
  dimension: { label: '分配维度', kind: 'enum', options: ALLOC_DIMENSIONS, in: ['list', 'form', 'detail', 'export', 'audit'] },
  periodStart: { label: COMMON_LABELS.startDate, kind: 'date', in: ['list', 'form', 'detail', 'export', 'audit'] },
  periodEnd: { label: COMMON_LABELS.endDate, kind: 'date', in: ['list', 'form', 'detail', 'export', 'audit'] },
  total: { label: '计划总量', kind: 'quantity', in: ['list', 'form', 'detail', 'export', 'audit'] },
  allotted: { label: '已分配', kind: 'quantity', in: ['list', 'detail', 'export'] },
  used: { label: COMMON_LABELS.used, kind: 'quantity', in: ['list', 'detail', 'export'] },
  status: commonField('status', ['list', 'filter', 'detail', 'export', 'audit'], { options: PLAN_STATUS }),
  lines: { label: '配额明细', kind: 'longtext', in: ['audit'] },
  createTime: commonField('createTime', ['list', 'detail', 'export']),
});

// While a plan is active, a shop / SP / province without a line in it has no quota for the plan's SKU: its
// orders of that SKU are refused 超出配额 (the "beyond it, 409" read literally: no line is a quota of 0).
export const planResource = declare({
  name: 'alloc',
  label: COMMON_LABELS.plan,
  endpoints: allocPlanApi,
  fields: PLAN_FIELDS,
  scope: { 1: none, 2: none, 3: none, 5: none, 6: none, 7: none },
  machine: PLAN_MACHINE,
  page: PAGES.allocPlan,
});

/** A line's fields (the plan page's table). */
export const LINE_FIELDS = {
  code: { label: COMMON_LABELS.code, kind: 'code', in: ['list'] },
  name: { label: COMMON_LABELS.name, kind: 'text', in: ['list'] },
  quota: { label: '配额', kind: 'quantity', in: ['list', 'form'] },
  used: { label: COMMON_LABELS.used, kind: 'quantity', in: ['list'] },
  remaining: { label: '剩余', kind: 'quantity', in: ['list'] },
} as const;

/** How auto-allocation shares a plan's total (shown on the page as written here). */
export const ALLOC_FORMULA =
  '配额ᵢ = ⌊计划总量 × 出货量ᵢ ÷ Σ出货量⌋，剩余数量按小数部分从大到小逐个加 1（最大余数法，小数相同时出货量大者优先、再按编码），各配额之和恰好等于计划总量；统计期内没有出货记录时平均分配。出货量为所选天数内服务商上报的进货（进货上报）数量，按计划维度（门店 / 服务商 / 省份）汇总；分配对象为计划已有明细与有出货记录者。';

export const autoAllocApi = area('自动分配', {
  preview: endpoint({
    method: 'POST',
    path: '/sellout/autoAlloc/preview',
    permission: 'autoAlloc.preview',
    summary: '按近期出货预览配额分配（不保存）',
    input: s.autoAllocInput,
    output: s.autoAllocLines,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/sellout/autoAlloc/apply',
    permission: 'autoAlloc.apply',
    summary: '按近期出货分配配额并保存为计划明细',
    input: s.autoAllocInput,
    output: s.autoAllocLines,
    okMessage: '分配已保存',
  }),
});

/** A preview line's fields. */
export const AUTO_FIELDS = {
  code: { label: COMMON_LABELS.code, kind: 'code', in: ['list'] },
  name: { label: COMMON_LABELS.name, kind: 'text', in: ['list'] },
  sellout: { label: '出货量', kind: 'quantity', in: ['list'] },
  quota: { label: '分配配额', kind: 'quantity', in: ['list'] },
} as const;
