import { count, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lockLines, type StockSource, transfer } from '../wms/stock.service.ts';
import { nextDocNo } from '../wms/wms-kit.ts';
import { sellins, transferLines, transfers } from '../../db/schema/stock.ts';

/**
 * Stock demo: transfers between the demo warehouses in every state, their stock moved by the warehouse's
 * stock operations (so the ledger tells the story). Runs once (skips when a transfer exists).
 */
const OPERATOR = '系统管理员(admin)';

export async function seedStockDemo(tx: Tx) {
  const [{ n }] = await tx.select({ n: count() }).from(transfers);
  if (n > 0) return;
  // The source: the warehouse with the most stock available; the targets: the others.
  const { rows } = await tx.execute<{ warehouse_code: string; sku_code: string; available: number }>(sql`
    select warehouse_code, sku_code, on_hand - locked as available from wms_inventory
    where status = 1 and on_hand - locked >= 20 order by warehouse_code, sku_code`);
  const byWarehouse = new Map<string, typeof rows>();
  for (const r of rows) byWarehouse.set(r.warehouse_code, [...(byWarehouse.get(r.warehouse_code) ?? []), r]);
  const [from, stock] = [...byWarehouse.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!from || stock.length < 8) return;
  const targets = [...byWarehouse.keys()].filter((w) => w !== from);
  const { rows: all } = await tx.execute<{ warehouse_code: string }>(sql`select warehouse_code from wms_warehouse order by id`);
  const to = (i: number) => targets[i % Math.max(1, targets.length)] ?? all.map((w) => w.warehouse_code).find((w) => w !== from);
  const plan = [
    { status: 30, remark: '华东旺季补货', skus: stock.slice(0, 3) },
    { status: 30, remark: '新仓铺货', skus: stock.slice(3, 5) },
    { status: 20, remark: '促销备货', skus: stock.slice(5, 7) },
    { status: 10, remark: '待确认的调拨', skus: stock.slice(7, 8) },
    { status: 90, remark: '计划取消', skus: stock.slice(0, 1) },
  ];
  for (const [i, p] of plan.entries()) {
    const toCode = to(i);
    if (!toCode) return;
    const transferNo = await nextDocNo(tx, 'TF', 'Asia/Shanghai');
    const lines = p.skus.map((s) => ({ skuCode: s.sku_code, quantity: 5 + ((i * 3) % 7) }));
    const [{ id }] = await tx
      .insert(transfers)
      .values({ transferNo, fromWarehouseCode: from, toWarehouseCode: toCode, remark: p.remark, status: p.status, createdBy: OPERATOR })
      .returning({ id: transfers.id });
    await tx.insert(transferLines).values(lines.map((l) => ({ ...l, transferId: id })));
    const src: StockSource = { sourceType: 'TRANSFER', sourceNo: transferNo, operator: OPERATOR, reason: p.remark };
    const stockLines = lines.map((l) => ({ ...l, warehouseCode: from }));
    if (p.status === 20) await lockLines(tx, stockLines, src);
    if (p.status === 30) await transfer(tx, from, toCode, lines, src);
  }
}

/**
 * Reported data demo: 90 days of what the demo SPs reported selling to their shops, the SKUs most ordered sold
 * most (so auto-allocation has a history to share by), uneven across shops and days; each of those SPs' opening
 * count of those SKUs just before (so a balance reads sensibly); and the partners' codes for them. Runs once.
 */
export async function seedSellinDemo(tx: Tx) {
  const [{ n }] = await tx.select({ n: count() }).from(sellins);
  if (n > 0) return;
  await tx.execute(sql`
    with top as (
      select l.sku_code, row_number() over (order by sum(l.quantity) desc, l.sku_code) as rank
      from order_line l group by l.sku_code order by 2 limit 12),
    shops as (
      select ret_code, sp_code, province_code, row_number() over (order by ret_code) as k
      from shop_info where status = 1 and sp_code <> '' order by ret_code limit 240)
    insert into stock_sellin (sp_code, ret_code, province_code, sku_code, quantity, sale_date)
    select s.sp_code, s.ret_code, s.province_code, t.sku_code,
           1 + ((s.k * 31 + t.rank * 17 + d) % 13)::int * (case when t.rank <= 3 then 3 else 1 end),
           (now() at time zone 'Asia/Shanghai')::date - d
    from shops s join top t on (s.k + t.rank) % 3 = 0
    cross join generate_series(1, 90, 9) d
    where (s.k * 7 + d) % 4 <> 0`);
  await tx.execute(sql`
    insert into stock_opening_inventory (sp_code, province_code, sku_code, quantity, stock_date)
    select s.sp_code, p.province_code, s.sku_code, sum(s.quantity)::int + 50, (now() at time zone 'Asia/Shanghai')::date - 91
    from stock_sellin s join sp_info p on p.sp_code = s.sp_code
    group by s.sp_code, p.province_code, s.sku_code`);
  await tx.execute(sql`
    insert into stock_sku_mapping (source, external_code, sku_code)
    select p.source, p.source || '-' || right(s.sku_code, 5), s.sku_code
    from (select distinct sku_code from stock_sellin) s cross join (values ('HIPAC'), ('FSCT'), ('DCC'), ('YUOU')) as p(source)`);
}
