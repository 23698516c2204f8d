import { bigserial, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * Sell-in orders (`/ord/sallinOrder`): a service provider's purchase from the brand, shipped from one warehouse.
 * `provinceCode` is the SP's, copied when the order is made (scope dimension 6). Status: 10 待审核, 20 已审核,
 * 40 已发货, 90 已取消.
 */
export const sellinOrders = pgTable(
  'order_sellin',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sellinNo: varchar({ length: 32 }).notNull().unique(),
    spCode: varchar({ length: 32 }).notNull(),
    provinceCode: varchar({ length: 12 }).notNull().default(''),
    warehouseCode: varchar({ length: 32 }).notNull(),
    itemCount: integer().notNull(),
    status: smallint().notNull().default(10),
    remark: varchar({ length: 200 }).notNull().default(''),
    cancelReason: varchar({ length: 200 }).notNull().default(''),
    creator: varchar({ length: 50 }).notNull().default(''),
    shipTime: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('order_sellin_sp_idx').on(t.spCode), index('order_sellin_status_idx').on(t.status)],
);

export const sellinOrderLines = pgTable(
  'order_sellin_line',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sellinId: integer()
      .notNull()
      .references(() => sellinOrders.id, { onDelete: 'cascade' }),
    skuCode: varchar({ length: 32 }).notNull(),
    skuName: varchar({ length: 100 }).notNull().default(''),
    quantity: integer().notNull(),
  },
  (t) => [index('order_sellin_line_idx').on(t.sellinId)],
);
