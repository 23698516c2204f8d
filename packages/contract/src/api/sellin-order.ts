import { documentFields } from '../document-fields.ts';
import { WORDS } from '../words.ts';
import { PAGES } from './pages.ts';
import { ORDER_STATES } from './order.ts';
import { declare, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { COMMON_LABELS } from '../common-fields.ts';

/**
 * Sell-in orders (进货订单, `/ord/sallinOrder`, spelt as the specification spells it): a service provider's
 * purchase from the brand {spCode, warehouseCode, lines}. 10 待审核 → 20 已审核 (stock locked in the warehouse
 * like an order's, all lines or none; the SP's quota of dimension 2 taken) → 40 已发货 (the stock leaves through
 * the warehouse's ledger, SHIP); 10 / 20 → 90 已取消 (lock and quota given back). Scoped by the SP (2, and its
 * province 6).
 */

export const SELLIN_FLOW = machine({
  field: 'status',
  states: {
    10: { label: WORDS.pendingReview, color: 'orange' },
    20: { label: WORDS.approved, color: 'blue' },
    40: ORDER_STATES[40],
    90: { label: WORDS.cancelled, color: 'default' },
  },
  transitions: {
    approve: { from: [10], to: 20, permission: 'sellinOrder.approve', label: WORDS.approve },
    // The issue names no ship call: shipping is this order's own step (no delivery document, no shop to deliver to).
    ship: { from: [20], to: 40, permission: 'sellinOrder.ship', label: WORDS.ship },
    cancel: { from: [10, 20], to: 90, permission: 'sellinOrder.cancel', label: WORDS.cancel },
  },
});

const s = schemas(() => import('../sellin-order.ts'));
const P = '/ord/sallinOrder';

export const sellinOrderApi = area(PAGES.sellinOrder.title, {
  queryList: endpoint({
    method: 'POST',
    path: `${P}/queryList`,
    permission: 'sellinOrder.query',
    summary: '进货订单列表',
    input: s.sellinQuery,
    output: s.sellinRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    permission: 'sellinOrder.detail',
    summary: '进货订单详情（明细）',
    input: s.idInput,
    output: s.sellinDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: `${P}/add`,
    permission: 'sellinOrder.add',
    summary: '新建进货订单（服务商向品牌方进货）',
    input: s.sellinCreate,
    output: s.sellinCreated,
    okMessage: '新建成功',
  }),
  approve: endpoint({
    method: 'POST',
    path: `${P}/approve`,
    permission: 'sellinOrder.approve',
    summary: '审核（锁定库存并占用服务商配额）',
    input: s.sellinStep,
    output: s.done,
    okMessage: '审核成功',
  }),
  ship: endpoint({
    method: 'POST',
    path: `${P}/ship`,
    permission: 'sellinOrder.ship',
    summary: '发货（库存出库，计入服务商进货）',
    input: s.sellinStep,
    output: s.done,
    okMessage: '发货成功',
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${P}/cancel`,
    permission: 'sellinOrder.cancel',
    summary: '取消（释放锁定库存与配额）',
    input: s.sellinCancel,
    output: s.done,
    okMessage: '取消成功',
  }),
});

const doc = documentFields(stateOptions(SELLIN_FLOW.states));

export const sellinOrderResource = declare({
  name: 'sellin-order',
  label: PAGES.sellinOrder.title,
  endpoints: sellinOrderApi,
  fields: {
    sellinNo: doc.auditedCode('进货单号', { width: 190 }),
    spCode: {
      label: COMMON_LABELS.spCode,
      kind: 'ref',
      ref: 'sp',
      nameField: 'spName',
      in: ['list', 'filter', 'detail', 'export', 'audit'],
    },
    spName: { label: COMMON_LABELS.spFullName, kind: 'text', in: ['list', 'detail', 'export'] },
    warehouseCode: {
      label: COMMON_LABELS.deliverWarehouse,
      kind: 'ref',
      ref: 'warehouse',
      in: ['list', 'filter', 'detail', 'export', 'audit'],
    },
    itemCount: { label: COMMON_LABELS.itemCount, kind: 'quantity', in: ['list', 'detail', 'export', 'audit'] },
    status: doc.status(),
    remark: { label: COMMON_LABELS.remark, kind: 'longtext', in: ['list', 'detail', 'export', 'audit'] },
    cancelReason: { label: COMMON_LABELS.cancelReason, kind: 'longtext', in: ['detail', 'audit'] },
    lines: { label: '进货明细', kind: 'longtext', in: ['audit'] },
    creator: doc.creator(),
    createTime: doc.createTime(),
  },
  // The SP's dimensions: itself and its province (copied when the order is made).
  scope: { 2: 'spCode', 6: 'provinceCode' },
  machine: SELLIN_FLOW,
  page: PAGES.sellinOrder,
});
