import type { Fixture, Side } from './idor.fixtures.ts';
import type { Input, Port } from './idor.fixtures.ts';

/** The IDOR table's lists (idor.routes.ts AREAS): rows are listed, and the outside row must never show. */

export type Listed = {
  route: string;
  input: (f: Fixture) => Input;
  /** What identifies a side's row among the rows answered. */
  key: (s: Side) => string | number;
  field: string;
  through?: Port;
};

export const LISTS: Listed[] = [
  { route: 'POST /shop/info/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.shop.retCode, field: 'retCode' },
  { route: 'POST /shop/spInfo/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.sp.spCode, field: 'spCode' },
  { route: 'POST /shop/spInfo/queryAll', input: () => ({}), key: (s) => s.sp.spCode, field: 'spCode' },
  { route: 'POST /shop/spArea/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.spAreaId, field: 'id' },
  { route: 'GET /shop/areaMainSp/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.mainSpId, field: 'id' },
  { route: 'POST /shop/cs/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.csId, field: 'id' },
  { route: 'POST /shop/retWorkOrder/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.workOrderId, field: 'id' },
  { route: 'POST /shop/wall/balance/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.shop.retCode, field: 'retCode' },
  {
    route: 'GET /wms/channel/queryChannelList',
    input: (f) => ({ warehouseCode: f.warehouseCode, pageSize: 500 }),
    key: (s) => s.channelCode,
    field: 'channelCode',
  },
  { route: 'POST /wms/deliver/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.deliveryId, field: 'id', through: 'orderPort' },
  {
    route: 'POST /wms/order/split/queryList',
    input: () => ({ pageSize: 500 }),
    key: (s) => s.splitId,
    field: 'id',
    through: 'orderPort',
  },
  { route: 'POST /wms/return/province/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.returnId, field: 'id' },
  { route: 'POST /order/query/list', input: () => ({ pageSize: 500 }), key: (s) => s.order.id, field: 'id' },
  { route: 'POST /ord/risk/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.risk.id, field: 'id' },
  { route: 'POST /erp/order/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.erpPushId, field: 'id' },
  { route: 'POST /semiannualReturnOrder/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.semiannualReturnId, field: 'id' },
  { route: 'GET /invoice/info/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.invoiceId, field: 'id' },
  { route: 'POST /gift/order/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.giftOrderId, field: 'id' },
  { route: 'POST /gift/order/budget/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.giftBudgetId, field: 'id' },
  { route: 'POST /ord/sallinOrder/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.sellinOrderId, field: 'id' },
  { route: 'POST /order/afterSale/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.afterSaleId, field: 'id' },
  { route: 'GET /employee/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.employeeId, field: 'id' },
  { route: 'POST /order/query/DX/list', input: () => ({ pageSize: 500 }), key: (s) => s.order.id, field: 'id' },
  { route: 'GET /order/opt/shopOptions', input: () => ({}), key: (s) => s.shop.retCode, field: 'retCode' },
  { route: 'GET /coupon/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.couponNo, field: 'couponNo' },
  { route: 'GET /lottery/activity/record/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.lotteryRecordNo, field: 'recordNo' },
  { route: 'GET /pay/record/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.payNo, field: 'payNo' },
  { route: 'GET /pay/reconcile/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.order.orderNo, field: 'orderNo' },
  { route: 'GET /stock/sellin/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.sellinId, field: 'id' },
  { route: 'GET /stock/openingInventory/queryList', input: () => ({ pageSize: 500 }), key: (s) => s.openingId, field: 'id' },
];
