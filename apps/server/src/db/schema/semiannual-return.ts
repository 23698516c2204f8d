import { bigserial, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { code, orEmpty, status, timestamps } from '../columns.ts';
import { docNo, partOf, skuLine } from '../documents.ts';

/**
 * Half-year returns (`/semiannualReturnOrder`): a shop's return of unsold goods in one half year (`period`
 * `2026H1` / `2026H2`), valued at what the shop paid for them in that half year. Money in integer cents.
 * Status: 10 待审核, 20 已审核, 30 已收货, 90 已驳回.
 */
export const semiannualReturns = pgTable(
  'order_semiannual_return',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    returnNo: docNo(),
    retCode: code(),
    period: varchar({ length: 8 }).notNull(),
    warehouseCode: code(),
    amount: integer().notNull(),
    status: status(10),
    reason: orEmpty(200),
    rejectReason: orEmpty(200),
    ...timestamps,
  },
  (t) => [index('order_semiannual_return_ret_idx').on(t.retCode, t.period)],
);

export const semiannualReturnLines = pgTable(
  'order_semiannual_return_line',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    returnId: partOf(() => semiannualReturns.id),
    ...skuLine(),
    /** What the shop paid a unit in the half year (after discounts), cents. */
    price: integer().notNull(),
    amount: integer().notNull(),
  },
  (t) => [index('order_semiannual_return_line_idx').on(t.returnId)],
);

/** The one row of the area's settings (id 1): the share (%) of a half year's purchases a shop may return. */
export const semiannualSettings = pgTable('order_semiannual_setting', {
  id: smallint().primaryKey().default(1),
  returnRate: integer().notNull(),
  ...timestamps,
});
