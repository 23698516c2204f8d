import { WORDS } from '../words.ts';
import { declare, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { commonField, COMMON_LABELS } from '../common-fields.ts';
import { PAGES } from './pages.ts';

/**
 * ERP push (`/erp/order`, DOMAIN "Orders"): every approved order is pushed once to the brand's ERP by a
 * background job; the push row tells how far it got. Completion (`/order/opt/complete`) closes a shipped order.
 */

/** A push: 1 待推送 → 2 推送中 → 3 成功, or back to 1 for a retry, or 4 失败 once the attempts are spent. */
export const ERP_PUSH_MACHINE = machine({
  field: 'status',
  states: {
    1: { label: '待推送', color: 'default' },
    2: { label: '推送中', color: 'processing' },
    3: { label: WORDS.success, color: 'success' },
    4: { label: WORDS.failed, color: 'error' },
  },
  transitions: {
    // The job's own steps (no user clicks them; the key names who may see them happen).
    claim: { from: [1], to: 2, permission: 'erpOrder.push', label: '推送' },
    succeed: { from: [2], to: 3, permission: 'erpOrder.push', label: '标记成功' },
    again: { from: [2], to: 1, permission: 'erpOrder.push', label: '等待重试' },
    fail: { from: [2], to: 4, permission: 'erpOrder.push', label: WORDS.markFailed },
    retry: { from: [4], to: 1, permission: 'erpOrder.retry', label: '重试' },
  },
});
export const ERP_PUSH_STATUS = stateOptions(ERP_PUSH_MACHINE.states);

const s = schemas(() => import('../erp.ts'));

export const erpApi = area(PAGES.erpOrder.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/erp/order/queryList',
    permission: 'erpOrder.query',
    summary: 'ERP推送列表',
    input: s.erpPushQuery,
    output: s.erpPushRow,
    paged: true,
  }),
  byOrder: endpoint({
    method: 'GET',
    path: '/erp/order/byOrder',
    permission: 'erpOrder.query',
    summary: '订单的ERP推送（订单详情）',
    input: s.orderIdInput,
    output: s.erpPushRows,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/erp/order/retry',
    permission: 'erpOrder.retry',
    summary: '失败的推送重新排队',
    input: s.erpRetryBody,
    output: s.erpRetried,
    okMessage: '已重新排队',
  }),
});

/** Completion of a shipped order (the order's 40 → 50, declared in the order's machine). */
export const orderCompleteApi = area('订单', {
  complete: endpoint({
    method: 'POST',
    path: '/order/opt/complete',
    permission: 'orderList.complete',
    summary: '完成订单（已发货 → 已完成）',
    input: s.completeBody,
    output: s.completed,
    okMessage: '操作成功',
  }),
});

export const erpPushResource = declare({
  name: 'erp',
  label: PAGES.erpOrder.title,
  endpoints: erpApi,
  fields: {
    orderNo: commonField('orderNo', ['list', 'filter', 'export'], { width: 190 }),
    retName: commonField('retName', ['list', 'export']),
    status: { label: '推送状态', kind: 'enum', options: ERP_PUSH_STATUS, in: ['list', 'filter', 'export', 'audit'] },
    attempts: { label: '推送次数', kind: 'quantity', in: ['list', 'export', 'audit'] },
    lastError: { label: COMMON_LABELS.lastError, kind: 'longtext', in: ['list', 'export', 'audit'] },
    pushTime: { label: '推送成功时间', kind: 'datetime', in: ['list', 'export'] },
    nextRetryTime: { label: '下次重试时间', kind: 'datetime', in: ['list', 'export'] },
    createTime: commonField('createTime', ['list', 'export']),
  },
  // A push copies its order's scope keys (which copied its shop's).
  scope: { 1: 'retCode', 2: 'spCode', 3: 'platformCode', 5: 'channelCode', 6: 'provinceCode', 7: 'gradeCode' },
  machine: ERP_PUSH_MACHINE,
  page: PAGES.erpOrder,
});
