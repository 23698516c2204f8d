import { bigserial, index, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { code, defaultNow, keeps, orEmpty, status, timeOrNull, timestamps } from '../columns.ts';
import { docNo, partOf, skuLine, transitionLog } from '../documents.ts';
import { orderKeyColumns, orders } from './order.ts';

/**
 * After-sales of shipped or completed orders (`/order/afterSale/*`). The header copies its order's scope keys
 * (the order copied its shop's), so the scope is applied on the row itself. Money in integer cents.
 * Status: 10 待审核, 20 已同意, 30 已收货, 40 已退款, 90 已拒绝; type 1 仅退款, 2 退货退款.
 */
export const afterSales = pgTable(
  'order_after_sale',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    afterSaleNo: docNo(),
    ...orderKeyColumns(keeps(() => orders.id)),
    /** The order's warehouse: returned goods go back there. */
    warehouseCode: code().default(''),
    type: smallint().notNull(),
    status: status(10),
    refundAmount: integer().notNull().default(0),
    reason: orEmpty(200),
    rejectReason: orEmpty(200),
    /** When it reached 已退款 (set by the database as the status changes: the sales roll-up files the refund on its day). */
    refundTime: timeOrNull(),
    ...timestamps,
  },
  (t) => [index('order_after_sale_order_idx').on(t.orderId), index('order_after_sale_ret_idx').on(t.retCode)],
);

export const afterSaleLines = pgTable(
  'order_after_sale_line',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    afterSaleId: partOf(() => afterSales.id),
    ...skuLine(),
    /** The paid unit price (after discounts), cents. */
    price: integer().notNull(),
    /** What this line refunds, cents. */
    amount: integer().notNull(),
  },
  (t) => [index('order_after_sale_line_as_idx').on(t.afterSaleId)],
);

/** One row per step of an after-sale: what, from/to status, who, when. */
export const afterSaleLogs = pgTable(
  'order_after_sale_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    afterSaleId: partOf(() => afterSales.id),
    ...transitionLog(),
    createdAt: defaultNow(),
  },
  (t) => [index('order_after_sale_log_as_idx').on(t.afterSaleId)],
);
