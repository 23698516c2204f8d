import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * Set meals (issue 29). `set_meal_usage` counts the packages each shop took of a set meal in its period: the
 * order's write raises it by check-and-set (`used + count <= quota`), so racing orders never pass the quota.
 */
export const setMeals = pgTable('set_meal', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  packagePrice: integer().notNull(),
  validFrom: date({ mode: 'string' }).notNull(),
  validTo: date({ mode: 'string' }).notNull(),
  perShopQuota: integer().notNull(),
  status: smallint().notNull().default(1),
  ...timestamps,
});

export const setMealLines = pgTable(
  'set_meal_line',
  {
    id: serial().primaryKey(),
    setMealId: integer().notNull(),
    skuCode: varchar({ length: 32 }).notNull(),
    quantity: integer().notNull(),
  },
  (t) => [index('set_meal_line_meal_idx').on(t.setMealId)],
);

export const setMealUsage = pgTable(
  'set_meal_usage',
  {
    setMealId: integer().notNull(),
    retCode: varchar({ length: 32 }).notNull(),
    used: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.setMealId, t.retCode] }), check('set_meal_usage_not_negative', sql`${t.used} >= 0`)],
);

/** The packages each order took, so that its cancel gives exactly those back to the shop's quota. */
export const setMealTakes = pgTable(
  'set_meal_take',
  {
    orderNo: varchar({ length: 32 }).notNull(),
    setMealId: integer().notNull(),
    retCode: varchar({ length: 32 }).notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.setMealId] })],
);
