import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';

const absorber = alias(orders, 'absorber');

/**
 * An order's number and those of the orders a merge absorbed into it: what the absorbed orders took (coupons,
 * set-meal quota) lives on in the merged one and comes back when it is cancelled. The coupon and set-meal areas
 * are handed the numbers, so that they need not know how a merge is recorded.
 */
export async function withMergedOrders(db: DbOrTx, orderNo: string): Promise<string[]> {
  const absorbed = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .innerJoin(absorber, eq(orders.mergedInto, absorber.id))
    .where(eq(absorber.orderNo, orderNo));
  return [orderNo, ...absorbed.map((o) => o.orderNo)];
}
