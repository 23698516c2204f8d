import { documentFields } from '../document-fields.ts';
import { WORDS } from '../words.ts';
import { PAGES } from './pages.ts';
import { ORDER_STATES } from './order.ts';
import { declare, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { commonField, COMMON_LABELS } from '../common-fields.ts';

/** Warehouse documents: purchase orders (inbound), deliveries (outbound), order split (returns: wms-returns.ts). */

/**
 * A purchase order: 1 draft → 2 submitted → 3 partly / 4 wholly received; cancelled (5) before any receipt,
 * closed (6) after a partial one (the rest is given up). Edits and deletes only while a draft (or cancelled).
 */
export const PO_MACHINE = machine({
  field: 'status',
  states: {
    1: { label: WORDS.draft, color: 'default' },
    2: { label: '已提交', color: 'processing' },
    3: { label: '部分入库', color: 'warning' },
    4: { label: COMMON_LABELS.received, color: 'success' },
    5: { label: WORDS.cancelled, color: 'error' },
    6: { label: WORDS.closed, color: 'default' },
  },
  transitions: {
    submit: { from: [1], to: 2, permission: 'wmsPurchaseOrder.submit', label: '提交' },
    cancel: { from: [1, 2], to: 5, permission: 'wmsPurchaseOrder.cancel', label: WORDS.cancel },
    close: { from: [3], to: 6, permission: 'wmsPurchaseOrder.cancel', label: WORDS.close },
  },
  guards: {
    edit: { in: [1], permission: 'wmsPurchaseOrder.edit', label: WORDS.edit },
    delete: { in: [1, 5], permission: 'wmsPurchaseOrder.delete', label: WORDS.delete },
    // Receiving moves it to 3 or 4 by what arrived: a guarded action, its target decided by the receipt.
    receive: { in: [2, 3], permission: 'wmsPurchaseOrder.receive', label: WORDS.receive },
  },
});
export const PO_STATUS = stateOptions(PO_MACHINE.states);
/** A delivery note: 1 waiting → 2 shipped (shipping its order's last note ships the order). */
export const DELIVERY_MACHINE = machine({
  field: 'status',
  states: { 1: { label: '待发货', color: 'processing' }, 2: { label: ORDER_STATES[40].label, color: 'success' } },
  transitions: { ship: { from: [1], to: 2, permission: 'wmsDeliver.ship', label: WORDS.ship } },
});
export const DELIVERY_STATUS = stateOptions(DELIVERY_MACHINE.states);

const s = schemas(() => import('../wms-docs.ts'));

/** A POST of one document by id that answers only its message. */
export const idCall = (path: string, permission: `${string}.${string}`, summary: string, okMessage: string) =>
  endpoint({ method: 'POST', path, permission, summary, input: s.idInput, output: s.done, okMessage });

export const wmsPurchaseOrderApi = area(PAGES.wmsPurchaseOrder.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/queryList',
    permission: 'wmsPurchaseOrder.query',
    summary: '采购单列表',
    input: s.poQuery,
    output: s.poRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wms/purchaseOrder/detail',
    permission: 'wmsPurchaseOrder.query',
    summary: '采购单详情',
    input: s.idInput,
    output: s.poDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/add',
    permission: 'wmsPurchaseOrder.add',
    summary: '新增采购单（草稿）',
    input: s.poCreate,
    output: s.poCreated,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/update',
    permission: 'wmsPurchaseOrder.edit',
    summary: '修改采购单（仅草稿）',
    input: s.poUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/delete',
    permission: 'wmsPurchaseOrder.delete',
    summary: '删除采购单（仅草稿或已取消，全部成功或全部失败）',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '删除成功',
  }),
  submit: idCall('/wms/purchaseOrder/submit', 'wmsPurchaseOrder.submit', '提交采购单', '提交成功'),
  receive: endpoint({
    method: 'POST',
    path: '/wms/purchaseOrder/receive',
    permission: 'wmsPurchaseOrder.receive',
    summary: '采购入库（每行不超过未入库数量）',
    input: s.poReceive,
    output: s.poReceived,
    okMessage: '入库成功',
  }),
  cancel: idCall('/wms/purchaseOrder/cancel', 'wmsPurchaseOrder.cancel', '取消采购单（草稿或已提交）', '取消成功'),
  // Closing gives up the rest of a partly received order: the same right as cancelling one that received nothing.
  close: idCall(
    '/wms/purchaseOrder/close',
    'wmsPurchaseOrder.cancel',
    '关闭部分入库的采购单（未到数量不再入库，已入库库存保留）',
    '关闭成功',
  ),
});
const unscoped = { none: '采购单只属于仓库，仓库不属于任何数据权限维度（与库存、调拨单相同）' } as const;

const po = documentFields(PO_STATUS);

