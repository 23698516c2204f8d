import { commonField } from '../common-fields.ts';
import { declare, fields, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { shopFields } from '../document-fields.ts';
import { PAGES } from './pages.ts';
import { WORDS } from '../words.ts';

// ---- customer service records
export const CS_TYPES = [
  { value: 1, label: '咨询' },
  { value: 2, label: '投诉' },
  { value: 3, label: '建议' },
] as const;
// ---- work orders: 1 open → 2 processing → 3 resolved → 4 closed; replies until closed
export const WORK_ORDER_MACHINE = machine({
  field: 'status',
  states: {
    1: { label: '待处理', color: 'red' },
    2: { label: '处理中', color: 'blue' },
    3: { label: '已解决', color: 'green' },
    4: { label: WORDS.closed, color: 'default' },
  },
  transitions: {
    process: { from: [1], to: 2, permission: 'retWorkOrder.reply', label: '开始处理' },
    resolve: { from: [2], to: 3, permission: 'retWorkOrder.reply', label: '标记解决' },
    close: { from: [3], to: 4, permission: 'retWorkOrder.close', label: '关闭工单' },
  },
  guards: { reply: { in: [1, 2, 3], permission: 'retWorkOrder.reply', label: '回复' } },
});
export const WORK_ORDER_STATUS_TEXT: Record<number, string> = Object.fromEntries(
  Object.entries(WORK_ORDER_MACHINE.states).map(([k, v]) => [k, v.label]),
);
/** Wallet ledger row types: a refund (after-sale, half-year return) is a credit of its own, not a recharge. */
export const WALLET_LEDGER = { recharge: 1, deduct: 2, refund: 3 } as const;
export type WalletLedgerType = (typeof WALLET_LEDGER)[keyof typeof WALLET_LEDGER];
export const LEDGER_TYPE_TEXT: Record<number, string> = { 1: '充值', 2: '扣款', 3: '退款' };

const s = schemas(() => import('../shop-service.ts'));

export const shopCsApi = area('门店客服', {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/cs/queryList',
    permission: 'shopCs.query',
    summary: '门店客服记录',
    input: s.csQuery,
    output: s.csRow,
    paged: true,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/cs/add',
    permission: 'shopCs.add',
    summary: '新增客服记录',
    input: s.csCreate,
    output: s.createdId,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/shop/cs/update',
    permission: 'shopCs.edit',
    summary: '修改客服记录',
    input: s.csUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/cs/delete',
    permission: 'shopCs.delete',
    summary: '删除客服记录',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '删除成功',
  }),
});
const transition = (name: keyof typeof WORK_ORDER_MACHINE.transitions) => {
  const t = WORK_ORDER_MACHINE.transitions[name];
  return endpoint({
    method: 'POST',
    path: `/shop/retWorkOrder/${name}`,
    permission: t.permission,
    summary: `${t.label}（${WORK_ORDER_STATUS_TEXT[t.from[0]]} → ${WORK_ORDER_STATUS_TEXT[t.to]}）`,
    input: s.workOrderTransitionBody,
    output: s.done,
    okMessage: `${t.label}成功`,
  });
};

export const retWorkOrderApi = area(PAGES.retWorkOrder.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/retWorkOrder/queryList',
    permission: 'retWorkOrder.query',
    summary: '门店工单列表',
    input: s.workOrderQuery,
    output: s.workOrderRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/shop/retWorkOrder/detail',
    permission: 'retWorkOrder.query',
    summary: '工单详情（含回复）',
    input: s.idInput,
    output: s.workOrderDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/retWorkOrder/add',
    permission: 'retWorkOrder.add',
    summary: '新建工单',
    input: s.workOrderCreate,
    output: s.createdId,
    okMessage: '新增成功',
  }),
  reply: endpoint({
    method: 'POST',
    path: '/shop/retWorkOrder/reply',
    permission: 'retWorkOrder.reply',
    summary: '回复工单（已关闭的工单不能回复）',
    input: s.workOrderReplyBody,
    output: s.createdId,
    okMessage: '回复成功',
  }),
  process: transition('process'),
  resolve: transition('resolve'),
  close: transition('close'),
});
export const walletApi = area(PAGES.walletBalance.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/wall/balance/queryList',
    permission: 'walletBalance.query',
    summary: '门店钱包余额（分）',
    input: s.walletQuery,
    output: s.walletRow,
    paged: true,
  }),
  recharge: endpoint({
    method: 'POST',
    path: '/shop/wall/balance/recharge',
    permission: 'walletBalance.recharge',
    summary: '充值（金额为正整数，单位分；可带 Idempotency-Key 头）',
    input: s.moveBody,
    output: s.moveResult,
    okMessage: '充值成功',
  }),
  deduct: endpoint({
    method: 'POST',
    path: '/shop/wall/balance/deduct',
    permission: 'walletBalance.deduct',
    summary: '扣款（余额不足时拒绝，余额永不为负；可带 Idempotency-Key 头）',
    input: s.moveBody,
    output: s.moveResult,
    okMessage: '扣款成功',
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/shop/wall/balance/ledger',
    permission: 'walletBalance.detail',
    summary: '钱包流水（变动前后余额、操作人、原因）',
    input: s.ledgerQuery,
    output: s.ledgerRow,
    paged: true,
  }),
});
export const appSettingApi = area('应用设置', {
  queryList: endpoint({
    method: 'POST',
    path: '/shop/app/setting/queryList',
    permission: 'appSetting.query',
    summary: '应用设置列表',
    input: s.settingQuery,
    output: s.settingRow,
    paged: true,
  }),
  add: endpoint({
    method: 'POST',
    path: '/shop/app/setting/add',
    permission: 'appSetting.add',
    summary: '新增设置',
    input: s.settingCreate,
    output: s.createdId,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/shop/app/setting/update',
    permission: 'appSetting.edit',
    summary: '修改设置',
    input: s.settingUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/shop/app/setting/delete',
    permission: 'appSetting.delete',
    summary: '删除设置',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '删除成功',
  }),
});

