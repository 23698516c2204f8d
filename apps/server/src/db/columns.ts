import { type AnyPgColumn, date, integer, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/*
 * Column builders the tables of db/schema share, so a table reads as what it holds. The migrations were made
 * from the columns these give: an edit here changes every table that uses it, which db/schema.test.ts catches
 * (a migration would be needed, or a column moved) — `npx drizzle-kit generate` must find nothing to do.
 */

/** When a row is written; with a default, the moment of the insert. */
export const defaultNow = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A moment that may not have come yet (shipped, paid, claimed …). */
export const timeOrNull = () => timestamp({ withTimezone: true });

/** createtime / updatetime as every table of the console carries them. */
export const timestamps = {
  createdAt: defaultNow(),
  updatedAt: defaultNow().$onUpdate(() => new Date()),
};

/** A status: 1 (enabled) unless the row's machine starts elsewhere (10 待审核 …). */
export const status = (initial = 1) => smallint().notNull().default(initial);

/** The tail of most editable rows: their status and their two times. */
export const statusAndTimes = (initial = 1) => ({ status: status(initial), ...timestamps });

/** The code of a shop, SP, SKU, warehouse, channel … (32 characters), by which rows refer to each other. */
export const code = () => varchar({ length: 32 }).notNull();

/** A GB/T 2260 region code: province, city or district. */
export const regionCode = () => varchar({ length: 12 }).notNull();

/** Text a person may leave empty (a remark, a reason, who did it). */
export const orEmpty = (length: number) => varchar({ length }).notNull().default('');

/** A calendar day, read and written as `YYYY-MM-DD`. */
export const day = () => date({ mode: 'string' }).notNull();

/** The days a row applies on, both inclusive. */
export const validity = () => ({ validFrom: day(), validTo: day() });

/** Start and end on the business zone's wall clock (timestamp without zone). */
export const wallClockSpan = () => ({
  startTime: timestamp({ mode: 'string' }).notNull(),
  endTime: timestamp({ mode: 'string' }).notNull(),
});

/** A row that keeps another: that one is not deleted while this one stands. */
export const keeps = (target: () => AnyPgColumn) => integer().notNull().references(target, { onDelete: 'restrict' });

/** A code that keeps the row it names (a shop, a warehouse, a SKU): that one is not deleted while this one stands. */
export const keepsCode = (target: () => AnyPgColumn) => code().references(target, { onDelete: 'restrict' });

/** Where a shop or a service provider is. */
export const postalAddress = () => ({
  provinceCode: regionCode(),
  cityCode: regionCode(),
  districtCode: regionCode(),
  address: varchar({ length: 200 }).notNull(),
});

/**
 * A shop's scope keys beyond its code, copied onto a row when it is written (an order, its after-sales, a coupon …)
 * so the data scope is applied on the row itself and a shop's later move does not move history.
 */
export const shopScopeKeys = () => ({
  spCode: code().default(''),
  platformCode: code().default(''),
  channelCode: code().default(''),
  provinceCode: regionCode().default(''),
  gradeCode: code().default(''),
});
