import { bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { code, orEmpty, regionCode, status, timeOrNull, timestamps } from '../columns.ts';
import { docNo, partOf, skuLine } from '../documents.ts';

/**
 * Sell-in orders (`/ord/sallinOrder`): a service provider's purchase from the brand, shipped from one warehouse.
 * `provinceCode` is the SP's, copied when the order is made (scope dimension 6). Status: 10 待审核, 20 已审核,
 * 40 已发货, 90 已取消.
 */
export const sellinOrders = pgTable(
  'order_sellin',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sellinNo: docNo(),
    spCode: code(),
    provinceCode: regionCode().default(''),
    warehouseCode: code(),
    itemCount: integer().notNull(),
    status: status(10),
    remark: orEmpty(200),
    cancelReason: orEmpty(200),
    creator: orEmpty(50),
    shipTime: timeOrNull(),
    ...timestamps,
  },
  (t) => [index('order_sellin_sp_idx').on(t.spCode), index('order_sellin_status_idx').on(t.status)],
);

export const sellinOrderLines = pgTable(
  'order_sellin_line',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sellinId: partOf(() => sellinOrders.id),
    ...skuLine(),
  },
  (t) => [index('order_sellin_line_idx').on(t.sellinId)],
);
