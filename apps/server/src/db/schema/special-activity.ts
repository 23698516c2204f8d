import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { code, statusAndTimes, wallClockSpan } from '../columns.ts';

/**
 * Special activities (issue 29). Start and end are the business zone's wall clock (timestamp without zone),
 * compared with `now()` in that zone. `grade_codes` empty: every grade. Money in integer cents.
 */
export const specialActivities = pgTable('special_activity', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  ...wallClockSpan(),
  gradeCodes: text().array().notNull().default(sql`'{}'::text[]`),
  ...statusAndTimes(),
});

export const specialActivityLines = pgTable(
  'special_activity_line',
  {
    id: serial().primaryKey(),
    activityId: integer().notNull(),
    skuCode: code(),
    specialPrice: integer().notNull(),
  },
  (t) => [index('special_activity_line_activity_idx').on(t.activityId), index('special_activity_line_sku_idx').on(t.skuCode)],
);
