import { WORDS } from '../words.ts';
import { declare, fields, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { commonField, COMMON_LABELS } from '../common-fields.ts';

/**
 * Orders (订单, DOMAIN "Orders"): the order list, the telesales (坐席) list, detail, and the transitions
 * approve / merge-approve / cancel with their batches, remark and address edits. Paths and query/body choices
 * as the specification spells them. Money in integer cents.
 */

/** The order's statuses, their names and tag colours (the state machine: `orderResource` below). */
export const ORDER_STATES = {
  10: { label: WORDS.pendingReview, color: 'orange' },
  20: { label: WORDS.approved, color: 'blue' },
  30: { label: '已推送ERP', color: 'geekblue' },
  40: { label: '已发货', color: 'cyan' },
  50: { label: '已完成', color: 'green' },
  90: { label: WORDS.cancelled, color: 'default' },
  91: { label: '已合并', color: 'purple' },
} as const;
export const ORDER_STATUS = Object.fromEntries(Object.entries(ORDER_STATES).map(([k, v]) => [k, v.label])) as {
  [K in keyof typeof ORDER_STATES]: (typeof ORDER_STATES)[K]['label'];
};
export const ORDER_SOURCE = { 1: '门店APP', 2: '坐席', 3: '合作平台', 4: WORDS.gift } as const;
const ORDER_SOURCE_OPTIONS = Object.entries(ORDER_SOURCE).map(([value, label]) => ({ value: Number(value), label }));
/** The status tabs of the order list, in order (全部 = no status filter). */
export const ORDER_STATUS_TABS = [10, 20, 30, 40, 50, 90, 91] as const;
/** Roles of telesales agents (坐席): on the DX list they see only the orders they placed. */
export const AGENT_ROLE_CODES = ['0034', '0038'] as const;
/**
 * An order's detail opens from the order list (`orderList.detail`: any order in scope) and from the telesales
 * list (`orderDx.detail`: what that list shows the caller — telesales orders, an agent's own only).
 */
export const ORDER_DETAIL_KEYS = { list: 'orderList.detail', dx: 'orderDx.detail' } as const;

const s = schemas(() => import('../order.ts'));

export const orderApi = area('订单', {
  queryList: endpoint({
    method: 'POST',
    path: '/order/query/list',
    permission: 'orderList.query',
    summary: '订单列表',
    input: s.orderQuery,
    output: s.orderRow,
    paged: true,
  }),
  queryDxList: endpoint({
    method: 'POST',
    path: '/order/query/DX/list',
    permission: 'orderDx.query',
    summary: '坐席订单列表',
    input: s.orderQuery,
    output: s.orderRow,
    paged: true,
  }),
  statusCount: endpoint({
    method: 'POST',
    path: '/order/query/statusCount',
    permission: 'orderList.query',
    summary: '订单状态计数（列表页签）',
    input: s.countQuery,
    output: s.orderStatusCounts,
  }),
  dxStatusCount: endpoint({
    method: 'POST',
    path: '/order/query/DX/statusCount',
    permission: 'orderDx.query',
    summary: '坐席订单状态计数（列表页签，坐席只计自己下的单）',
    input: s.countQuery,
    output: s.orderStatusCounts,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/order/query/detail',
    permission: [ORDER_DETAIL_KEYS.list, ORDER_DETAIL_KEYS.dx],
    summary: '订单详情（明细与日志）',
    input: s.idInput,
    output: s.orderDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/order/opt/create',
    permission: 'orderDx.add',
    summary: '坐席下单',
    input: s.orderCreate,
    output: s.orderCreated,
    okMessage: '下单成功',
  }),
  preview: endpoint({
    method: 'POST',
    path: '/order/opt/preview',
    permission: 'orderDx.add',
    summary: '下单试算（与下单同一计价：特价、套餐、阶梯折扣、优惠券；不写入）',
    input: s.orderCreate,
    output: s.orderPreview,
  }),
  shopOptions: endpoint({
    method: 'GET',
    path: '/order/opt/shopOptions',
    permission: 'orderDx.add',
    summary: '下单可选门店（权限内、启用）',
    input: s.shopOptionQuery,
    output: s.orderShopOptions,
  }),
  skuOptions: endpoint({
    method: 'GET',
    path: '/order/opt/skuOptions',
    permission: 'orderDx.add',
    summary: '下单可选商品（门店当日价格与订货规则）',
    input: s.skuOptionQuery,
    output: s.orderSkuOptions,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/order/opt/approve',
    permission: 'orderList.approve',
    summary: '审核订单（锁定库存）',
    inputIn: 'query',
    input: s.approveBody,
    output: s.ok,
    okMessage: '审核成功',
  }),
  approveMerge: endpoint({
    method: 'POST',
    path: '/order/opt/approve/merge',
    permission: 'orderList.merge',
    summary: '合并审核（同门店同地址）',
    inputIn: 'query',
    input: s.approveMergeQuery,
    output: s.mergeOk,
    okMessage: '合并审核成功',
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/order/opt/cancel',
    permission: 'orderList.cancel',
    summary: '取消订单（释放库存）',
    inputIn: 'query',
    input: s.cancelBody,
    output: s.ok,
    okMessage: '取消成功',
  }),
  editRemark: endpoint({
    method: 'POST',
    path: '/order/opt/editRemark',
    permission: 'orderList.remark',
    summary: '修改订单备注',
    inputIn: 'query',
    input: s.remarkBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  // The screens send the address in a body: name, phone and address have no place in a query string, which
  // proxies and browsers keep in their histories and logs.
  editAddress: endpoint({
    method: 'POST',
    path: '/order/opt/editAddress',
    permission: 'orderList.address',
    summary: '修改收货地址（发货前）',
    input: s.addressBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  /** The same edit as the specification spells it, with the address in the query string; no screen uses it. */
  editAddressByQuery: endpoint({
    method: 'GET',
    path: '/order/opt/editAddress',
    permission: 'orderList.address',
    summary: '修改收货地址（发货前；规范中的 GET 形式，地址在查询串中）',
    input: s.addressBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  batchApproveMerge: endpoint({
    method: 'POST',
    path: '/order/opt/batch/approve/merge',
    permission: 'orderList.merge',
    summary: '批量合并审核（按门店+地址分组；可带 Idempotency-Key 头）',
    input: s.batchBody,
    output: s.batchResults,
  }),
  batchCancel: endpoint({
    method: 'POST',
    path: '/order/opt/batch/cancel',
    permission: 'orderList.cancel',
    summary: '批量取消（全部成功或全部不变；可带 Idempotency-Key 头）',
    input: s.batchBody,
    output: s.batchResults,
  }),
});

/** The order's fields: label, kind and where each appears (its row and filters are derived from these: order.ts). */
export const ORDER_FIELDS = fields({
  orderNo: commonField('orderNo', ['list', 'filter', 'detail', 'export'], { width: 190 }),
  retCode: commonField('retCode', ['filter', 'detail', 'export']),
  retName: commonField('retName', ['list', 'filter', 'detail', 'export']),
  spCode: commonField('spCode', ['filter']),
  spName: commonField('spName', ['detail', 'export']),
  status: commonField('status', ['list', 'filter', 'detail', 'export', 'audit'], { options: stateOptions(ORDER_STATES) }),
  riskGrade: { label: COMMON_LABELS.riskGrade, kind: 'text', in: ['list', 'detail', 'export'], width: 90 },
  payAmount: { label: '应付金额', kind: 'money', in: ['list', 'detail', 'export', 'audit'] },
  itemCount: { label: COMMON_LABELS.itemCount, kind: 'quantity', in: ['list', 'detail', 'export', 'audit'] },
  createTime: { label: COMMON_LABELS.orderTime, kind: 'datetime', in: ['list', 'filter', 'detail', 'export'] },
  source: { label: '订单来源', kind: 'enum', options: ORDER_SOURCE_OPTIONS, in: ['list', 'filter', 'detail', 'export'] },
  totalAmount: { label: '商品金额', kind: 'money', in: ['list', 'detail', 'export', 'audit'] },
  discountAmount: { label: '优惠金额', kind: 'money', in: ['list', 'detail', 'export', 'audit'] },
  receiver: { label: '收货人', kind: 'text', in: ['list', 'detail', 'export', 'audit'] },
  phone: { label: COMMON_LABELS.phone, kind: 'phone', in: ['list', 'detail', 'export', 'audit'] },
  address: { label: '收货地址', kind: 'longtext', in: ['list', 'detail', 'export', 'audit'] },
  warehouseCode: { label: COMMON_LABELS.deliverWarehouse, kind: 'ref', ref: 'warehouse', in: ['list', 'filter', 'detail', 'export'] },
  provinceCode: { label: COMMON_LABELS.provinceCode, kind: 'ref', ref: 'region', in: ['list', 'filter', 'detail'] },
  platformCode: { label: COMMON_LABELS.platform, kind: 'ref', ref: 'platform', in: ['filter'] },
  channelCode: { label: COMMON_LABELS.channel, kind: 'ref', ref: 'channel', in: ['filter'] },
  remark: commonField('remark', ['list', 'detail', 'export', 'audit']),
  approveTime: { label: '审核时间', kind: 'datetime', in: ['list', 'detail', 'export'] },
  creator: { label: COMMON_LABELS.orderCreator, kind: 'text', in: ['list', 'filter', 'detail', 'export', 'audit'] },
  updateTime: commonField('updateTime', ['detail']),
  deliveryProvinceCode: { label: '收货省份', kind: 'ref', ref: 'region', in: ['audit'] },
  cityCode: { label: COMMON_LABELS.cityCode, kind: 'ref', ref: 'region', in: ['audit'] },
  districtCode: { label: COMMON_LABELS.districtCode, kind: 'ref', ref: 'region', in: ['audit'] },
  mergedInto: { label: '合并到', kind: 'number', in: ['audit'] },
  mergedOrders: { label: '合并订单', kind: 'longtext', in: ['audit'] },
  cancelReason: { label: COMMON_LABELS.cancelReason, kind: 'longtext', in: ['detail', 'audit'] },
  lines: { label: '商品明细', kind: 'longtext', in: ['audit'] },
});

/** The order as one declaration: every label, format, filter, export column and allowed transition below. */
export const orderResource = declare({
  name: 'order',
  label: '订单',
  endpoints: orderApi,
  fields: ORDER_FIELDS,
  // An order copies every scope key of its shop when it is placed (DOMAIN "Scope dimensions").
  scope: { 1: 'retCode', 2: 'spCode', 3: 'platformCode', 5: 'channelCode', 6: 'provinceCode', 7: 'gradeCode' },
  machine: {
    field: 'status',
    states: ORDER_STATES,
    transitions: {
      approve: { from: [10], to: 20, permission: 'orderList.approve', label: WORDS.approve },
      merge: { from: [10], to: 91, permission: 'orderList.merge', label: '合并审核' },
      cancel: { from: [10, 20], to: 90, permission: 'orderList.cancel', label: WORDS.cancel },
      // The ERP push job's step once the receiver took the order (modules/erp); no button.
      push: { from: [20], to: 30, permission: 'erpOrder.push', label: '推送ERP' },
      complete: { from: [40], to: 50, permission: 'orderList.complete', label: WORDS.complete },
    },
    guards: {
      // The address can change until the goods leave the warehouse.
      address: { in: [10, 20, 30], permission: 'orderList.address', label: '修改收货地址' },
    },
  },
  page: { menu: 'orderList', path: '/order/list', title: '订单列表' },
});
