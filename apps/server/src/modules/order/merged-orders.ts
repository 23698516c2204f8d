import { type SQL, sql } from 'drizzle-orm';

/**
 * An order's number and those of the orders a merge absorbed into it, as a subquery for `in (…)`: what the
 * absorbed orders took (coupons, set-meal quota) lives on in the merged one and comes back when it is cancelled.
 */
export const withMergedOrders = (orderNo: string): SQL =>
  sql`(select ${orderNo}::varchar union all
    select m.order_no from order_info m join order_info o on m.merged_into = o.id where o.order_no = ${orderNo})`;
