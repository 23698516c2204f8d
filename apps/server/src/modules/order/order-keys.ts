import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OrderRow } from './order-kit.ts';

/** What a row of another area that belongs to one order copies of it (its columns: `orderKeyColumns` in db/schema/order.ts). */
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
