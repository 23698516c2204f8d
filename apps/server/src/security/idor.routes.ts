import { employeeBody } from '../modules/employee/employee.fixtures.ts';
import { HANGZHOU_XIHU, uid } from '../modules/shop/shop.fixtures.ts';
import type { Fixture, Input, Scoped, Side } from './idor.fixtures.ts';
import { MARKETING_SCOPED } from './idor.marketing.ts';
import { ORDER_LIFE_SCOPED } from './idor.order-life.ts';

/**
 * The table of scoped routes the IDOR suite attacks. Every route of a scoped area (AREAS) must appear here
 * once: in SCOPED (a row is named: out of scope answers 404 and changes nothing), in LISTS (rows are listed:
 * the outside row never shows) or in UNSCOPED with the reason. A new route in these areas fails the suite
 * until someone puts it in one of the three. A route that reaches its rows through another area's port says so
 * (`through`), and the suite checks that the attack called that port; UNSCOPED may not give a port as reason.
 */

/** Areas whose every route must be classified. */
export const AREAS = [
  '/api/shop/',
  '/api/wms/',
  '/api/base/',
  '/api/order/',
  '/api/ord/',
  '/api/erp/',
  '/api/coupon/',
  '/api/lottery/',
  '/api/equity/',
  '/api/employee/',
  '/api/invoice/',
  '/api/semiannualReturnOrder/',
  '/api/gift/',
  '/api/pay/',
  '/api/stock/',
  '/api/alloc/',
  '/api/sellout/',
  '/api/hipac/',
  '/api/fsct/',
  '/api/dcc/',
  '/api/yuou/',
  '/api/datax/',
];

// Fields a detail answers that an update body does not take.
const NAMES = [
  'createTime',
  'provinceName',
  'cityName',
  'districtName',
  'gradeName',
  'spName',
  'retailerTypeName',
  'spGroupName',
  'shopCount',
];
/** An employee's update body from its detail (the names it answers beside the codes left out). */
const employeeEdit = (row: Input) => {
  const { createTime: _c, status: _s, departmentName: _d, spName: _n, ...body } = row;
  return body;
};
const bodyOf = (row: Input) => Object.fromEntries(Object.entries(row).filter(([k]) => !NAMES.includes(k)));
const ids = (f: Fixture, pick: (s: Side) => number) => ({ ids: [pick(f.in), pick(f.out)] });
/** An order create body for the side's shop (create and its preview). */
const orderBody = (s: Side, f: Fixture) => ({
  retCode: s.shop.retCode,
  lines: [{ skuCode: f.skuCode, quantity: 1 }],
  receiver: '越权',
  phone: '13800138000',
  address: '越权路1号',
});

