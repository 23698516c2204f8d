import { hasRows } from '../../shared/cursor.ts';
import { WALLET_LEDGER } from '@console/contract/api/shop-service';
import { SEMIANNUAL_RETURN_RATE } from '@console/contract/semiannual-return';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { returnLines } from '../wms/stock.service.ts';

/**
 * Half-year return demo: up to 60 shops that bought this half year return one SKU each, worth at most the
 * cap, fifteen in each state (待审核, 已审核, 已收货, 已驳回). Received ones put their goods back through the stock
 * operations and credit the wallet. Runs once; the half year is the database's current one in Asia/Shanghai.
 */

export const DEMO_SEMIANNUAL = 60;
const OPERATOR = '系统管理员(admin)';

export async function seedSemiannualDemo(tx: Tx) {
  if (await hasRows(tx, 'order_semiannual_return')) return;
  await tx.execute(sql`
    create temporary table demo_sr on commit drop as
    with half as (
      select date_trunc('year', now() at time zone 'Asia/Shanghai')
             + case when extract(month from now() at time zone 'Asia/Shanghai') <= 6 then interval '0' else interval '6 months' end as start),
    bought as (
      select o.ret_code, o.warehouse_code, l.sku_code, max(l.sku_name) as sku_name, sum(l.quantity)::int as qty,
             sum(l.amount - l.discount)::int as paid, sum(sum(l.amount - l.discount)) over (partition by o.ret_code)::bigint as purchased
      from order_info o join order_line l on l.order_id = o.id, half h
      where o.status in (40, 50) and o.warehouse_code <> ''
        and o.created_at >= (h.start at time zone 'Asia/Shanghai') and o.created_at < ((h.start + interval '6 months') at time zone 'Asia/Shanghai')
      group by o.ret_code, o.warehouse_code, l.sku_code),
    one as (
      select distinct on (ret_code) b.*, b.paid / b.qty as price
      from bought b where b.qty > 0 and b.paid / b.qty > 0 and b.paid / b.qty <= b.purchased * ${SEMIANNUAL_RETURN_RATE} / 100
      order by ret_code, b.paid / b.qty),
    picked as (select *, row_number() over (order by ret_code) as k from one)
    select nextval(pg_get_serial_sequence('order_semiannual_return', 'id'))::int as id, p.*,
           (array[10, 20, 30, 90])[1 + (p.k % 4)] as status,
           'SR' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('wms_doc_no_seq')::text, 6, '0') as return_no,
           to_char(now() at time zone 'Asia/Shanghai', 'YYYY') || case when extract(month from now() at time zone 'Asia/Shanghai') <= 6 then 'H1' else 'H2' end as period
    from picked p where p.k <= ${DEMO_SEMIANNUAL}`);
  await tx.execute(sql`
    insert into order_semiannual_return (id, return_no, ret_code, period, warehouse_code, amount, status, reason, reject_reason)
    select id, return_no, ret_code, period, warehouse_code, price, status, '滞销退货',
           case when status = 90 then '资料不全' else '' end from demo_sr`);
  await tx.execute(sql`
    insert into order_semiannual_return_line (return_id, sku_code, sku_name, quantity, price, amount)
    select id, sku_code, sku_name, 1, price, price from demo_sr`);
  const { rows } = await tx.execute<{ no: string; wh: string; sku: string }>(
    sql`select return_no as no, warehouse_code as wh, sku_code as sku from demo_sr where status = 30 order by id`,
  );
  for (const r of rows)
    await returnLines(tx, [{ warehouseCode: r.wh, skuCode: r.sku, quantity: 1 }], {
      sourceType: 'SEMIANNUAL',
      sourceNo: r.no,
      reason: '半年退货入库',
      operator: OPERATOR,
    });
  await tx.execute(sql`
    insert into shop_wallet_ledger (ret_code, type, amount, balance_before, balance_after, operator, reason)
    select d.ret_code, ${WALLET_LEDGER.refund}, d.price, coalesce(w.balance, 0), coalesce(w.balance, 0) + d.price, ${OPERATOR}, '半年退货退款 ' || d.return_no
    from demo_sr d left join shop_wallet w on w.ret_code = d.ret_code where d.status = 30`);
  await tx.execute(sql`
    insert into shop_wallet (ret_code, balance) select ret_code, price from demo_sr where status = 30
    on conflict (ret_code) do update set balance = shop_wallet.balance + excluded.balance, updated_at = now()`);
}
