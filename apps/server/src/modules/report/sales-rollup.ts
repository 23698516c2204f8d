import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The roll-up as the orders define it (issue 30): what `sales_daily` must hold, computed from scratch — the
 * orders approved and not cancelled or merged (20 … 50), per approval day in Asia/Shanghai and scope keys;
 * '' rows with the orders' totals, SKU rows with their lines. The trigger of migration 0015 keeps the table
 * equal to this after every approval and cancellation; the test compares the two row by row.
 */
const FROM_ORDERS = sql`
  select (approve_time at time zone 'Asia/Shanghai')::date as day, sp_code, platform_code, channel_code, province_code,
         grade_code, '' as sku_code, count(*)::int as order_count, sum(item_count)::int as quantity, sum(pay_amount)::bigint as amount
  from order_info where status in (20, 30, 40, 50) and approve_time is not null
  group by 1, 2, 3, 4, 5, 6
  union all
  select (o.approve_time at time zone 'Asia/Shanghai')::date, o.sp_code, o.platform_code, o.channel_code, o.province_code,
         o.grade_code, l.sku_code, count(distinct o.id)::int, sum(l.quantity)::int, sum(l.amount - l.discount)::bigint
  from order_info o join order_line l on l.order_id = o.id
  where o.status in (20, 30, 40, 50) and o.approve_time is not null
  group by 1, 2, 3, 4, 5, 6, 7`;

const KEYS = sql.raw('day, sp_code, platform_code, channel_code, province_code, grade_code, sku_code');

/** The roll-up's rows computed from the orders, in key order (zero rows left out). */
export async function salesFromOrders(db: DbOrTx) {
  return (await db.execute(sql`select ${KEYS}, order_count, quantity, amount from (${FROM_ORDERS}) x order by ${KEYS}`)).rows;
}

/** The roll-up's stored rows, in key order (rows a cancellation brought back to zero left out). */
export async function salesStored(db: DbOrTx) {
  return (
    await db.execute(
      sql`select ${KEYS}, order_count, quantity, amount from sales_daily
          where order_count <> 0 or quantity <> 0 or amount <> 0 order by ${KEYS}`,
    )
  ).rows;
}

/** Rebuilds the roll-up from the orders (the demo data, whose orders are written without the services). */
export async function rebuildSalesRollup(tx: DbOrTx) {
  await tx.execute(sql`delete from sales_daily`);
  await tx.execute(sql`insert into sales_daily (${KEYS}, order_count, quantity, amount) select * from (${FROM_ORDERS}) x`);
}
