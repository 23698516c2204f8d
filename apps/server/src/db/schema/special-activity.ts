import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * Special activities (issue 29). Start and end are the business zone's wall clock (timestamp without zone),
 * compared with `now()` in that zone. `grade_codes` empty: every grade. Money in integer cents.
 */
export const specialActivities = pgTable('special_activity', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  startTime: timestamp({ mode: 'string' }).notNull(),
  endTime: timestamp({ mode: 'string' }).notNull(),
  gradeCodes: text().array().notNull().default(sql`'{}'::text[]`),
  status: smallint().notNull().default(1),
  ...timestamps,
});

export const specialActivityLines = pgTable(
  'special_activity_line',
  {
    id: serial().primaryKey(),
    activityId: integer().notNull(),
    skuCode: varchar({ length: 32 }).notNull(),
    specialPrice: integer().notNull(),
  },
  (t) => [index('special_activity_line_activity_idx').on(t.activityId), index('special_activity_line_sku_idx').on(t.skuCode)],
);
