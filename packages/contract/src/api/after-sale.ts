import { documentFields } from '../document-fields.ts';
import { WORDS } from '../words.ts';
import { declare, type MachineDecl, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { commonField, COMMON_LABELS } from '../common-fields.ts';
import { PAGES } from './pages.ts';

/**
 * After-sales (售后, `/order/afterSale/*`): a shop's refund (type 1) or return with refund (type 2) on a shipped
 * or completed order. 10 待审核 → 20 已同意 → 30 已收货 (type 2: the goods are back) → 40 已退款; 10 → 90 已拒绝.
 * Money in integer cents.
 */

export const AFTER_SALE_STATES = {
  10: { label: WORDS.pendingReview, color: 'orange' },
  20: { label: '已同意', color: 'blue' },
  30: { label: '已收货', color: 'cyan' },
  40: { label: '已退款', color: 'green' },
  90: { label: '已拒绝', color: 'default' },
} as const;
export const AFTER_SALE_TYPES = [
  { value: 1, label: '仅退款' },
  { value: 2, label: '退货退款' },
] as const;
/** An after-sale is asked for on a shipped (40) or completed (50) order. */
export const AFTER_SALE_ORDER_STATUSES = [40, 50] as const;

const agree = {
  approve: { from: [10], to: 20, permission: 'afterSale.approve', label: '同意' },
  reject: { from: [10], to: 90, permission: 'afterSale.approve', label: '拒绝' },
} as const;
/** Refund only (type 1): refunded once agreed. */
export const REFUND_FLOW = machine({
  field: 'status',
  states: AFTER_SALE_STATES,
  transitions: { ...agree, refund: { from: [20], to: 40, permission: 'afterSale.refund', label: '退款' } },
});
/** Return with refund (type 2): the goods come back first, then the money. */
export const RETURN_FLOW = machine({
  field: 'status',
  states: AFTER_SALE_STATES,
  transitions: {
    ...agree,
    receive: { from: [20], to: 30, permission: 'afterSale.process', label: '收货' },
    refund: { from: [30], to: 40, permission: 'afterSale.refund', label: '退款' },
  },
});
/** The machine an after-sale of `type` follows: the server's check-and-set and the page's buttons read it. */
export const afterSaleFlow = (type: number): MachineDecl => (type === 1 ? REFUND_FLOW : RETURN_FLOW);

const s = schemas(() => import('../after-sale.ts'));

export const afterSaleApi = area('售后', {
  queryList: endpoint({
    method: 'POST',
    path: '/order/afterSale/queryList',
    permission: 'afterSale.query',
    summary: '售后单列表',
    input: s.afterSaleQuery,
    output: s.afterSaleRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/order/afterSale/detail',
    permission: 'afterSale.detail',
    summary: '售后单详情（明细与日志）',
    input: s.idInput,
    output: s.afterSaleDetail,
  }),
  byOrder: endpoint({
    method: 'GET',
    path: '/order/afterSale/byOrder',
    permission: 'orderList.detail',
    summary: '订单的售后单（订单详情）',
    input: s.orderIdInput,
    output: s.afterSaleRows,
  }),
  add: endpoint({
    method: 'POST',
    path: '/order/afterSale/add',
    permission: 'afterSale.add',
    summary: '申请售后（数量不超过已发货减已申请）',
    input: s.afterSaleCreate,
    output: s.afterSaleCreated,
    okMessage: '申请成功',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/order/afterSale/approve',
    permission: 'afterSale.approve',
    summary: '同意售后',
    input: s.afterSaleStep,
    output: s.done,
    okMessage: '已同意',
  }),
  reject: endpoint({
    method: 'POST',
    path: '/order/afterSale/reject',
    permission: 'afterSale.approve',
    summary: '拒绝售后',
    input: s.afterSaleReject,
    output: s.done,
    okMessage: '已拒绝',
  }),
  receive: endpoint({
    method: 'POST',
    path: '/order/afterSale/receive',
    permission: 'afterSale.process',
    summary: '退货收货（退回订单仓库，库存流水 RETURN）',
    input: s.afterSaleStep,
    output: s.done,
    okMessage: '收货成功',
  }),
  refund: endpoint({
    method: 'POST',
    path: '/order/afterSale/refund',
    permission: 'afterSale.refund',
    summary: '退款到门店钱包',
    input: s.afterSaleStep,
    output: s.done,
    okMessage: '退款成功',
  }),
});

/** The after-sale as one declaration: labels, formats, export columns, audit labels and its machine. */
const afterSale = documentFields(stateOptions(AFTER_SALE_STATES));

export const afterSaleResource = declare({
  name: 'after-sale',
  label: '售后单',
  endpoints: afterSaleApi,
  fields: {
    afterSaleNo: afterSale.code('售后单号', { width: 190 }),
    orderNo: commonField('orderNo', ['list', 'filter', 'detail', 'export'], { width: 190 }),
    retCode: commonField('retCode', ['filter', 'detail', 'export']),
    retName: commonField('retName', ['list', 'detail', 'export']),
    type: { label: '售后类型', kind: 'enum', options: AFTER_SALE_TYPES, in: ['list', 'filter', 'detail', 'export', 'audit'] },
    status: afterSale.status(),
    refundAmount: { label: '退款金额', kind: 'money', in: ['list', 'detail', 'export', 'audit'] },
    reason: { label: '售后原因', kind: 'longtext', in: ['list', 'detail', 'export', 'audit'] },
    rejectReason: { label: '拒绝原因', kind: 'longtext', in: ['detail', 'export', 'audit'] },
    lines: { label: '售后明细', kind: 'longtext', in: ['audit'] },
    createTime: afterSale.createTime({ label: COMMON_LABELS.applyTime }),
  },
  // An after-sale copies its order's scope keys (the order copied its shop's).
  scope: { 1: 'retCode', 2: 'spCode', 3: 'platformCode', 5: 'channelCode', 6: 'provinceCode', 7: 'gradeCode' },
  machine: RETURN_FLOW,
  page: PAGES.afterSale,
});