export const poResource = declare({
  name: 'wms',
  label: '采购单',
  endpoints: wmsPurchaseOrderApi,
  fields: {
    poNo: po.code('采购单号', { width: 170 }),
    warehouseCode: po.warehouseCode(),
    warehouseName: po.warehouseName('入库仓库', { width: 130 }),
    supplierName: { label: '供应商', kind: 'text', in: ['list', 'filter', 'form', 'detail', 'export', 'audit'], width: 220 },
    status: po.status({ width: 100 }),
    totalQty: po.quantity({ label: '采购数量', width: 90 }),
    receivedQty: commonField('received', ['list', 'detail', 'export'], { width: 90 }),
    remark: commonField('remark', ['list', 'form', 'detail', 'export', 'audit'], { width: 160 }),
    lines: commonField('lines', ['form', 'audit']),
    createdBy: po.creator({ width: 140 }),
    updateTime: po.updateTime({ width: 170 }),
    createTime: po.createTime({ width: 170 }),
  },
  scope: { 1: unscoped, 2: unscoped, 3: unscoped, 5: unscoped, 6: unscoped, 7: unscoped },
  machine: PO_MACHINE,
  page: PAGES.wmsPurchaseOrder,
});
export const wmsDeliverApi = area(PAGES.wmsDeliver.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/wms/deliver/queryList',
    permission: 'wmsDeliver.query',
    summary: '发货单列表',
    input: s.deliverQuery,
    output: s.deliverRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wms/deliver/detail',
    permission: 'wmsDeliver.detail',
    summary: '发货单详情',
    input: s.idInput,
    output: s.deliverDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/wms/deliver/add',
    permission: 'wmsDeliver.add',
    summary: '由已审核订单生成发货单（每个仓库一张）',
    input: s.deliverCreate,
    output: s.deliveriesCreated,
    okMessage: '生成成功',
  }),
  ship: idCall('/wms/deliver/ship', 'wmsDeliver.ship', '发货（库存出库，释放锁定）', '发货成功'),
});
// A delivery is seen as its order is, in every dimension: the order port filters by its order number.
const byOrder = 'orderNo';

const delivery = documentFields(DELIVERY_STATUS);

export const deliveryResource = declare({
  name: 'wms',
  label: PAGES.wmsDeliver.title,
  endpoints: wmsDeliverApi,
  fields: {
    deliverNo: delivery.code('发货单号', { width: 170 }),
    orderNo: commonField('orderNo', ['list', 'filter', 'detail', 'export', 'audit'], { width: 170 }),
    warehouseCode: delivery.warehouseCode(),
    warehouseName: delivery.warehouseName(COMMON_LABELS.deliverWarehouse, { width: 130 }),
    status: delivery.status({ width: 90 }),
    totalQty: delivery.quantity({ width: 80, cell: { grouped: false } }),
    shippedTime: { label: '发货时间', kind: 'datetime', in: ['list', 'detail', 'export'], width: 170, cell: { empty: '' } },
    createdBy: delivery.creator({ width: 140 }),
    createTime: delivery.createTime({ width: 170 }),
  },
  scope: { 1: byOrder, 2: byOrder, 3: byOrder, 5: byOrder, 6: byOrder, 7: byOrder },
  machine: DELIVERY_MACHINE,
  page: PAGES.wmsDeliver,
});
export const wmsOrderSplitApi = area('订单拆分', {
  preview: endpoint({
    method: 'POST',
    path: '/wms/order/split/preview',
    permission: 'wmsOrderSplit.query',
    summary: '按可用库存预览订单拆分',
    input: s.splitPreviewInput,
    output: s.splitPlan,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/wms/order/split/apply',
    permission: 'wmsOrderSplit.split',
    summary: '按可用库存拆分订单并锁定库存（全部成功或全部失败）',
    input: s.splitApplyBody,
    output: s.splitPlan,
    okMessage: '拆分成功',
  }),
  queryList: endpoint({
    method: 'POST',
    path: '/wms/order/split/queryList',
    permission: 'wmsOrderSplit.query',
    summary: '已拆分的订单行',
    input: s.splitQuery,
    output: s.splitRow,
    paged: true,
  }),
});
// A split line is seen as its order is, like a delivery.
export const splitResource = declare({
  name: 'wms',
  label: '拆分记录',
  endpoints: wmsOrderSplitApi,
  fields: {
    orderNo: commonField('orderNo', ['list', 'filter', 'export'], { width: 170 }),
    warehouseCode: { label: COMMON_LABELS.warehouseCode, kind: 'code', in: ['filter', 'export'] },
    warehouseName: { label: COMMON_LABELS.warehouse, kind: 'text', in: ['list', 'export'], width: 140 },
    skuCode: { label: COMMON_LABELS.skuCode, kind: 'code', in: ['list', 'export'], width: 130 },
    quantity: commonField('quantity', ['list', 'export'], { width: 90 }),
    createTime: { label: '拆分时间', kind: 'datetime', in: ['list', 'export'], width: 170 },
  },
  scope: { 1: byOrder, 2: byOrder, 3: byOrder, 5: byOrder, 6: byOrder, 7: byOrder },
  page: { menu: 'wmsOrderSplit', path: '/wms/order-split', title: '订单拆分' },
});
