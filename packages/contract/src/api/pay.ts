import { WORDS } from '../words.ts';
import { PAGES } from './pages.ts';
import { declare, machine, stateOptions, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi } from './resource.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';

/**
 * Payments (支付, issue 29): channels (their `apiKey` is write-only: no call, export or log ever shows it, only
 * whether it is set) and payment records, marked paid by the provider's signed callback `POST
 * /pay/notify/{channelCode}`. Money in integer cents.
 */

export const PAY_CHANNEL_TYPES = [
  { value: 1, label: '微信' },
  { value: 2, label: '支付宝' },
  { value: 3, label: '银行' },
  { value: 4, label: '钱包' },
] as const;
/** The wallet channel pays from the shop's wallet. */
export const WALLET_CHANNEL_TYPE = 4;
/** The callback's signature header: `sha256=<hex HMAC-SHA256 of the raw body with the channel's apiKey>`. */
export const PAY_SIGNATURE_HEADER = 'X-Pay-Signature';

export const PAY_STATES = {
  1: { label: '待支付', color: 'orange' },
  2: { label: '已支付', color: 'green' },
  3: { label: '已退款', color: 'purple' },
  4: { label: WORDS.failed, color: 'red' },
} as const;

/** A record is paid or failed once, by its channel's signed callback. */
export const payMachine = machine({
  field: 'status',
  states: PAY_STATES,
  transitions: {
    paid: { from: [1], to: 2, permission: 'payRecord.query', label: '支付' },
    failed: { from: [1], to: 4, permission: 'payRecord.query', label: '支付失败' },
  },
});

const s = schemas(() => import('../pay.ts'));

export const payChannelApi = resourceApi({
  tag: '支付',
  path: '/pay/channel',
  page: 'payChannel',
  label: COMMON_LABELS.payChannel,
  create: s.payChannelCreate,
  update: s.payChannelUpdate,
  query: s.payChannelQuery,
  row: s.payChannelRow,
});

export const payApi = area('支付', {
  recordList: endpoint({
    method: 'GET',
    path: '/pay/record/queryList',
    permission: 'payRecord.query',
    summary: PAGES.payRecord.title,
    input: s.payRecordQuery,
    output: s.payRecordRow,
    paged: true,
  }),
  recordAdd: endpoint({
    method: 'POST',
    path: '/pay/record/add',
    permission: 'payRecord.add',
    summary: '发起支付（订单应付金额，待支付，等待渠道回调）',
    input: s.payRecordCreate,
    output: s.payRecordCreated,
    okMessage: '已发起支付',
  }),
  reconcile: endpoint({
    method: 'GET',
    path: '/pay/reconcile/queryList',
    permission: 'payReconcile.query',
    summary: '支付对账（某日订单与支付记录：一致、未支付、金额不符；日期默认今天）',
    input: s.payReconcileQuery,
    output: s.payReconcileRow,
    paged: true,
  }),
  notify: endpoint({
    method: 'POST',
    path: '/pay/notify/:channelCode',
    permission: 'public',
    summary: '支付渠道回调（X-Pay-Signature: sha256=<原始请求体的 HMAC-SHA256>）',
    input: s.payNotify,
    output: s.done,
    okMessage: 'success',
  }),
});

export const PAY_CHANNEL_FIELDS = fields({
  channelCode: { label: COMMON_LABELS.channelCode, kind: 'code', in: ['list', 'filter', 'form', 'audit'] },
  name: { label: COMMON_LABELS.channelName, kind: 'text', in: ['list', 'filter', 'form', 'audit'] },
  type: { label: COMMON_LABELS.type, kind: 'enum', options: PAY_CHANNEL_TYPES, in: ['list', 'form', 'audit'], width: 80 },
  mchId: { label: '商户号', kind: 'code', in: ['list', 'form', 'audit'] },
  appId: { label: 'AppID', kind: 'code', in: ['list', 'form', 'audit'] },
  apiKey: { label: '密钥', kind: 'text', in: ['form', 'audit'] },
  apiKeySet: { label: '密钥', kind: 'text', in: ['list'], width: 80 },
  notifyUrl: { label: '回调地址', kind: 'longtext', in: ['list', 'form', 'audit'] },
});

export const payChannelResource = declare({
  name: 'pay',
  label: COMMON_LABELS.payChannel,
  endpoints: payChannelApi,
  fields: PAY_CHANNEL_FIELDS,
  scope: {},
  page: { menu: 'payChannel', path: '/pay/channel', title: COMMON_LABELS.payChannel },
});

export const payRecordResource = declare({
  name: 'pay',
  label: PAGES.payRecord.title,
  endpoints: payApi,
  fields: {
    payNo: { label: '支付单号', kind: 'code', in: ['list', 'export', 'audit'], width: 190 },
    orderNo: commonField('orderNo', ['list', 'filter', 'export', 'audit'], { width: 190 }),
    retCode: { label: COMMON_LABELS.retCode, kind: 'ref', ref: 'shop', in: ['list', 'filter', 'export'] },
    channelCode: { label: COMMON_LABELS.payChannel, kind: 'ref', ref: 'payChannel', in: ['list', 'filter', 'export'] },
    amount: { label: COMMON_LABELS.amount, kind: 'money', in: ['list', 'export', 'audit'] },
    status: commonField('status', ['list', 'filter', 'export', 'audit'], { options: stateOptions(PAY_STATES) }),
    tradeNo: { label: '渠道流水号', kind: 'code', in: ['list', 'export', 'audit'], width: 190 },
    paidTime: { label: '支付时间', kind: 'datetime', in: ['list', 'export'] },
    createTime: commonField('createTime', ['list', 'export']),
  },
  // A record copies its order's scope keys (its `channelCode` is the pay channel: the sales channel is kept apart).
  scope: { 1: 'retCode', 2: 'spCode', 3: 'platformCode', 5: 'salesChannelCode', 6: 'provinceCode', 7: 'gradeCode' },
  machine: payMachine,
  page: PAGES.payRecord,
});

export const RECONCILE_RESULTS = [
  { value: 1, label: '一致', color: 'green' },
  { value: 2, label: '未支付', color: 'orange' },
  { value: 3, label: '金额不符', color: 'red' },
] as const;

/** A day's orders against what was paid for them (the latest paid record of each). */
export const payReconcileResource = declare({
  name: 'pay',
  label: PAGES.payReconcile.title,
  endpoints: payApi,
  fields: {
    orderNo: commonField('orderNo', ['list', 'export'], { width: 190 }),
    retCode: commonField('retCode', ['list', 'export']),
    retName: commonField('retName', ['list', 'export']),
    orderAmount: { label: '订单应付', kind: 'money', in: ['list', 'export'] },
    paidAmount: { label: '已支付', kind: 'money', in: ['list', 'export'] },
    payNo: { label: '支付单号', kind: 'code', in: ['list', 'export'], width: 190 },
    channelCode: { label: COMMON_LABELS.payChannel, kind: 'ref', ref: 'payChannel', in: ['list', 'export'] },
    result: { label: '对账结果', kind: 'enum', options: RECONCILE_RESULTS, in: ['list', 'filter', 'export'] },
  },
  scope: { 1: 'retCode', 2: 'spCode', 3: 'platformCode', 5: 'channelCode', 6: 'provinceCode', 7: 'gradeCode' },
  page: PAGES.payReconcile,
});
