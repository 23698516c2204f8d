import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, day, defaultNow, keeps, statusAndTimes } from '../columns.ts';
import { partOf } from '../documents.ts';
import { positive, within } from '../constraints.ts';

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
    skuCode: code(),
    dimension: smallint().notNull(),
    periodStart: day(),
    periodEnd: day(),
    total: integer().notNull(),
    ...statusAndTimes(),
  },
  (t) => [
    index('alloc_plan_sku_idx').on(t.skuCode, t.status),
    check('alloc_plan_period', sql`${t.periodEnd} >= ${t.periodStart}`),
    positive('alloc_plan_total_pos', t.total),
  ],
);

export const allocLines = pgTable(
  'alloc_line',
  {
    id: serial().primaryKey(),
    planId: partOf(() => allocPlans.id),
    code: code(),
    quota: integer().notNull(),
    used: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('alloc_line_uq').on(t.planId, t.code), within('alloc_line_used_range', t.used, t.quota)],
);

/** What an approved order took from a line (returned, and the row removed, when the order is cancelled). */
export const allocUsage = pgTable(
  'alloc_usage',
  {
    id: serial().primaryKey(),
    orderNo: varchar({ length: 40 }).notNull(),
    lineId: keeps(() => allocLines.id),
    quantity: integer().notNull(),
    createdAt: defaultNow(),
  },
  (t) => [index('alloc_usage_order_idx').on(t.orderNo), positive('alloc_usage_qty_pos', t.quantity)],
);
