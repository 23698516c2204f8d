import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * Equity activities (issue 29): a coupon template for the shops of some grades in a period. `equity_grant`
 * holds one row per shop and period granted: its key makes a grant idempotent, also when two race.
 */
export const equityActivities = pgTable('equity_activity', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  gradeCodes: text().array().notNull().default(sql`'{}'::text[]`),
  periodStart: date({ mode: 'string' }).notNull(),
  periodEnd: date({ mode: 'string' }).notNull(),
  templateId: integer().notNull(),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.retCode, t.periodStart] })],
);
