import type { Scoped } from './idor.fixtures.ts';

/** The IDOR table's rows for gift orders (and their budgets) and sell-in orders, spread into SCOPED. */
export const ORDER_LIFE_SCOPED: Scoped[] = [
  // ---- gift orders and budgets (their shop's dimensions, read through the shop)
  { route: 'GET /gift/order/detail', verb: 'detail', input: (s) => ({ id: s.giftOrderId }) },
  // Inside, the budget allows it: a gift order of the fixture SKU is placed (or 400 where it has no price).
  {
    route: 'POST /gift/order/add',
    verb: 'create',
    input: (s, f) => ({ retCode: s.shop.retCode, lines: [{ skuCode: f.skuCode, quantity: 1 }] }),
  },
  { route: 'POST /gift/order/budget/update', verb: 'update', input: (s) => ({ retCode: s.shop.retCode, monthlyBudget: 2_000_000 }) },
  // ---- sell-in orders (their SP's dimensions: 2 and its province 6)
  { route: 'GET /ord/sallinOrder/detail', verb: 'detail', input: (s) => ({ id: s.sellinOrderId }) },
  {
    route: 'POST /ord/sallinOrder/add',
    verb: 'create',
    input: (s, f) => ({ spCode: s.sp.spCode, warehouseCode: f.warehouseCode, lines: [{ skuCode: f.skuCode, quantity: 1 }] }),
  },
  { route: 'POST /ord/sallinOrder/approve', verb: 'status', input: (s) => ({ id: s.sellinOrderId }) },
  { route: 'POST /ord/sallinOrder/ship', verb: 'status', input: (s) => ({ id: s.sellinOrderId }) },
  { route: 'POST /ord/sallinOrder/cancel', verb: 'status', input: (s) => ({ id: s.sellinOrderId }) },
  // ---- an order's score and pushes in its detail drawer (through the order's own scope)
  { route: 'GET /ord/risk/byOrder', verb: 'detail', input: (s) => ({ orderId: s.order.id }) },
  { route: 'GET /erp/order/byOrder', verb: 'detail', input: (s) => ({ orderId: s.order.id }) },
];
