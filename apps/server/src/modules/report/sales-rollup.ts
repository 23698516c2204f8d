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

const FIGURES = sql.raw('order_count, quantity, amount, refund_amount');
const FINE_KEYS = sql.raw('day, sp_code, platform_code, channel_code, province_code, grade_code, sku_code');

const summed = (keys: SQL, from: SQL) => sql`
  select ${keys}, sum(order_count)::int as order_count, sum(quantity)::int as quantity, sum(amount)::bigint as amount,
         sum(refund_amount)::bigint as refund_amount
  from (${from}) f group by ${keys}`;

const FINE = summed(FINE_KEYS, salesRows());

/** Fine rows as the coarse roll-ups hold them: each once as its day and once in its month (day = the 1st). */
const daysAndMonths = (fine: SQL) => sql`
  select g.grain, case when g.grain = 'day' then f.day else date_trunc('month', f.day)::date end as day,
         sp_code, province_code, sku_code, ${FIGURES}
  from (${fine}) f cross join (values ('day'), ('month')) g(grain)`;

/** Each roll-up: its table, its keys, and its rows from the fine ones. */
const GRAINS = [
  { table: 'sales_daily', keys: FINE_KEYS, from: (fine: SQL) => fine },
  { table: 'sales_sp_daily', keys: sql.raw('grain, day, sp_code, sku_code'), from: daysAndMonths },
  { table: 'sales_province_daily', keys: sql.raw('grain, day, province_code, sku_code'), from: daysAndMonths },
  { table: 'sales_total_daily', keys: sql.raw('grain, day, sku_code'), from: daysAndMonths },
].map((g) => ({ ...g, table: sql.identifier(g.table) }));

const nonZero = sql`order_count <> 0 or quantity <> 0 or amount <> 0 or refund_amount <> 0`;

/**
 * The running totals by SP as what they add up: each day's change (a row less the one before it) and, at day
 * 'infinity', the SP's total — the '' rows by day and SP, and their sum. `runningGaps` checks the rest: no day
 * missing between an SP's first and its last, and its 'infinity' row at that last one.
 */
const RUNNING_KEYS = sql.raw('day, sp_code');
const runningFromOrders = sql`
  select day, sp_code, ${FIGURES} from (${summed(RUNNING_KEYS, sql`select * from (${FINE}) f where sku_code = ''`)}) d
  union all
  select 'infinity'::date, sp_code, ${FIGURES} from (${summed(sql.raw('sp_code'), sql`select * from (${FINE}) f where sku_code = ''`)}) t`;
const change = (c: string) => sql.raw(`${c} - lag(${c}, 1, 0) over w as ${c}`);
const runningStored = sql`
  select day, sp_code, ${sql.join(['order_count', 'quantity', 'amount', 'refund_amount'].map(change), sql`, `)}
  from sales_sp_running where day <> 'infinity' window w as (partition by sp_code order by day)
  union all
  select day, sp_code, ${FIGURES} from sales_sp_running where day = 'infinity'`;

/** Each roll-up's rows computed from the orders and after-sales, in key order (zero rows left out). */
export async function salesFromOrders(db: DbOrTx) {
  const out = [];
  for (const g of GRAINS)
    out.push(
      (await db.execute(sql`select ${g.keys}, ${FIGURES} from (${summed(g.keys, g.from(FINE))}) x where ${nonZero} order by ${g.keys}`))
        .rows,
    );
  out.push((await db.execute(sql`select * from (${runningFromOrders}) x where ${nonZero} order by ${RUNNING_KEYS}`)).rows);
  return out;
}

/** Each roll-up's stored rows, in key order (rows a cancellation brought back to zero left out). */
export async function salesStored(db: DbOrTx) {
  const out = [];
  for (const g of GRAINS)
    out.push((await db.execute(sql`select ${g.keys}, ${FIGURES} from ${g.table} where ${nonZero} order by ${g.keys}`)).rows);
  out.push((await db.execute(sql`select * from (${runningStored}) x where ${nonZero} order by ${RUNNING_KEYS}`)).rows);
  return out;
}

/** The SPs whose running rows skip a day, or whose 'infinity' row is not their last day's figures. */
export async function runningGaps(db: DbOrTx) {
  const { rows } = await db.execute(sql`
    select t.sp_code from sales_sp_running t
    left join (select sp_code, min(day) as lo, max(day) as hi, count(*) as n from sales_sp_running where day <> 'infinity'
               group by sp_code) r on r.sp_code = t.sp_code
    left join sales_sp_running l on l.sp_code = t.sp_code and l.day = t.through
    where t.day = 'infinity'
      and (t.through is distinct from r.hi or r.n <> r.hi - r.lo + 1
           or (l.order_count, l.quantity, l.amount, l.refund_amount) is distinct from (t.order_count, t.quantity, t.amount, t.refund_amount))
    union all
    select sp_code from sales_sp_running r where day <> 'infinity'
      and not exists (select 1 from sales_sp_running t where t.day = 'infinity' and t.sp_code = r.sp_code)`);
  return rows;
}

/**
 * The running totals by SP are not kept on each write for the rest of the transaction: each approval of an
 * earlier day adds to every day since, so a bulk load of the past calls this and ends with `rebuildSalesRollup`.
 */
export const deferRunningTotals = (tx: DbOrTx) => tx.execute(sql`select set_config('console.sales_running', 'deferred', true)`);

/** `work` (a bulk load of the past) with the running totals deferred, then rebuilt from the day roll-up by SP. */
export async function withRunningDeferred(tx: DbOrTx, work: () => Promise<unknown>) {
  const { rows } = await tx.execute<{ was: string | null }>(sql`select current_setting('console.sales_running', true) as was`);
  await deferRunningTotals(tx);
  await work();
  await tx.execute(sql`select sales_running_rebuild()`);
  await tx.execute(sql`select set_config('console.sales_running', ${rows[0].was ?? ''}, true)`);
}

/**
 * Rebuilds the roll-ups from the orders and after-sales (the demo and bench data, written without the services),
 * in day order as the triggers would have written them, then refreshes the planner's statistics of them.
 */
export async function rebuildSalesRollup(tx: DbOrTx) {
  await tx.execute(sql`delete from sales_daily`);
  await tx.execute(sql`insert into sales_daily (${FINE_KEYS}, ${FIGURES}) select * from (${FINE}) x order by day`);
  for (const g of GRAINS.slice(1)) {
    await tx.execute(sql`delete from ${g.table}`);
    await tx.execute(
      sql`insert into ${g.table} (${g.keys}, ${FIGURES}) select * from (${summed(g.keys, g.from(sql`select * from sales_daily`))}) x order by day`,
    );
  }
  await tx.execute(sql`select sales_running_rebuild()`);
  for (const g of GRAINS) await tx.execute(sql`analyze ${g.table}`);
  await tx.execute(sql`analyze sales_sp_running`);
}
