import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lock, type StockSource } from '../wms/stock.service.ts';
import { orderSplits } from '../../db/schema/wms.ts';
import { withRunningDeferred } from '../report/sales-rollup.ts';

/**
 * Order demo: about 5,000 orders over the demo shops in every state, set-based SQL. Each order copies its
 * shop's scope keys and is served by a warehouse of its channel (its own province's first); its lines are SKUs
 * that warehouse stocks, priced at the shop platform's price, with the tiered discount its quantity reaches.
 *
 * - Approved and pushed orders hold their stock: one LOCK per line through the stock operations (so the ledger
 *   tells why it is locked) and the order's split rows (so a cancel, or a delivery, finds the lock). An order
 *   whose lock the stock cannot cover stays pending.
 * - Shipped and completed orders are history from before the opening stock: they touch no stock.
 * - Pending orders gather on a few hundred shops, mostly to the shop's own address: merge candidates.
 * - Some orders were merged (已合并) into an approved order of the same shop and address.
 * - Every order has its log, step by step up to its state; telesales orders of SP0001/SP0002 were placed by
 *   the demo agent `demo_sp` (role 0034), the rest by the administrator.
 *
 * Runs once: it does nothing when any order exists.
 */

export const DEMO_ORDERS = 5000;
const MERGED = 120;
const system: (orderNo: string) => StockSource = (orderNo) => ({
  sourceType: 'ORDER',
  sourceNo: orderNo,
  reason: '订单审核锁定库存',
  operator: '系统管理员(admin)',
});

export async function seedOrderDemo(tx: Tx) {
  if (await hasRows(tx, 'order_info')) return;
  const { rows: ready } = await tx.execute(sql`select 1 from shop_info s where s.ret_code like 'R______' limit 1`);
  const { rows: stocked } = await tx.execute(sql`select 1 from wms_inventory limit 1`);
  if (!ready.length || !stocked.length) return;
  await tx.execute(sql`select setseed(0.16)`);
  await stageOrders(tx);
  await insertOrders(tx);
  await lockApproved(tx);
  await mergeSome(tx);
  // Thousands of approvals on earlier days: the running totals by SP are rebuilt once after them.
  await withRunningDeferred(tx, () => logAll(tx));
}

/** The orders to make, with their shop, warehouse, status and times (a temporary table). */
async function stageOrders(tx: Tx) {
  await tx.execute(sql`
    create temporary table demo_order on commit drop as
    with shops as (
      select s.*, row_number() over (order by s.ret_code) as k
      from shop_info s where s.ret_code like 'R______' and s.status = 1),
    drawn as (
      select n, random() as r, random() as src, random() as addr, power(random(), 2) as age from generate_series(1, ${DEMO_ORDERS - MERGED}) n),
    planned as (
      select d.*, case when d.r < 0.30 then 10 when d.r < 0.42 then 20 when d.r < 0.47 then 30 when d.r < 0.62 then 40
                       when d.r < 0.92 then 50 else 90 end as status
      from drawn d)
    select nextval(pg_get_serial_sequence('order_info', 'id'))::int as id, p.n, p.status,
           s.ret_code, s.ret_name, s.sp_code, s.platform_code, s.channel_code, s.province_code, s.grade_code,
           s.city_code, s.district_code, s.owner_name, s.phone,
           -- Pending orders mostly go to the shop's own address (merge candidates); a tenth elsewhere.
           case when p.status = 10 and p.addr < 0.9 then s.address when p.addr < 0.8 then s.address
                else s.address || '（仓库' || (1 + p.n % 3) || '号门）' end as address,
           w.warehouse_code,
           case when p.src < 0.6 then 1 when p.src < 0.9 then 2 else 3 end as source,
           -- Pending orders are recent; the rest spread over half a year, denser lately.
           case when p.status = 10 then now() - interval '7 days' * p.age else now() - interval '180 days' * p.age - interval '1 day' end
             as created_at
    from planned p
    cross join (select count(*) as total from shops) c
    -- Pending orders gather on the first 600 shops so several share a shop and address.
    join shops s on s.k = 1 + (p.n * 7919) % case when p.status = 10 then least(600, c.total) else c.total end
    cross join lateral (
      select wc.warehouse_code from wms_warehouse_channel wc join wms_warehouse wh on wh.warehouse_code = wc.warehouse_code
      where wc.channel_code = s.channel_code and wc.status = 1 and wh.status = 1
      order by (wh.province_code = s.province_code) desc, wc.priority, wc.warehouse_code limit 1) w`);
}

