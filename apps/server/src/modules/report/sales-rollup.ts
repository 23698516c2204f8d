import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The roll-ups as the orders and after-sales define them (issue 30): what `sales_daily` must hold, computed from
 * scratch — the orders approved and not cancelled or merged (20 … 50), per approval day in Asia/Shanghai and scope
 * keys, and the after-sales refunded (40) per refund day; '' rows with the totals, SKU rows with their lines and
 * their share of each refund (as migration 0026's `sales_refund_add` shares it). The triggers of migrations 0023
 * and 0026 keep the tables equal to this after every approval, cancellation and refund; the test compares them
 * row by row. `salesRows` gives the figures row by row (an order, its SKUs, a refund, its SKUs): the rebuild sums
 * them all, the report sums those of a caller limited in shops, with the orders' and after-sales' own scope (a
 * condition on `order_info` / `order_after_sale` columns, so the SKU parts take it through the row's id).
 */
export function salesRows(orderWhere: SQL = sql`true`, afterSaleWhere: SQL = sql`true`) {
  return sql`
    select (approve_time at time zone 'Asia/Shanghai')::date as day, sp_code, platform_code, channel_code, province_code,
           grade_code, '' as sku_code, 1 as order_count, item_count as quantity, pay_amount::bigint as amount, 0::bigint as refund_amount
    from order_info where status in (20, 30, 40, 50) and approve_time is not null and ${orderWhere}
    union all
    select (o.approve_time at time zone 'Asia/Shanghai')::date, o.sp_code, o.platform_code, o.channel_code, o.province_code,
           o.grade_code, l.sku_code, 1, sum(l.quantity)::int, sum(l.amount - l.discount)::bigint, 0
    from order_info o join order_line l on l.order_id = o.id
    where o.status in (20, 30, 40, 50) and o.approve_time is not null and o.id in (select id from order_info where ${orderWhere})
    group by o.id, l.sku_code
    union all
    select (refund_time at time zone 'Asia/Shanghai')::date, sp_code, platform_code, channel_code, province_code, grade_code, '',
           0, 0, 0, refund_amount
    from order_after_sale where status = 40 and ${afterSaleWhere}
    union all
    select (a.refund_time at time zone 'Asia/Shanghai')::date, a.sp_code, a.platform_code, a.channel_code, a.province_code,
           a.grade_code, l.sku_code, 0, 0, 0,
           coalesce(floor(sum(l.amount) * a.refund_amount / nullif(sum(sum(l.amount)) over (partition by a.id), 0)), 0)::bigint
    from order_after_sale a join order_after_sale_line l on l.after_sale_id = a.id
    where a.status = 40 and a.id in (select id from order_after_sale where ${afterSaleWhere})
    group by a.id, l.sku_code`;
}

const FINE = sql`
  select day, sp_code, platform_code, channel_code, province_code, grade_code, sku_code,
         sum(order_count)::int as order_count, sum(quantity)::int as quantity, sum(amount)::bigint as amount,
         sum(refund_amount)::bigint as refund_amount
  from (${salesRows()}) x
  group by 1, 2, 3, 4, 5, 6, 7`;

const FIGURES = sql.raw('order_count, quantity, amount, refund_amount');
/** Each roll-up: its table and its keys; the coarse ones sum the fine one. */
const GRAINS = [
  { table: 'sales_daily', keys: 'day, sp_code, platform_code, channel_code, province_code, grade_code, sku_code' },
  { table: 'sales_sp_daily', keys: 'day, sp_code, sku_code' },
  { table: 'sales_province_daily', keys: 'day, province_code, sku_code' },
].map((g) => ({ table: sql.identifier(g.table), keys: sql.raw(g.keys) }));

const summed = (keys: SQL, from: SQL) => sql`
  select ${keys}, sum(order_count)::int as order_count, sum(quantity)::int as quantity, sum(amount)::bigint as amount,
         sum(refund_amount)::bigint as refund_amount
  from (${from}) f group by ${keys}`;

/** Each roll-up's rows computed from the orders and after-sales, in key order (zero rows left out). */
export async function salesFromOrders(db: DbOrTx) {
  const out = [];
  for (const g of GRAINS)
    out.push(
      (
        await db.execute(
          sql`select ${g.keys}, ${FIGURES} from (${summed(g.keys, FINE)}) x
              where order_count <> 0 or quantity <> 0 or amount <> 0 or refund_amount <> 0 order by ${g.keys}`,
        )
      ).rows,
    );
  return out;
}

/** Each roll-up's stored rows, in key order (rows a cancellation brought back to zero left out). */
export async function salesStored(db: DbOrTx) {
  const out = [];
  for (const g of GRAINS)
    out.push(
      (
        await db.execute(
          sql`select ${g.keys}, ${FIGURES} from ${g.table}
              where order_count <> 0 or quantity <> 0 or amount <> 0 or refund_amount <> 0 order by ${g.keys}`,
        )
      ).rows,
    );
  return out;
}

/** Rebuilds the roll-ups from the orders and after-sales (the demo data, written without the services). */
export async function rebuildSalesRollup(tx: DbOrTx) {
  const [fine] = GRAINS;
  await tx.execute(sql`delete from sales_daily`);
  await tx.execute(sql`insert into sales_daily (${fine.keys}, ${FIGURES}) select * from (${FINE}) x`);
  for (const g of GRAINS.slice(1)) {
    await tx.execute(sql`delete from ${g.table}`);
    await tx.execute(sql`insert into ${g.table} (${g.keys}, ${FIGURES}) ${summed(g.keys, sql`select * from sales_daily`)}`);
  }
}
