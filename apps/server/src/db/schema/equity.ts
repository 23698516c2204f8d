import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * Equity activities (issue 29): a benefit for the shops of some grades in a period — a coupon template to issue
 * (benefit 1) or gift SKUs placed as a gift order against the shop's gift budget (benefit 2, its lines in
 * `equity_gift_line`). `equity_grant` holds one row per shop and period granted: its key makes a grant
 * idempotent, also when two race; it names the coupon or the gift order granted.
 */
export const equityActivities = pgTable('equity_activity', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  gradeCodes: text().array().notNull().default(sql`'{}'::text[]`),
  periodStart: date({ mode: 'string' }).notNull(),
  periodEnd: date({ mode: 'string' }).notNull(),
  benefit: smallint().notNull().default(1),
  /** The coupon template of benefit 1 (null for gift SKUs). */
  templateId: integer(),
  status: smallint().notNull().default(1),
  ...timestamps,
});

export const equityGrants = pgTable(
  'equity_grant',
  {
    activityId: integer().notNull(),
    retCode: varchar({ length: 32 }).notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    couponNo: varchar({ length: 32 }).notNull().default(''),
    orderNo: varchar({ length: 32 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.retCode, t.periodStart] })],
);

export const equityGiftLines = pgTable(
  'equity_gift_line',
  {
    id: serial().primaryKey(),
    activityId: integer().notNull(),
    skuCode: varchar({ length: 32 }).notNull(),
    quantity: integer().notNull(),
  },
  (t) => [index('equity_gift_line_activity_idx').on(t.activityId)],
);