async function insertOrders(tx: Tx) {
  await tx.execute(sql`
    insert into order_info (id, order_no, ret_code, ret_name, sp_code, platform_code, channel_code, province_code, grade_code,
                            warehouse_code, status, source, receiver, phone, delivery_province_code, city_code, district_code,
                            address, creator, approve_time, cancel_reason, created_at, updated_at)
    select id, 'SO' || to_char(created_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(id::text, 8, '0'),
           ret_code, ret_name, sp_code, platform_code, channel_code, province_code, grade_code, warehouse_code, status, source,
           owner_name, phone, province_code, city_code, district_code, address,
           case when source = 2 and sp_code in ('SP0001', 'SP0002') then 'demo_sp' when source = 2 then 'admin' else '' end,
           case when status between 20 and 50 then created_at + interval '3 hours' end,
           case when status = 90 then (array['门店要求取消', '重复下单', '地址有误，重新下单'])[1 + n % 3] else '' end,
           created_at, created_at + case when status = 10 then interval '0' else interval '4 hours' end
    from demo_order`);
  // 1–3 lines of SKUs the warehouse stocks, at the platform's price, with the discount tier the quantity reaches.
  await tx.execute(sql`
    insert into order_line (order_id, sku_code, sku_name, quantity, price, amount, discount)
    select o.id, l.sku_code, l.name, l.quantity, l.price, l.price * l.quantity,
           l.price * l.quantity - round(l.price * l.quantity * coalesce(l.rate, 100) / 100.0)::int
    from demo_order o
    cross join lateral (
      select i.sku_code, p.name, q.quantity, coalesce(
               (select pr.price from product_sku_price pr where pr.sku_id = p.id and pr.platform_code = o.platform_code
                order by pr.valid_from desc limit 1), 1000) as price,
             (select d.discount_rate from product_sku_discount d where d.sku_id = p.id and d.status = 1 and d.min_qty <= q.quantity
              order by d.min_qty desc limit 1) as rate
      from wms_inventory i join product_sku p on p.code = i.sku_code
      cross join lateral (select case when random() < 0.15 then 10 + floor(random() * 3)::int * 10 else 1 + floor(random() * 6)::int end
                            as quantity, i.id as tick, o.id as o) q
      where i.warehouse_code = o.warehouse_code and i.on_hand > 20
      order by md5(i.sku_code || o.id) limit 1 + o.n % 3) l`);
  await totals(tx, sql`true`);
}

/** Header amounts from the lines. */
const totals = (tx: Tx, which: ReturnType<typeof sql>) =>
  tx.execute(sql`
    update order_info o set total_amount = s.total, discount_amount = s.discount, pay_amount = s.total - s.discount, item_count = s.items
    from (select order_id, sum(amount)::int as total, sum(discount)::int as discount, sum(quantity)::int as items
          from order_line group by order_id) s
    where s.order_id = o.id and ${which}`);

/** Approved and pushed orders lock their lines, all or none per order; one the stock cannot cover stays pending. */
async function lockApproved(tx: Tx) {
  const { rows } = await tx.execute<{
    id: number;
    order_no: string;
    warehouse_code: string;
    lines: { skuCode: string; quantity: number }[];
  }>(sql`
    select o.id, o.order_no, o.warehouse_code,
           json_agg(json_build_object('skuCode', l.sku_code, 'quantity', l.quantity) order by l.sku_code) as lines
    from order_info o join order_line l on l.order_id = o.id
    where o.status in (20, 30) group by o.id order by o.created_at, o.id`);
  for (const o of rows) {
    const lines = o.lines.map((l) => ({ ...l, warehouseCode: o.warehouse_code }));
    try {
      await tx.transaction(async (sp) => {
        for (const l of lines) await lock(sp, l, system(o.order_no));
        await sp.insert(orderSplits).values(lines.map((l) => ({ ...l, orderNo: o.order_no })));
      });
    } catch {
      await tx.execute(sql`update order_info set status = 10, approve_time = null, updated_at = created_at where id = ${o.id}`);
    }
  }
}