export const SCOPED: Scoped[] = [
  // ---- shops (dimensions 1, 2, 3, 5, 6, 7)
  { route: 'GET /shop/info/detail', verb: 'detail', input: (s) => ({ id: s.shop.id }) },
  {
    route: 'POST /shop/info/update',
    verb: 'update',
    input: async (s, _f, read) => ({ ...bodyOf(await read('/shop/info/detail', { id: s.shop.id })), retName: '越权修改' }),
  },
  {
    route: 'POST /shop/info/update',
    verb: 'move',
    // An inside shop moved to the outside side's keys (its code stays).
    input: async (s, f, read) => ({
      ...bodyOf(await read('/shop/info/detail', { id: f.in.shop.id })),
      ...s.region,
      spCode: s.sp.spCode,
      channelCode: s.channelCode,
      platformCode: s.platformCode,
      gradeCode: s.gradeCode,
    }),
    keeps: [1],
  },
  {
    route: 'POST /shop/info/add',
    verb: 'create',
    input: (s) => ({
      retCode: uid('IDOR'),
      retName: '越权新增',
      ownerName: '李四',
      phone: '0571-88886666',
      ...s.region,
      address: '西湖大道1号',
      gradeCode: s.gradeCode,
      retailerType: 'CONVENIENCE',
      spCode: s.sp.spCode,
      channelCode: s.channelCode,
      platformCode: s.platformCode,
    }),
  },
  { route: 'POST /shop/info/disable', verb: 'status', input: (s) => ({ ids: [s.shop.id] }), mixed: (f) => ids(f, (s) => s.shop.id) },
  { route: 'POST /shop/info/enable', verb: 'status', input: (s) => ({ ids: [s.shop.id] }), mixed: (f) => ids(f, (s) => s.shop.id) },
  // ---- service providers (dimension 2)
  { route: 'GET /shop/spInfo/detail', verb: 'detail', input: (s) => ({ id: s.sp.id }) },
  {
    route: 'POST /shop/spInfo/update',
    verb: 'update',
    input: async (s, _f, read) => ({ ...bodyOf(await read('/shop/spInfo/detail', { id: s.sp.id })), spName: '越权修改' }),
  },
  {
    route: 'POST /shop/spInfo/update',
    verb: 'move',
    // An inside SP moved to the outside side's province (its code stays).
    input: async (s, f, read) => ({
      ...bodyOf(await read('/shop/spInfo/detail', { id: f.in.sp.id })),
      spName: '移出范围',
      ...s.region,
    }),
    keeps: [2],
  },
  {
    route: 'POST /shop/spInfo/add',
    verb: 'create',
    // A new code is in no SP list: a user limited by SP adds none; one limited by province adds one there.
    input: (s) => ({
      spCode: uid('SPX'),
      spName: '越权新增',
      contact: '张三',
      phone: '13800138000',
      ...s.region,
      address: '文三路1号',
    }),
  },
  { route: 'POST /shop/spInfo/disable', verb: 'status', input: (s) => ({ ids: [s.sp.id] }), mixed: (f) => ids(f, (s) => s.sp.id) },
  { route: 'POST /shop/spInfo/enable', verb: 'status', input: (s) => ({ ids: [s.sp.id] }), mixed: (f) => ids(f, (s) => s.sp.id) },
  // ---- employees (their SP's dimension 2)
  { route: 'GET /employee/detail', verb: 'detail', input: (s) => ({ id: s.employeeId }), controlBy: 2 },
  {
    route: 'POST /employee/update',
    verb: 'update',
    input: async (s, _f, read) => ({ ...employeeEdit(await read('/employee/detail', { id: s.employeeId })), position: '越权修改' }),
    controlBy: 2,
  },
  {
    route: 'POST /employee/update',
    verb: 'move',
    // An inside employee moved to the outside side's SP.
    input: async (s, f, read) => ({ ...employeeEdit(await read('/employee/detail', { id: f.in.employeeId })), spCode: s.sp.spCode }),
    controlBy: 2,
  },
  { route: 'POST /employee/add', verb: 'create', input: (s) => employeeBody(s.sp.spCode), controlBy: 2 },
  {
    route: 'POST /employee/disable',
    verb: 'status',
    input: (s) => ({ ids: [s.employeeId], leaveDate: '2026-06-30' }),
    mixed: (f) => ({ ...ids(f, (s) => s.employeeId), leaveDate: '2026-06-30' }),
    controlBy: 2,
  },
  {
    route: 'POST /employee/enable',
    verb: 'status',
    input: (s) => ({ ids: [s.employeeId] }),
    mixed: (f) => ids(f, (s) => s.employeeId),
    controlBy: 2,
  },
  { route: 'POST /employee/delete', verb: 'delete', input: (s) => ({ id: s.employeeId }), controlBy: 2 },
  // ---- service areas and main SPs (the SP's dimension 2)
  { route: 'POST /shop/spArea/add', verb: 'child', input: (s) => ({ spCode: s.sp.spCode, districtCodes: ['330108'] }) },
  { route: 'POST /shop/areaMainSp/updateArea', verb: 'child', input: (s) => ({ spCode: s.sp.spCode, districtCodes: ['330108'] }) },
  {
    route: 'POST /shop/areaMainSp/updateArea',
    verb: 'move',
    // Takeover: the inside SP (which serves the outside district too) made main SP of a district whose main SP
    // the caller cannot see.
    input: (s, f) => ({ spCode: f.in.sp.spCode, districtCodes: [s.region.districtCode] }),
  },
  // ---- service records, work orders, wallets (their shop's scope)
  { route: 'POST /shop/cs/add', verb: 'child', input: (s) => ({ retCode: s.shop.retCode, csType: 1, content: '越权' }) },
  {
    route: 'POST /shop/cs/update',
    verb: 'update',
    input: (s) => ({ id: s.csId, retCode: s.shop.retCode, csType: 2, content: '越权修改' }),
  },
  {
    route: 'POST /shop/cs/update',
    verb: 'move',
    // An inside record moved onto an outside shop.
    input: (s, f) => ({ id: f.in.csId, retCode: s.shop.retCode, csType: 2, content: '移出范围' }),
  },
  { route: 'GET /shop/retWorkOrder/detail', verb: 'detail', input: (s) => ({ id: s.workOrderId }) },
  { route: 'POST /shop/retWorkOrder/add', verb: 'child', input: (s) => ({ retCode: s.shop.retCode, title: '越权', content: '越权' }) },
  { route: 'POST /shop/retWorkOrder/reply', verb: 'child', input: (s) => ({ id: s.workOrderId, content: '越权回复' }) },
  { route: 'POST /shop/retWorkOrder/process', verb: 'status', input: (s) => ({ id: s.workOrderId }) },
  { route: 'POST /shop/retWorkOrder/resolve', verb: 'status', input: (s) => ({ id: s.workOrderId }) },
  { route: 'POST /shop/retWorkOrder/close', verb: 'status', input: (s) => ({ id: s.workOrderId }) },
  { route: 'GET /shop/wall/balance/ledger', verb: 'detail', input: (s) => ({ retCode: s.shop.retCode }) },
  { route: 'POST /shop/wall/balance/recharge', verb: 'child', input: (s) => ({ retCode: s.shop.retCode, amount: 100, reason: '越权' }) },
  { route: 'POST /shop/wall/balance/deduct', verb: 'child', input: (s) => ({ retCode: s.shop.retCode, amount: 100, reason: '越权' }) },
  // ---- warehouse channels (dimension 5)
  {
    route: 'POST /wms/channel/batchUpdateChannel',
    verb: 'update',
    input: (s, f) => ({ warehouseCode: f.warehouseCode, channels: [{ channelCode: s.channelCode, priority: 9 }] }),
    controlBy: 5,
  },
  // ---- deliveries and splits (their order's scope, through the order port)
  { route: 'GET /wms/deliver/detail', verb: 'detail', input: (s) => ({ id: s.deliveryId }), through: 'orderPort' },
  { route: 'POST /wms/deliver/ship', verb: 'status', input: (s) => ({ id: s.deliveryId }), through: 'orderPort' },
  { route: 'POST /wms/deliver/add', verb: 'child', input: (s) => ({ orderNo: s.order.orderNo }), through: 'orderPort' },
  { route: 'POST /wms/order/split/preview', verb: 'detail', input: (s) => ({ orderNo: s.order.orderNo }), through: 'orderPort' },
  { route: 'POST /wms/order/split/apply', verb: 'child', input: (s) => ({ orderNo: s.order.orderNo }), through: 'orderPort' },
  // ---- province returns (dimension 6)
  { route: 'GET /wms/return/province/detail', verb: 'detail', input: (s) => ({ id: s.returnId }) },
  {
    route: 'POST /wms/return/province/update',
    verb: 'update',
    input: (s, f) => ({
      id: s.returnId,
      provinceCode: s.provinceCode,
      warehouseCode: f.warehouseCode,
      reason: '越权修改',
      lines: [{ skuCode: f.skuCode, quantity: 2 }],
    }),
  },
  {
    route: 'POST /wms/return/province/update',
    verb: 'move',
    input: (s, f) => ({
      id: f.in.returnId,
      provinceCode: s.provinceCode,
      warehouseCode: f.warehouseCode,
      reason: '移出范围',
      lines: [{ skuCode: f.skuCode, quantity: 2 }],
    }),
  },
  {
    route: 'POST /wms/return/province/add',
    verb: 'create',
    input: (s, f) => ({
      provinceCode: s.provinceCode,
      warehouseCode: f.warehouseCode,
      reason: '越权新增',
      lines: [{ skuCode: f.skuCode, quantity: 1 }],
    }),
  },
  { route: 'POST /wms/return/province/reject', verb: 'status', input: (s) => ({ id: s.returnId, auditRemark: '越权' }) },
  { route: 'POST /wms/return/province/approve', verb: 'status', input: (s) => ({ id: s.returnId }) },
  { route: 'POST /wms/return/province/receive', verb: 'status', input: (s) => ({ id: s.returnId }) },
  // ---- after-sales (their order's keys, copied: dimensions 1, 2, 3, 5, 6, 7)
  { route: 'GET /order/afterSale/detail', verb: 'detail', input: (s) => ({ id: s.afterSaleId }) },
  { route: 'GET /order/afterSale/byOrder', verb: 'detail', input: (s) => ({ orderId: s.shippedOrderId }) },
  {
    route: 'POST /order/afterSale/add',
    verb: 'child',
    input: (s, f) => ({ orderId: s.shippedOrderId, type: 1, reason: '越权', lines: [{ skuCode: f.skuCode, quantity: 1 }] }),
  },
  { route: 'POST /order/afterSale/approve', verb: 'status', input: (s) => ({ id: s.afterSaleId }) },
  { route: 'POST /order/afterSale/reject', verb: 'status', input: (s) => ({ id: s.afterSaleId, reason: '越权' }) },
  { route: 'POST /order/afterSale/receive', verb: 'status', input: (s) => ({ id: s.afterSaleId }) },
  { route: 'POST /order/afterSale/refund', verb: 'status', input: (s) => ({ id: s.afterSaleId }) },
  // ---- invoice titles (their shop's dimensions, read through the shop)
  {
    route: 'POST /invoice/info/update',
    verb: 'update',
    input: (s) => ({ id: s.invoiceId, retCode: s.shop.retCode, titleType: 2, taxNo: '', title: '越权修改' }),
  },
  {
    route: 'POST /invoice/info/update',
    verb: 'move',
    // An inside title moved onto the outside shop.
    input: (s, f) => ({ id: f.in.invoiceId, retCode: s.shop.retCode, titleType: 2, taxNo: '', title: '移出范围' }),
  },
  { route: 'POST /invoice/info/add', verb: 'create', input: (s) => ({ retCode: s.shop.retCode, titleType: 2, title: '越权新增' }) },
  { route: 'POST /invoice/info/setDefault', verb: 'status', input: (s) => ({ id: s.invoiceId }) },
  // ---- half-year returns (their shop's dimensions, read through the shop)
  { route: 'GET /semiannualReturnOrder/detail', verb: 'detail', input: (s) => ({ id: s.semiannualReturnId }) },
  {
    route: 'POST /semiannualReturnOrder/add',
    verb: 'create',
    input: (s, f) => ({
      retCode: s.shop.retCode,
      warehouseCode: f.warehouseCode,
      reason: '越权',
      lines: [{ skuCode: f.skuCode, quantity: 1 }],
    }),
  },
  { route: 'POST /semiannualReturnOrder/approve', verb: 'status', input: (s) => ({ id: s.semiannualReturnId }) },
  { route: 'POST /semiannualReturnOrder/reject', verb: 'status', input: (s) => ({ id: s.semiannualReturnId, reason: '越权' }) },
  { route: 'POST /semiannualReturnOrder/receive', verb: 'status', input: (s) => ({ id: s.semiannualReturnId }) },
  ...ORDER_LIFE_SCOPED,
  // ---- deletes last: the inside controls remove their rows
  { route: 'POST /shop/areaMainSp/delete/:id', verb: 'delete', input: (s) => ({ id: s.mainSpId }) },
  { route: 'POST /shop/spArea/delete', verb: 'delete', input: (s) => ({ ids: [s.spAreaId] }), mixed: (f) => ids(f, (s) => s.spAreaId) },
  { route: 'POST /shop/cs/delete', verb: 'delete', input: (s) => ({ ids: [s.csId] }), mixed: (f) => ids(f, (s) => s.csId) },
  {
    route: 'POST /wms/return/province/delete',
    verb: 'delete',
    input: (s) => ({ ids: [s.returnId] }),
    mixed: (f) => ids(f, (s) => s.returnId),
  },
  { route: 'POST /invoice/info/delete', verb: 'delete', input: (s) => ({ id: s.invoiceId }) },
  { route: 'POST /shop/info/delete', verb: 'delete', input: (s) => ({ ids: [s.shop.id] }), mixed: (f) => ids(f, (s) => s.shop.id) },
  { route: 'POST /shop/spInfo/delete', verb: 'delete', input: (s) => ({ ids: [s.sp.id] }), mixed: (f) => ids(f, (s) => s.sp.id) },
  // ---- orders (their shop's keys at ordering time: dimensions 1, 2, 3, 5, 6, 7)
  { route: 'GET /order/query/detail', verb: 'detail', input: (s) => ({ id: s.order.id }) },
  { route: 'GET /order/opt/skuOptions', verb: 'detail', input: (s) => ({ retCode: s.shop.retCode }) },
  // Writes nothing; like create, inside the SKU has no price on the platform: a 400 naming the line.
  { route: 'POST /order/opt/preview', verb: 'create', input: (s, f) => orderBody(s, f) },
  // Inside, the SKU has no price on the platform: a 400 naming the line (the shop was found).
  { route: 'POST /order/opt/create', verb: 'create', input: (s, f) => orderBody(s, f) },
  ...MARKETING_SCOPED,
  { route: 'POST /order/opt/editRemark', verb: 'update', input: (s) => ({ id: s.order.id, remark: '越权修改' }) },
  // The address edit's two forms: the specification's query string and the screens' body.
  ...(['GET', 'POST'] as const).map(
    (method): Scoped => ({
      route: `${method} /order/opt/editAddress`,
      verb: 'update',
      input: (s) => ({ id: s.order.id, receiver: '越权', phone: '13800138000', ...HANGZHOU_XIHU, address: '越权路1号' }),
    }),
  ),
  { route: 'POST /order/opt/approve', verb: 'status', input: (s) => ({ id: s.order.id }) },
  { route: 'POST /order/opt/cancel', verb: 'status', input: (s) => ({ id: s.order.id, reason: '越权' }) },
  { route: 'POST /order/opt/complete', verb: 'status', input: (s) => ({ id: s.order.id }) },
  { route: 'POST /ord/risk/review', verb: 'status', input: (s) => ({ orderNo: s.risk.orderNo, result: 1 }) },
  { route: 'POST /erp/order/retry', verb: 'status', input: (s) => ({ ids: [s.erpPushId] }), mixed: (f) => ids(f, (s) => s.erpPushId) },
  {
    route: 'POST /order/opt/approve/merge',
    verb: 'status',
    input: (s) => ({ ids: `${s.order.id},${s.order2.id}` }),
    mixed: (f) => ({ ids: `${f.in.order2.id},${f.out.order2.id}` }),
  },
  {
    route: 'POST /order/opt/batch/approve/merge',
    verb: 'status',
    input: (s) => ({ ids: [s.order2.id] }),
    mixed: (f) => ids(f, (s) => s.order2.id),
  },
  {
    route: 'POST /order/opt/batch/cancel',
    verb: 'status',
    input: (s) => ({ ids: [s.order2.id], reason: '越权' }),
    mixed: (f) => ids(f, (s) => s.order2.id),
  },
  // ---- stock: sell-in (dimensions 1, 2, 6) and opening inventory (2, 6)
  { route: 'POST /stock/sellin/delete', verb: 'delete', input: (s) => ({ id: s.sellinId }) },
  {
    route: 'POST /stock/openingInventory/update',
    verb: 'update',
    input: (s, f) => ({ id: s.openingId, spCode: s.sp.spCode, skuCode: f.skuCode, quantity: 7, stockDate: '2026-01-01' }),
    controlBy: 2,
  },
  { route: 'POST /stock/openingInventory/delete', verb: 'delete', input: (s) => ({ id: s.openingId }), controlBy: 2 },
  {
    route: 'GET /stock/openingInventory/balance',
    verb: 'detail',
    input: (s, f) => ({ spCode: s.sp.spCode, skuCode: f.skuCode, date: '2026-01-31' }),
    controlBy: 2,
  },
];
