import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { code, statusAndTimes, validity } from '../columns.ts';
import { skuQuantity } from '../documents.ts';
import { nonNegative } from '../constraints.ts';

/**
 * Set meals (issue 29). `set_meal_usage` counts the packages each shop took of a set meal in its period: the
 * order's write raises it by check-and-set (`used + count <= quota`), so racing orders never pass the quota.
 */
export const setMeals = pgTable('set_meal', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  packagePrice: integer().notNull(),
  ...validity(),
  perShopQuota: integer().notNull(),
  ...statusAndTimes(),
});

export const setMealLines = pgTable(
  'set_meal_line',
  {
    id: serial().primaryKey(),
    setMealId: integer().notNull(),
    ...skuQuantity(),
  },
  (t) => [index('set_meal_line_meal_idx').on(t.setMealId)],
);

export const setMealUsage = pgTable(
  'set_meal_usage',
  {
    setMealId: integer().notNull(),
    retCode: code(),
    used: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.setMealId, t.retCode] }), nonNegative('set_meal_usage_not_negative', t.used)],
);

/** The packages each order took, so that its cancel gives exactly those back to the shop's quota. */
export const setMealTakes = pgTable(
  'set_meal_take',
  {
    orderNo: code(),
    setMealId: integer().notNull(),
    retCode: code(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.setMealId] })],
);
