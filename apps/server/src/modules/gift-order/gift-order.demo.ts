import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { EQUITY_BENEFIT } from '@console/contract/api/equity';

/**
 * Gift-order demo: budgets of ¥500 a month for the first 30 shops with orders, and for 24 of them one gift order
 * of this month (one to three units of a SKU the shop already ordered, valued at that order's price), eight each
 * 待审核, 已完成 and 已取消 — never 已审核, which would need stock locks. Every enabled shop of a gift-SKU equity
 * activity's grades (seeded before) gets ¥500 beyond what the activity's lines cost at their highest list price,
 * so granting the demo activity places a gift order for each of them instead of skipping them for want of a budget.
 * Runs once.
 */

export const DEMO_GIFT_ORDERS = 24;
const BUDGET = 50_000;

const giftOrderNo = sql`'SO' || to_char(placed at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(new_id::text, 8, '0')`;

export async function seedGiftOrderDemo(tx: Tx) {
  if (await hasRows(tx, 'order_gift_budget')) return;
  await tx.execute(sql`
    create temporary table demo_gift on commit drop as
    with src as (
      select distinct on (o.ret_code) o.*, l.sku_code, l.sku_name, l.price as list_price
      from order_info o join order_line l on l.order_id = o.id
      where o.source <> 4 and l.price > 0 and l.price * 3 <= ${BUDGET}
      order by o.ret_code, o.id),
    picked as (select *, row_number() over (order by ret_code) as k from src)
    select nextval(pg_get_serial_sequence('order_info', 'id'))::int as new_id, p.*, (1 + p.k % 3)::int as qty,
           (array[10, 50, 90])[1 + (p.k % 3)] as new_status,
           to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
           -- Spread over this month so far: on the order list they sit among the paid orders, not above them all.
           now() - (1 + p.k % 8) / 9.0 * (now() - (date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'))
             as placed
    from picked p where p.k <= 30`);
  await tx.execute(sql`insert into order_gift_budget (ret_code, monthly_budget) select ret_code, ${BUDGET} from demo_gift`);
  await budgetsForGiftEquity(tx);
  await tx.execute(sql`delete from demo_gift where k > ${DEMO_GIFT_ORDERS}`);
  await tx.execute(sql`
    insert into order_info (id, order_no, ret_code, ret_name, sp_code, platform_code, channel_code, province_code, grade_code,
      warehouse_code, status, source, total_amount, discount_amount, pay_amount, item_count, remark, receiver, phone,
      delivery_province_code, city_code, district_code, address, creator, approve_time, cancel_reason, created_at, updated_at)
    select new_id, ${giftOrderNo}, ret_code, ret_name,
      sp_code, platform_code, channel_code, province_code, grade_code, warehouse_code, new_status, 4, 0, 0, 0, qty, '门店活动赠品',
      receiver, phone, delivery_province_code, city_code, district_code, address, 'admin',
      case when new_status = 50 then placed end, case when new_status = 90 then '活动取消' else '' end, placed, placed
    from demo_gift`);
  await tx.execute(sql`
    insert into order_line (order_id, sku_code, sku_name, quantity, price, amount, discount, gift)
    select new_id, sku_code, sku_name, qty, 0, 0, 0, true from demo_gift`);
  await tx.execute(sql`
    insert into order_gift (order_id, order_no, ret_code, month, list_amount, lines)
    select new_id, ${giftOrderNo}, ret_code, month,
      qty * list_price, jsonb_build_array(jsonb_build_object('skuCode', sku_code, 'skuName', sku_name, 'quantity', qty, 'listPrice', list_price))
    from demo_gift`);
}

async function budgetsForGiftEquity(tx: Tx) {
  await tx.execute(sql`
    with need as (
      select a.grade_codes, sum(l.quantity * coalesce((select max(p.price) from product_sku_price p
        join product_sku k on k.id = p.sku_id where k.code = l.sku_code), 0)) as amount
      from equity_activity a join equity_gift_line l on l.activity_id = a.id
      where a.benefit = ${EQUITY_BENEFIT.gift} group by a.id)
    insert into order_gift_budget (ret_code, monthly_budget)
    select s.ret_code, ${BUDGET} + max(n.amount)::int from shop_info s join need n on s.grade_code = any(n.grade_codes)
    where s.status = 1 group by s.ret_code
    on conflict (ret_code) do update set monthly_budget = excluded.monthly_budget`);
}
