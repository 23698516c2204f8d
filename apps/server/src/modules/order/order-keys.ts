import { integer, type PgColumn, varchar } from 'drizzle-orm/pg-core';
import type { OrderRow } from './order-kit.ts';

/**
 * Rows of other areas that belong to one order (its ERP push, its risk score) copy the order's number and scope
 * keys, as the order copied its shop's: their lists are scoped on their own row, and the keys never move.
 */
export const orderKeyColumns = () => ({
  orderId: integer().notNull().unique(),
  orderNo: varchar({ length: 32 }).notNull(),
  retCode: varchar({ length: 32 }).notNull(),
  retName: varchar({ length: 100 }).notNull().default(''),
  spCode: varchar({ length: 32 }).notNull().default(''),
  platformCode: varchar({ length: 32 }).notNull().default(''),
  channelCode: varchar({ length: 32 }).notNull().default(''),
  provinceCode: varchar({ length: 12 }).notNull().default(''),
  gradeCode: varchar({ length: 32 }).notNull().default(''),
});

export const orderKeysOf = (o: OrderRow) => ({
  orderId: o.id,
  orderNo: o.orderNo,
  retCode: o.retCode,
  retName: o.retName,
  spCode: o.spCode,
  platformCode: o.platformCode,
  channelCode: o.channelCode,
  provinceCode: o.provinceCode,
  gradeCode: o.gradeCode,
});

type Keyed = Record<'retCode' | 'spCode' | 'platformCode' | 'channelCode' | 'provinceCode' | 'gradeCode', PgColumn>;
/** The scope columns of such a row, by dimension (as the order's: no service code, hidden from 4). */
export const orderKeyScope = (t: Keyed) => ({
  1: t.retCode,
  2: t.spCode,
  3: t.platformCode,
  5: t.channelCode,
  6: t.provinceCode,
  7: t.gradeCode,
});
