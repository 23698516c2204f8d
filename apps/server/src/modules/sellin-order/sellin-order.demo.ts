import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lockLines, shipLines } from '../wms/stock.service.ts';
import { recordPurchases } from '../stock/sellin-purchase.ts';

/**
 * Sell-in order demo: up to 24 SPs each order one SKU their shops sell from a warehouse holding it (at most a
 * tenth of what is available), eight each 待审核, 已发货 and 已取消 — never 已审核, whose lock the demo's stock check
 * would find held by no order. Shipped ones lock and ship through the stock operations, so the ledger holds them.
 * Runs once.
 */

export const DEMO_SELLIN_ORDERS = 24;
const OPERATOR = '系统管理员(admin)';

export async function seedSellinOrderDemo(tx: Tx) {
  if (await hasRows(tx, 'order_sellin')) return;
  await tx.execute(sql`
    create temporary table demo_si on commit drop as
    with stock as (
      select i.warehouse_code, i.sku_code, i.on_hand - i.locked as available, k.name as sku_name,
             row_number() over (order by i.on_hand - i.locked desc, i.id) as r
      from wms_inventory i join product_sku k on k.code = i.sku_code where i.status = 1 and i.on_hand - i.locked >= 20),
    sps as (select sp_code, province_code, row_number() over (order by sp_code) as k from sp_info where status = 1)
    select nextval(pg_get_serial_sequence('order_sellin', 'id'))::int as id, p.sp_code, p.province_code, s.warehouse_code,
           s.sku_code, s.sku_name, greatest(1, least(50, s.available / 10))::int as qty, (array[10, 40, 90])[1 + (p.k % 3)] as status,
           'SI' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('wms_doc_no_seq')::text, 6, '0') as sellin_no
    from sps p join stock s on s.r = 1 + (p.k - 1) % 12 where p.k <= ${DEMO_SELLIN_ORDERS}`);
  await tx.execute(sql`
    insert into order_sellin (id, sellin_no, sp_code, province_code, warehouse_code, item_count, status, remark, cancel_reason, creator, ship_time)
    select id, sellin_no, sp_code, province_code, warehouse_code, qty, status, '季度备货', case when status = 90 then '备货计划调整' else '' end,
           'admin', case when status = 40 then now() end
    from demo_si`);
  await tx.execute(sql`
    insert into order_sellin_line (sellin_id, sku_code, sku_name, quantity) select id, sku_code, sku_name, qty from demo_si`);
  const { rows } = await tx.execute<{ no: string; wh: string; sku: string; qty: number }>(
    sql`select sellin_no as no, warehouse_code as wh, sku_code as sku, qty from demo_si where status = 40 order by id`,
  );
  for (const r of rows) {
    const line = [{ warehouseCode: r.wh, skuCode: r.sku, quantity: r.qty }];
    await lockLines(tx, line, { sourceType: 'SELLIN', sourceNo: r.no, reason: '进货订单审核', operator: OPERATOR });
    await shipLines(tx, line, { sourceType: 'SELLIN', sourceNo: r.no, reason: '进货订单发货', operator: OPERATOR });
  }
  await recordPurchases(tx, sql`true`, 'Asia/Shanghai');
}
