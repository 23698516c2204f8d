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
