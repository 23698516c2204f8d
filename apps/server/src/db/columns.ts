import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** createtime / updatetime as every table of the console carries them. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A shop's scope keys beyond its code, copied onto a row when it is written (an order, its after-sales, a coupon …)
 * so the data scope is applied on the row itself and a shop's later move does not move history.
 */
export const shopScopeKeys = () => ({
  spCode: varchar({ length: 32 }).notNull().default(''),
  platformCode: varchar({ length: 32 }).notNull().default(''),
  channelCode: varchar({ length: 32 }).notNull().default(''),
  provinceCode: varchar({ length: 12 }).notNull().default(''),
  gradeCode: varchar({ length: 32 }).notNull().default(''),
});
