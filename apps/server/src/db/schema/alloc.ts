import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * Allocation (`/alloc/*`, `/sellout/autoAlloc/*`). A line's `used` moves only by a conditional update
 * (`used + n <= quota`) when an order is approved, and back when it is cancelled; the CHECK makes an overflow
 * impossible even for a bug that bypasses the service, and `alloc_usage` remembers what each order took.
 */

/** status: PLAN_MACHINE (contract api/alloc.ts); dimension 1 shop, 2 SP, 6 province. */
export const allocPlans = pgTable(
  'alloc_plan',
  {
    id: serial().primaryKey(),
    planName: varchar({ length: 50 }).notNull(),
    skuCode: varchar({ length: 32 }).notNull(),
    dimension: smallint().notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    total: integer().notNull(),
    status: smallint().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('alloc_plan_sku_idx').on(t.skuCode, t.status),
    check('alloc_plan_period', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('alloc_plan_total_pos', sql`${t.total} > 0`),
  ],
);

export const allocLines = pgTable(
  'alloc_line',
  {
    id: serial().primaryKey(),
    planId: integer()
      .notNull()
      .references(() => allocPlans.id, { onDelete: 'cascade' }),
    code: varchar({ length: 32 }).notNull(),
    quota: integer().notNull(),
    used: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('alloc_line_uq').on(t.planId, t.code),
    check('alloc_line_used_range', sql`${t.used} >= 0 and ${t.used} <= ${t.quota}`),
  ],
);

/** What an approved order took from a line (returned, and the row removed, when the order is cancelled). */
export const allocUsage = pgTable(
  'alloc_usage',
  {
    id: serial().primaryKey(),
    orderNo: varchar({ length: 40 }).notNull(),
    lineId: integer()
      .notNull()
      .references(() => allocLines.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alloc_usage_order_idx').on(t.orderNo), check('alloc_usage_qty_pos', sql`${t.quantity} > 0`)],
);
