import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { code, day, defaultNow, statusAndTimes } from '../columns.ts';
import { skuQuantity } from '../documents.ts';

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
  periodStart: day(),
  periodEnd: day(),
  benefit: smallint().notNull().default(1),
  /** The coupon template of benefit 1 (null for gift SKUs). */
  templateId: integer(),
  ...statusAndTimes(),
});

export const equityGrants = pgTable(
  'equity_grant',
  {
    activityId: integer().notNull(),
    retCode: code(),
    periodStart: day(),
    couponNo: code().default(''),
    orderNo: code().default(''),
    createdAt: defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.retCode, t.periodStart] })],
);

export const equityGiftLines = pgTable(
  'equity_gift_line',
  {
    id: serial().primaryKey(),
    activityId: integer().notNull(),
    ...skuQuantity(),
  },
  (t) => [index('equity_gift_line_activity_idx').on(t.activityId)],
);
