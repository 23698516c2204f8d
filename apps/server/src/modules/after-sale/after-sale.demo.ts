import { hasRows } from '../../shared/cursor.ts';
import { WALLET_LEDGER } from '@console/contract/api/shop-service';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { returnLines } from '../wms/stock.service.ts';

/**
 * After-sale demo: 300 claims on shipped and completed demo orders, sixty in each state (待审核, 已同意, 已收货,
 * 已退款, 已拒绝), each claiming part of the order's first line at the price paid for it. Received returns put
 * their goods back through the stock operations (RETURN, source the after-sale number); refunds credit the
 * shop's wallet with a ledger row naming it. Every claim has its log up to its state. Runs once.
 */

export const DEMO_AFTER_SALES = 300;
const OPERATOR = '系统管理员(admin)';
/** The steps that lead to each status, with the status each leaves. */
const STEPS: [string, number | null, number][] = [
  ['申请', null, 10],
  ['同意', 10, 20],
  ['收货', 20, 30],
  ['退款', 30, 40],
];

export async function seedAfterSaleDemo(tx: Tx) {
  if (await hasRows(tx, 'order_after_sale')) return;
  await tx.execute(sql`select setseed(0.27)`);
  await tx.execute(sql`
    create temporary table demo_after_sale on commit drop as
    with picked as (
      select o.*, row_number() over (order by random()) as k from order_info o where o.status in (40, 50)),
    chosen as (select * from picked where k <= ${DEMO_AFTER_SALES})
    select nextval(pg_get_serial_sequence('order_after_sale', 'id'))::int as id, c.k,
           (array[10, 20, 30, 40, 90])[1 + (c.k % 5)] as status,
           case when c.k % 5 = 2 or c.k % 2 = 0 then 2 else 1 end as type,
           c.id as order_id, c.order_no, c.ret_code, c.ret_name, c.sp_code, c.platform_code, c.channel_code,
           c.province_code, c.grade_code, c.warehouse_code,
           least(now(), c.updated_at + interval '2 days') as created_at,
           l.sku_code, l.sku_name, greatest(1, l.quantity / 2) as quantity,
           (l.amount - l.discount) / l.quantity as price,
           (greatest(1, l.quantity / 2) * (l.amount - l.discount)) / l.quantity as amount
    from chosen c
    join lateral (select * from order_line x where x.order_id = c.id order by x.id limit 1) l on true`);
  await tx.execute(sql`
    insert into order_after_sale (id, after_sale_no, order_id, order_no, ret_code, ret_name, sp_code, platform_code,
      channel_code, province_code, grade_code, warehouse_code, type, status, refund_amount, reason, reject_reason,
      refund_time, created_at, updated_at)
    select id, 'AS' || to_char(created_at, 'YYYYMMDD') || lpad(nextval('wms_doc_no_seq')::text, 6, '0'), order_id, order_no,
           ret_code, ret_name, sp_code, platform_code, channel_code, province_code, grade_code, warehouse_code, type, status,
           amount, (array['商品破损', '发错货', '临期商品', '包装漏液'])[1 + k % 4],
           case when status = 90 then '超过售后期限' else '' end,
           -- Refunded when its log and the wallet say (4 hours after the claim).
           case when status = 40 then created_at + interval '4 hours' end, created_at, created_at + interval '1 day'
    from demo_after_sale`);
  await tx.execute(sql`
    insert into order_after_sale_line (after_sale_id, sku_code, sku_name, quantity, price, amount)
    select id, sku_code, sku_name, quantity, price, amount from demo_after_sale`);
  await logSteps(tx);
  await receiveReturns(tx);
  await creditRefunds(tx);
}

/** Each claim's log: the steps up to its status (a refund-only claim skips 收货; a refused one is 申请 then 拒绝). */
async function logSteps(tx: Tx) {
  for (const [action, from, to] of STEPS)
    await tx.execute(sql`
      insert into order_after_sale_log (after_sale_id, action, from_status, to_status, operator, remark, created_at)
      select id, ${action}, case when ${action} = '退款' and type = 1 then 20 else ${from}::int end, ${to}::int, ${OPERATOR}, '',
             created_at + make_interval(hours => ${to}::int / 10)
      from demo_after_sale
      where status <> 90 and status >= ${to}::int and not (${action} = '收货' and type = 1)`);
  await tx.execute(sql`
    insert into order_after_sale_log (after_sale_id, action, from_status, to_status, operator, remark, created_at)
    select id, a.action, a.f, a.t, ${OPERATOR}, a.remark, created_at + make_interval(hours => a.h)
    from demo_after_sale, (values ('申请', null::int, 10, '', 0), ('拒绝', 10, 90, '超过售后期限', 1)) a(action, f, t, remark, h)
    where status = 90`);
}

/** Returns received (type 2, 已收货 or 已退款): their goods back into the order's warehouse, one RETURN row each. */
async function receiveReturns(tx: Tx) {
  const { rows } = await tx.execute<{ no: string; wh: string; sku: string; qty: number }>(sql`
    select a.after_sale_no as no, d.warehouse_code as wh, d.sku_code as sku, d.quantity as qty
    from demo_after_sale d join order_after_sale a on a.id = d.id
    where d.type = 2 and d.status in (30, 40) and d.warehouse_code <> '' order by d.id`);
  for (const r of rows)
    await returnLines(tx, [{ warehouseCode: r.wh, skuCode: r.sku, quantity: r.qty }], {
      sourceType: 'AFTER_SALE',
      sourceNo: r.no,
      reason: '售后退货入库',
      operator: OPERATOR,
    });
}

/** Refunds: one wallet credit per refunded claim, balances running on from the shop's wallet. */
async function creditRefunds(tx: Tx) {
  await tx.execute(sql`
    insert into shop_wallet_ledger (ret_code, type, amount, balance_before, balance_after, operator, reason, created_at, updated_at)
    select d.ret_code, ${WALLET_LEDGER.refund}, d.amount,
           coalesce(w.balance, 0) + sum(d.amount) over (partition by d.ret_code order by d.id) - d.amount,
           coalesce(w.balance, 0) + sum(d.amount) over (partition by d.ret_code order by d.id),
           ${OPERATOR}, '售后退款 ' || a.after_sale_no, d.created_at + interval '4 hours', d.created_at + interval '4 hours'
    from demo_after_sale d join order_after_sale a on a.id = d.id left join shop_wallet w on w.ret_code = d.ret_code
    where d.status = 40 and d.amount > 0`);
  await tx.execute(sql`
    insert into shop_wallet (ret_code, balance)
    select ret_code, sum(amount) from demo_after_sale where status = 40 and amount > 0 group by ret_code
    on conflict (ret_code) do update set balance = shop_wallet.balance + excluded.balance, updated_at = now()`);
}
