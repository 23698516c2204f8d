import { area, endpoint, schemas } from '../endpoint.ts';

/**
 * Orders (订单, DOMAIN "Orders"): the order list, the telesales (坐席) list, detail, and the transitions
 * approve / merge-approve / cancel with their batches, remark and address edits. Paths and query/body choices
 * as the specification spells them. Money in integer cents.
 */

export const ORDER_STATUS = {
  10: '待审核',
  20: '已审核',
  30: '已推送ERP',
  40: '已发货',
  50: '已完成',
  90: '已取消',
  91: '已合并',
} as const;
export const ORDER_SOURCE = { 1: '门店APP', 2: '坐席', 3: '合作平台' } as const;
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
