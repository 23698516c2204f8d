import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

/**
 * Issue 31's lists of the later areas at a million rows: the stock ledger, coupons and after-sales, set-based
 * like seeders.ts. Coupons and after-sales copy the scope keys of a bench shop / order, so the scope's SQL has
 * real keys to match; the ledger has no foreign keys (it is append-only: an insert is all its trigger allows).
 */

/**
 * Ledger rows over 6 warehouses × 20,000 SKUs, a year of them, denser lately; mostly locks and shipments. Their
 * stock rows hold what the product keeps (stock.service.ts): the sum of each one's ledger, which 库存报表's opening
 * reads (on-hand now less what moved since); a first row a year back (期初, ADJUST) keeps every sum possible
 * (nothing locked below zero or above on hand). The stock rows' codes have no warehouse or SKU behind them (as the
 * ledger's): their foreign keys are off for that insert. `n` rows in all, the first rows among them.
 */
const STOCK_ROWS = 60_000;
export async function seedLedger(db: Db, n: number) {
  await db.execute(sql`select setseed(0.53)`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into wms_inventory (warehouse_code, sku_code, created_at, updated_at)
      select 'BWH' || (1 + k % 6), 'BSKU' || lpad((1 + k % 20000)::text, 6, '0'), now() - interval '366 days', now()
      from generate_series(0, ${STOCK_ROWS - 1}) k`);
  });
  await db.execute(sql`
    insert into wms_stock_ledger (inventory_id, warehouse_code, sku_code, type, on_hand_delta, locked_delta, on_hand_after,
                                  locked_after, source_type, source_no, reason, operator, created_at)
    select i.id, i.warehouse_code, i.sku_code, t.type,
           case when t.type in ('RECEIVE', 'TRANSFER_IN', 'RETURN') then q.qty when t.type in ('SHIP', 'TRANSFER_OUT') then -q.qty else 0 end,
           case when t.type = 'LOCK' then q.qty when t.type in ('UNLOCK', 'SHIP') then -q.qty else 0 end,
           100 + g.n % 900, g.n % 50,
           case when t.type = 'RECEIVE' then 'PO' when t.type = 'RETURN' then 'AFTER_SALE' when t.type = 'ADJUST' then 'STOCKTAKE' else 'ORDER' end,
           'BO' || lpad((1 + g.n % 1000000)::text, 10, '0'), '', 'system', c.t
    from generate_series(1, ${Math.max(0, n - STOCK_ROWS)}) g(n)
    join wms_inventory i on i.warehouse_code = 'BWH' || (1 + g.n % 6) and i.sku_code = 'BSKU' || lpad((1 + g.n % 20000)::text, 6, '0')
    cross join lateral (select random() as x, g.n) r
    cross join lateral (select (array['RECEIVE', 'LOCK', 'UNLOCK', 'SHIP', 'ADJUST', 'TRANSFER_OUT', 'TRANSFER_IN', 'RETURN'])[
      case when r.x < 0.35 then 2 when r.x < 0.65 then 4 when r.x < 0.75 then 3 when r.x < 0.85 then 1
           when r.x < 0.9 then 5 when r.x < 0.94 then 6 when r.x < 0.98 then 7 else 8 end] as type) t
    cross join lateral (select 1 + floor(random() * 20)::int as qty, g.n) q
    cross join lateral (select now() - interval '365 days' * power(random(), 1.5) as t, g.n) c`);
  await db.execute(sql`
    with sums as (select inventory_id as id, coalesce(sum(on_hand_delta), 0)::int as o, coalesce(sum(locked_delta), 0)::int as l
                  from wms_stock_ledger group by inventory_id),
    first as (select i.id, i.warehouse_code, i.sku_code, greatest(0, -coalesce(s.l, 0)) as bl, coalesce(s.o, 0) as o, coalesce(s.l, 0) as l
              from wms_inventory i left join sums s on s.id = i.id where i.warehouse_code like 'BWH%')
    insert into wms_stock_ledger (inventory_id, warehouse_code, sku_code, type, on_hand_delta, locked_delta, on_hand_after,
                                  locked_after, source_type, source_no, reason, operator, created_at)
    select id, warehouse_code, sku_code, 'ADJUST', greatest(0, l + bl - o), bl, greatest(0, l + bl - o), bl, 'STOCKTAKE', '', '期初', 'system',
           now() - interval '366 days'
    from first`);
  await db.execute(sql`
    update wms_inventory i set on_hand = s.o, locked = s.l
    from (select inventory_id as id, sum(on_hand_delta)::int as o, sum(locked_delta)::int as l from wms_stock_ledger group by inventory_id) s
    where s.id = i.id and i.warehouse_code like 'BWH%'`);
}

/** Coupons of 5 bench templates issued to the bench shops over a year: 60 % unused, 25 % used, the rest expired or void. */
export async function seedCoupons(db: Db, n: number) {
  await db.execute(sql`select setseed(0.61)`);
  await db.execute(sql`
    insert into coupon_template (name, type, amount_off, threshold, valid_days, total, issued)
    select '满' || (k * 100) || '减' || (k * 10), 1, k * 1000, k * 10000, 30, ${n}, ${n} / 5 from generate_series(1, 5) k`);
  await db.execute(sql`
    with shops as (select s.*, row_number() over (order by s.ret_code) as k from shop_info s where s.ret_code like 'BR%'),
    total as (select count(*) as c from shops),
    tpl as (select id, row_number() over (order by id) as k from coupon_template order by id desc limit 5)
    insert into coupon (coupon_no, template_id, ret_code, sp_code, platform_code, channel_code, province_code, grade_code, status,
                        order_no, valid_from, valid_to, used_at, created_at, updated_at)
    select 'BC' || lpad(g.n::text, 10, '0'), tpl.id, s.ret_code, s.sp_code, s.platform_code, s.channel_code, s.province_code,
           s.grade_code, st.status, case when st.status = 2 then 'BO' || lpad(g.n::text, 10, '0') else '' end,
           c.t::date, c.t::date + 30, case when st.status = 2 then c.t + interval '2 days' end, c.t, c.t
    from generate_series(1, ${n}) g(n)
    cross join total
    cross join lateral (select random() as x, g.n) r
    cross join lateral (select now() - interval '365 days' * power(random(), 1.5) as t, g.n) c
    cross join lateral (select case when r.x < 0.6 then 1 when r.x < 0.85 then 2 when r.x < 0.95 then 3 else 4 end as status) st
    join shops s on s.k = 1 + (g.n::bigint * 7919) % total.c
    join tpl on tpl.k = 1 + g.n % 5`);
}

/**
 * One after-sale for each of the first `n` bench orders (the seeder runs after the orders), copying its scope
 * keys: mostly refunded, some pending review (only a return is ever 已收货); refund-only and return-with-refund about half each.
 */
export async function seedAfterSales(db: Db, n: number) {
  await db.execute(sql`select setseed(0.29)`);
  await db.execute(sql`
    insert into order_after_sale (after_sale_no, order_id, order_no, ret_code, ret_name, sp_code, platform_code, channel_code,
                                  province_code, grade_code, warehouse_code, type, status, refund_amount, reason, refund_time,
                                  created_at, updated_at)
    select 'BA' || substr(o.order_no, 3), o.id, o.order_no, o.ret_code, o.ret_name, o.sp_code, o.platform_code, o.channel_code,
           o.province_code, o.grade_code, o.warehouse_code, 1 + (o.id % 2), st.status, o.pay_amount / 2, '质量问题',
           case when st.status = 40 then o.created_at + interval '3 days' end, o.created_at + interval '1 day', o.created_at + interval '1 day'
    from (select * from order_info where order_no like 'BO%' order by id limit ${n}) o
    cross join lateral (select random() as x, o.id) r
    cross join lateral (select case when r.x < 0.15 then 10 when r.x < 0.25 then 20 when r.x < 0.3 then 20 + 10 * (o.id % 2)
                                    when r.x < 0.9 then 40 else 90 end as status) st`);
}
