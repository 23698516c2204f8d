import { PAGES } from './pages.ts';
import { declare, machine, stateOptions, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi } from './resource.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';
import { WORDS } from '../words.ts';

/**
 * Order risk (`/ord/risk`, `/risk/grade`): every new order is scored by the rules, the score falls in a grade,
 * the grade's action decides whether the order may be approved (放行) or waits for a review (人工审核, 拦截).
 */

/** What a grade does to an order, with the tag colour the order list shows it in. */
export const RISK_ACTIONS = {
  1: { label: '放行', color: 'green' },
  2: { label: '人工审核', color: 'orange' },
  3: { label: '拦截', color: 'red' },
} as const;
export const RISK_ACTION_OPTIONS = stateOptions(RISK_ACTIONS);

/** The rules, in the order they are shown; what `threshold` means for each. */
export const RISK_RULES = {
  NEW_SHOP: { name: '新门店首单', threshold: '天数（该天数内门店无其他订单）' },
  HIGH_AMOUNT: { name: '大额订单', threshold: '倍数（超过近90天均单的倍数）' },
  REGION_MISMATCH: { name: '收货地区不符', threshold: '不适用' },
  FREQUENT: { name: '频繁下单', threshold: '单数（24小时内超过该单数）' },
} as const;
export type RiskRuleCode = keyof typeof RISK_RULES;

/** A scored order's review: 0 none needed (放行), 1 waiting, 2 passed, 3 rejected (the order cancelled). */
export const RISK_REVIEW_MACHINE = machine({
  field: 'reviewStatus',
  states: {
    0: { label: '无需审核', color: 'default' },
    1: { label: WORDS.pendingReview, color: 'orange' },
    2: { label: '审核通过', color: 'green' },
    3: { label: '审核拒绝', color: 'red' },
  },
  transitions: {
    pass: { from: [1], to: 2, permission: 'orderRisk.review', label: '审核通过' },
    reject: { from: [1], to: 3, permission: 'orderRisk.review', label: '审核拒绝' },
  },
});
export const RISK_REVIEW_STATUS = stateOptions(RISK_REVIEW_MACHINE.states);

const s = schemas(() => import('../risk.ts'));

export const riskGradeApi = resourceApi({
  tag: COMMON_LABELS.riskGrade,
  path: '/risk/grade',
  page: 'riskGrade',
  label: COMMON_LABELS.riskGrade,
  create: s.riskGradeCreate,
  update: s.riskGradeUpdate,
  query: s.riskGradeQuery,
  row: s.riskGradeRow,
});

export const riskApi = area(PAGES.orderRisk.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/ord/risk/queryList',
    permission: 'orderRisk.query',
    summary: '订单风险评分列表',
    input: s.orderRiskQuery,
    output: s.orderRiskRow,
    paged: true,
  }),
  review: endpoint({
    method: 'POST',
    path: '/ord/risk/review',
    permission: 'orderRisk.review',
    summary: '风控审核（通过后可审核订单；拒绝则取消订单）',
    input: s.riskReviewBody,
    output: s.riskReviewed,
    okMessage: '审核成功',
  }),
  ruleList: endpoint({
    method: 'POST',
    path: '/ord/risk/rule/queryList',
    permission: 'orderRisk.query',
    summary: '风控规则列表',
    input: s.riskRuleQuery,
    output: s.riskRuleRows,
  }),
  byOrder: endpoint({
    method: 'GET',
    path: '/ord/risk/byOrder',
    permission: 'orderRisk.query',
    summary: '订单的风险评分（订单详情）',
    input: s.orderIdInput,
    output: s.orderRiskOfOrder,
  }),
  ruleUpdate: endpoint({
    method: 'POST',
    path: '/ord/risk/rule/update',
    permission: 'orderRisk.edit',
    summary: '修改风控规则（分值、阈值、启用）',
    input: s.riskRuleUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
});

const DICT = { none: '风险等级是字典，不按数据权限划分' } as const;

export const RISK_GRADE_FIELDS = fields({
  gradeCode: { label: '等级编码', kind: 'code', in: ['list', 'filter', 'form', 'audit'] },
  gradeName: { label: '等级名称', kind: 'text', in: ['list', 'filter', 'form', 'audit'] },
  minScore: { label: '最低分', kind: 'number', in: ['list', 'form', 'audit'] },
  maxScore: { label: '最高分', kind: 'number', in: ['list', 'form', 'audit'] },
  action: { label: '处置', kind: 'enum', options: RISK_ACTION_OPTIONS, in: ['list', 'form', 'audit'] },
  status: commonField('status', ['list', 'audit'], {
    options: [
      { value: 1, label: WORDS.enable },
      { value: 2, label: WORDS.disable },
    ],
  }),
});

export const riskGradeResource = declare({
  name: 'risk',
  label: COMMON_LABELS.riskGrade,
  endpoints: riskGradeApi,
  fields: RISK_GRADE_FIELDS,
  scope: { 1: DICT, 2: DICT, 3: DICT, 4: DICT, 5: DICT, 6: DICT, 7: DICT },
  page: { menu: 'riskGrade', path: '/order/risk-grade', title: COMMON_LABELS.riskGrade },
});

export const orderRiskResource = declare({
  name: 'risk',
  label: PAGES.orderRisk.title,
  endpoints: riskApi,
  fields: {
    orderNo: commonField('orderNo', ['list', 'filter', 'export'], { width: 190 }),
    retCode: { label: COMMON_LABELS.retCode, kind: 'code', in: ['filter', 'export'] },
    retName: commonField('retName', ['list', 'export']),
    score: { label: '风险分', kind: 'number', in: ['list', 'export', 'audit'] },
    gradeName: { label: COMMON_LABELS.riskGrade, kind: 'text', in: ['list', 'export'] },
    gradeCode: { label: '等级编码', kind: 'code', in: ['filter', 'export'] },
    action: { label: '处置', kind: 'enum', options: RISK_ACTION_OPTIONS, in: ['list', 'export'] },
    reasons: { label: '命中规则', kind: 'longtext', in: ['list', 'export'], width: 340 },
    reviewStatus: { label: '审核状态', kind: 'enum', options: RISK_REVIEW_STATUS, in: ['list', 'export', 'audit'] },
    reviewRemark: { label: COMMON_LABELS.auditRemark, kind: 'longtext', in: ['list', 'export', 'audit'] },
    createTime: { label: '评分时间', kind: 'datetime', in: ['list', 'export'] },
  },
  // A score copies its order's scope keys.
  scope: { 1: 'retCode', 2: 'spCode', 3: 'platformCode', 5: 'channelCode', 6: 'provinceCode', 7: 'gradeCode' },
  machine: RISK_REVIEW_MACHINE,
  page: PAGES.orderRisk,
});
