import { bigint, bigserial, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { code, timestamps } from '../columns.ts';
import { orders } from './order.ts';

/**
 * Gift orders (`/gift/order`): each is an order of the order table (source 4, lines at price 0, gift true); this
 * row adds what the order does not hold — the month whose budget it takes and its value at list price (cents).
 */
export const giftOrders = pgTable(
  'order_gift',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderNo: code(),
    retCode: code(),
    /** `2026-11`, in the console's zone. */
    month: varchar({ length: 7 }).notNull(),
    listAmount: integer().notNull(),
    /** [{skuCode, skuName, quantity, listPrice}] at the time of ordering. */
    lines: jsonb().$type<{ skuCode: string; skuName: string; quantity: number; listPrice: number }[]>().notNull(),
    ...timestamps,
  },
  (t) => [index('order_gift_ret_month_idx').on(t.retCode, t.month)],
);

/** A shop's monthly gift budget in list-price cents; a shop without a row has none. */
export const giftBudgets = pgTable('order_gift_budget', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  retCode: code().unique(),
  monthlyBudget: integer().notNull(),
  ...timestamps,
});
