import { bigint, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * The daily sales roll-up behind `/sp/data/report/sales` (issue 30): per approval day (Asia/Shanghai, the
 * console's default zone) and the order's scope keys except the shop, the orders approved that day and not
 * cancelled since. `skuCode` '' holds the orders' totals (count, items, pay amount); a SKU's row holds its
 * lines (orders holding it, quantity, line amount less discount). A database trigger on `order_log` keeps it
 * in step with every approval and cancellation, in their own transaction (migration 0016); `rebuild` in
 * sales-rollup.ts computes it from the orders.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    spCode: varchar({ length: 32 }).notNull(),
    platformCode: varchar({ length: 32 }).notNull(),
    channelCode: varchar({ length: 32 }).notNull(),
    provinceCode: varchar({ length: 12 }).notNull(),
    gradeCode: varchar({ length: 32 }).notNull(),
    skuCode: varchar({ length: 32 }).notNull(),
    orderCount: integer().notNull().default(0),
    quantity: integer().notNull().default(0),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    refundAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.skuCode, t.spCode, t.provinceCode, t.platformCode, t.channelCode, t.gradeCode] })],
);
