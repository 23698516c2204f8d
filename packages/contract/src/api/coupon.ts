import { declare, machine, stateOptions, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { yuan } from '../money.ts';
import { resourceApi, ENABLED_STATES } from './resource.ts';
import { commonField, COMMON_LABELS } from '../common-fields.ts';
import { PAGES } from './pages.ts';

/**
 * Coupons (优惠券, issue 29): templates (满减 or 折扣, threshold on the eligible lines, validity, total), coupons
 * issued to shops, used by an order and given back by its cancel. Money in integer cents. What a coupon takes
 * off an order is `couponOff` (../coupon-math.ts): the server and the create-order form compute it alike.
 */

export const COUPON_TYPE_OPTIONS = [
  { value: 1, label: '满减' },
  { value: 2, label: '折扣' },
] as const;

export const COUPON_STATES = {
  1: { label: '未使用', color: 'green' },
  2: { label: COMMON_LABELS.used, color: 'blue' },
  3: { label: '已过期', color: 'default' },
  4: { label: '已作废', color: 'red' },
} as const;

/** A coupon's life: used by an order (and given back by its cancel while valid), expired by the job, voided by a user. */
export const couponMachine = machine({
  field: 'status',
  states: COUPON_STATES,
  transitions: {
    use: { from: [1], to: 2, permission: 'orderDx.add', label: '使用' },
    giveBack: { from: [2], to: 1, permission: 'orderList.cancel', label: '退回' },
    expire: { from: [1], to: 3, permission: 'coupon.edit', label: '过期' },
    void: { from: [1], to: 4, permission: 'coupon.void', label: '作废' },
  },
});

const s = schemas(() => import('../coupon.ts'));

export const couponTemplateApi = resourceApi({
  tag: COMMON_LABELS.coupon,
  path: '/coupon/template',
  page: 'coupon',
  label: PAGES.couponTemplate.title,
  create: s.couponTemplateCreate,
  update: s.couponTemplateUpdate,
  query: s.couponTemplateQuery,
  row: s.couponTemplateRow,
});

export const couponApi = area(COMMON_LABELS.coupon, {
  issue: endpoint({
    method: 'POST',
    path: '/coupon/issue',
    permission: 'coupon.issue',
    summary: '发放优惠券（权限内门店；不超过模板总量；可带 Idempotency-Key 头）',
    input: s.couponIssue,
    output: s.couponIssued,
    okMessage: '发放成功',
  }),
  queryList: endpoint({
    method: 'GET',
    path: '/coupon/queryList',
    permission: 'coupon.query',
    summary: '优惠券列表',
    input: s.couponQuery,
    output: s.couponRow,
    paged: true,
  }),
  void: endpoint({
    method: 'POST',
    path: '/coupon/void',
    permission: 'coupon.void',
    summary: '作废优惠券（未使用的；全部成功或全部不变）',
    input: s.couponVoid,
    output: s.done,
    okMessage: '作废成功',
  }),
  usable: endpoint({
    method: 'GET',
    path: '/coupon/usable',
    permission: 'orderDx.add',
    summary: '门店今日可用的优惠券（下单选择）',
    input: s.couponUsableQuery,
    output: s.couponUsables,
  }),
});

export const COUPON_TEMPLATE_FIELDS = fields({
  name: { label: COMMON_LABELS.templateName, kind: 'text', in: ['list', 'filter', 'form', 'audit'] },
  type: { label: COMMON_LABELS.type, kind: 'enum', options: COUPON_TYPE_OPTIONS, in: ['list', 'form', 'audit'], width: 80 },
  amountOff: { label: '减免金额', kind: 'money', in: ['list', 'form', 'audit'] },
  discountRate: { label: '折扣（减%）', kind: 'number', in: ['list', 'form', 'audit'], width: 100 },
  maxDiscount: { label: '最高优惠', kind: 'money', in: ['list', 'form', 'audit'] },
  threshold: { label: '使用门槛', kind: 'money', in: ['list', 'form', 'audit'] },
  skuCodes: { label: '适用商品', kind: 'longtext', in: ['list', 'form', 'audit'] },
  validFrom: { label: COMMON_LABELS.validFrom, kind: 'date', in: ['list', 'form', 'audit'] },
  validTo: { label: COMMON_LABELS.validTo, kind: 'date', in: ['list', 'form', 'audit'] },
  validDays: { label: '领取后有效天数', kind: 'quantity', in: ['list', 'form', 'audit'] },
  total: { label: '发放总量', kind: 'quantity', in: ['list', 'form', 'audit'] },
  issued: { label: '已发放', kind: 'quantity', in: ['list', 'audit'] },
  status: commonField('status', ['audit'], {
    options: stateOptions(ENABLED_STATES),
  }),
});

export const couponTemplateResource = declare({
  name: 'coupon',
  label: PAGES.couponTemplate.title,
  endpoints: couponTemplateApi,
  fields: COUPON_TEMPLATE_FIELDS,
  scope: {},
  page: { menu: 'coupon', path: '/marketing/coupon', title: COMMON_LABELS.coupon },
});

export const couponResource = declare({
  name: 'coupon',
  label: COMMON_LABELS.coupon,
  endpoints: couponApi,
  fields: {
    couponNo: { label: '券号', kind: 'code', in: ['list', 'export', 'audit'], width: 170 },
    retCode: commonField('retCode', ['list', 'filter', 'export']),
    retName: commonField('retName', ['list', 'export']),
    templateId: { label: COMMON_LABELS.template, kind: 'ref', ref: 'couponTemplate', nameField: 'templateName', in: ['filter'] },
    templateName: { label: '券模板', kind: 'text', in: ['list', 'export'] },
    status: commonField('status', ['list', 'filter', 'export', 'audit'], { options: stateOptions(COUPON_STATES) }),
    orderNo: { label: '使用订单', kind: 'code', in: ['list', 'export', 'audit'], width: 190 },
    validFrom: { label: COMMON_LABELS.validFrom, kind: 'date', in: ['list', 'export'] },
    validTo: { label: COMMON_LABELS.validTo, kind: 'date', in: ['list', 'export'] },
    createTime: { label: '发放时间', kind: 'datetime', in: ['list', 'export'] },
  },
  // A coupon copies every scope key of its shop when it is issued, like an order.
  scope: { 1: 'retCode', 2: 'spCode', 3: 'platformCode', 5: 'channelCode', 6: 'provinceCode', 7: 'gradeCode' },
  machine: couponMachine,
  page: { menu: 'coupon', path: '/marketing/coupon', title: COMMON_LABELS.coupon },
});

/** What a coupon takes off: its template's rule. */
export type CouponRule = {
  type: number;
  amountOff: number;
  discountRate: number;
  maxDiscount: number;
  threshold: number;
  skuCodes: readonly string[];
};
/** An order line as priced before the coupon: its amount and the tier discount already taken off (cents). */
export type PricedLine = { skuCode: string; amount: number; discount: number };

/**
 * The coupon's discount on an order (cents), or why it cannot be used. The eligible amount is what the lines
 * the coupon covers (every line when `skuCodes` is empty) still cost after their tier discounts; the threshold
 * is met on it. 满减 takes `amountOff`; 折扣 takes `discountRate` % of the eligible amount rounded half up to the
 * cent, at most `maxDiscount` when that is set (> 0). Either is capped at the eligible amount: never below 0.
 */
export function couponOff(rule: CouponRule, lines: readonly PricedLine[]): { off: number; eligible: number; problem?: string } {
  const covered = lines.filter((l) => !rule.skuCodes.length || rule.skuCodes.includes(l.skuCode));
  const eligible = covered.reduce((sum, l) => sum + l.amount - l.discount, 0);
  if (!covered.length) return { off: 0, eligible, problem: '订单中没有该优惠券适用的商品' };
  if (eligible < rule.threshold) return { off: 0, eligible, problem: `未达到优惠券使用门槛（适用商品满${yuan(rule.threshold)}）` };
  const raw = rule.type === 1 ? rule.amountOff : Math.round((eligible * rule.discountRate) / 100);
  const capped = rule.type === 2 && rule.maxDiscount > 0 ? Math.min(raw, rule.maxDiscount) : raw;
  return { off: Math.max(0, Math.min(capped, eligible)), eligible };
}

/** The rule in one phrase: 满¥100.00减¥10.00, 满¥50.00减15%（最多减¥5.00）, 无门槛减¥3.00. */
export function couponRuleText(rule: CouponRule): string {
  const when = rule.threshold > 0 ? `满${yuan(rule.threshold)}` : '无门槛';
  if (rule.type === 1) return `${when}减${yuan(rule.amountOff)}`;
  return `${when}减${rule.discountRate}%${rule.maxDiscount > 0 ? `（最多减${yuan(rule.maxDiscount)}）` : ''}`;
}