// A shop's service rows follow their shop in every dimension the shop carries.
const byShop = { 1: 'retCode' } as const;
const f = shopFields();

/** A service record's fields, apart from its declaration: the record's schema reads their labels (the
 * declaration's type depends on that schema through its endpoints). */
export const csFields = fields({
  ...f.shop,
  csType: commonField('type', ['list', 'filter', 'export', 'audit'], { options: CS_TYPES, width: 80 }),
  content: { label: '服务内容', kind: 'longtext', in: ['list', 'export', 'audit'] },
  result: { label: '处理结果', kind: 'longtext', in: ['list', 'export', 'audit'] },
  operator: { label: '记录人', kind: 'text', in: ['list', 'export'], width: 150 },
  ...f.times,
});

export const shopCsResource = declare({
  name: 'shop-cs',
  label: '客服记录',
  endpoints: shopCsApi,
  fields: csFields,
  scope: byShop,
  page: { menu: 'shopCs', path: '/shop/cs', title: '门店客服' },
});

/** A work order's fields, apart from its declaration for the same reason. */
export const workOrderFields = fields({
  id: commonField('recordId', ['export']),
  ...f.shop,
  title: commonField('title', ['list', 'filter', 'export'], { width: 200 }),
  content: { label: '问题描述', kind: 'longtext', in: ['export'] },
  status: commonField('status', ['list', 'filter', 'export'], { options: stateOptions(WORK_ORDER_MACHINE.states), width: 90 }),
  replyCount: { label: '回复数', kind: 'quantity', in: ['list', 'export'], width: 80 },
  creator: commonField('creator', ['list', 'export'], { width: 150 }),
  ...f.times,
});

export const workOrderResource = declare({
  name: 'shop-work-order',
  label: '工单',
  endpoints: retWorkOrderApi,
  fields: workOrderFields,
  scope: byShop,
  machine: WORK_ORDER_MACHINE,
  page: PAGES.retWorkOrder,
});

export const walletResource = declare({
  name: 'shop-wallet',
  label: '钱包',
  endpoints: walletApi,
  fields: {
    ...f.listedShop,
    balance: { label: '余额', kind: 'money', in: ['list', 'export'], width: 140 },
    ...f.updated,
  },
  scope: byShop,
  page: PAGES.walletBalance,
});

const SETTING = { none: '应用设置是全局配置，不属于任何门店' } as const;
/** An app setting's fields, apart from its declaration for the same reason. */
export const appSettingFields = fields({
  key: { label: '配置键', kind: 'code', in: ['list', 'filter', 'export', 'audit'], width: 200 },
  value: { label: '配置值', kind: 'longtext', in: ['list', 'export', 'audit'] },
  remark: commonField('remark', ['list', 'export', 'audit'], { width: 200 }),
  ...f.updated,
});

export const appSettingResource = declare({
  name: 'shop-app-setting',
  label: '配置',
  endpoints: appSettingApi,
  fields: appSettingFields,
  scope: { 1: SETTING, 2: SETTING, 3: SETTING, 4: SETTING, 5: SETTING, 6: SETTING, 7: SETTING },
  page: { menu: 'appSetting', path: '/shop/app-setting', title: '应用设置' },
});