/** A few pending orders of the shops of approved ones, to the same address, merged into them. */
async function mergeSome(tx: Tx) {
  await tx.execute(sql`
    with survivors as (
      select o.* from order_info o where o.status = 20 order by md5(o.id::text) limit ${MERGED}),
    made as (
      insert into order_info (order_no, ret_code, ret_name, sp_code, platform_code, channel_code, province_code, grade_code,
                              warehouse_code, status, source, receiver, phone, delivery_province_code, city_code, district_code,
                              address, creator, merged_into, created_at, updated_at)
      select 'SO' || to_char(s.created_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || 'M' || lpad(s.id::text, 7, '0'),
             s.ret_code, s.ret_name, s.sp_code, s.platform_code, s.channel_code, s.province_code, s.grade_code, s.warehouse_code,
             91, s.source, s.receiver, s.phone, s.delivery_province_code, s.city_code, s.district_code, s.address, s.creator, s.id,
             s.created_at + interval '1 hour', s.approve_time
      from survivors s
      returning id, merged_into)
    insert into order_line (order_id, sku_code, sku_name, quantity, price, amount, discount)
    select m.id, l.sku_code, l.sku_name, 1, l.price, l.price, 0
    from made m cross join lateral (select * from order_line l where l.order_id = m.merged_into order by l.id limit 1) l`);
  await totals(tx, sql`o.status = 91`);
}

/** Each order's log, step by step up to its state. */
async function logAll(tx: Tx) {
  await tx.execute(sql`
    insert into order_log (order_id, action, from_status, to_status, operator, remark, changes, created_at)
    select o.id, s.action, s.from_status, s.to_status, s.operator, s.remark, c.changes, s.at
    from order_info o
    cross join lateral (values
      ('创建', null::smallint, 10::smallint,
       case o.source when 1 then '门店APP' when 3 then '合作平台' else case o.creator when 'demo_sp' then '服务商坐席(demo_sp)' else '系统管理员(admin)' end end,
       '', o.created_at, true),
      ('审核', 10::smallint, 20::smallint, '系统管理员(admin)', '', o.approve_time, o.status between 20 and 50),
      ('推送ERP', 20::smallint, 30::smallint, '系统', '', o.approve_time + interval '10 minutes', o.status between 30 and 50),
      ('发货', 30::smallint, 40::smallint, '系统管理员(admin)', '全部发货单已发货', o.approve_time + interval '1 day', o.status in (40, 50)),
      ('完成', 40::smallint, 50::smallint, '系统', '门店已签收', o.approve_time + interval '3 days', o.status = 50),
      ('取消', 10::smallint, 90::smallint, '系统管理员(admin)', o.cancel_reason, o.created_at + interval '2 hours', o.status = 90),
      ('合并', 10::smallint, 91::smallint, '系统管理员(admin)',
       '合并到订单' || coalesce((select t.order_no from order_info t where t.id = o.merged_into), ''), o.updated_at, o.status = 91),
      ('合并审核', null::smallint, null::smallint, '系统管理员(admin)',
       '合并订单' || coalesce((select string_agg(m.order_no, '、') from order_info m where m.merged_into = o.id), ''),
       o.approve_time + interval '1 second', exists (select 1 from order_info m where m.merged_into = o.id))
    ) s(action, from_status, to_status, operator, remark, at, applies)
    cross join lateral (select case when s.from_status is null then null
                                    else jsonb_build_object('status', jsonb_build_object('before', s.from_status, 'after', s.to_status)) end
                          as changes, s.action as tick) c
    where s.applies
    order by o.id, s.at`);
}
