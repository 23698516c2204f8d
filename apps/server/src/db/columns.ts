import { timestamp } from 'drizzle-orm/pg-core';

/** createtime / updatetime as every table of the console carries them. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
