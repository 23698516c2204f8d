import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { DEMO_ORDERS, seedOrderDemo } from './order.demo.ts';

const t = await demoTestApp({ afterOrders: true });
const n = t.count;

it('seeds ~5,000 orders in every state over the demo shops, with locks that match, merge candidates, and runs once', async () => {
  const ledgerRows = await n(sql`select count(*)::int as n from wms_stock_ledger`);
  await t.seed(seedOrderDemo);
  expect(await n(sql`select count(*)::int as n from order_info`)).toBe(DEMO_ORDERS);
  expect(await n(sql`select count(*)::int as n from wms_stock_ledger`)).toBe(ledgerRows);

  const byStatus = (
    await t.db.execute<{ status: number; n: number }>(sql`select status, count(*)::int as n from order_info group by status`)
  ).rows;
  expect(byStatus.map((r) => r.status).sort()).toEqual([10, 20, 30, 40, 50, 90, 91]);
  expect(byStatus.every((r) => r.n >= 100)).toBe(true);

  // Every order carries its shop's scope keys and has lines whose sums are its amounts.
  expect(
    await n(sql`select count(*)::int as n from order_info o join shop_info s on s.ret_code = o.ret_code
      where (s.sp_code, s.platform_code, s.channel_code, s.province_code, s.grade_code) = (o.sp_code, o.platform_code, o.channel_code, o.province_code, o.grade_code)`),
  ).toBe(DEMO_ORDERS);
  expect(
    await n(sql`select count(*)::int as n from order_info o join (select order_id, sum(amount) a, sum(discount) d, sum(quantity) q from order_line group by order_id) l
      on l.order_id = o.id where (o.total_amount, o.discount_amount, o.pay_amount, o.item_count) = (l.a, l.d, l.a - l.d, l.q) and o.pay_amount > 0`),
  ).toBe(DEMO_ORDERS);
  expect(await n(sql`select count(*)::int as n from order_info where discount_amount > 0`)).toBeGreaterThan(0);

  // Locks: each approved or pushed order holds exactly its lines; nothing else does; the stock sums agree.
  expect(
    await n(sql`select count(*)::int as n from order_info o where o.status in (20, 30) and (
        select coalesce(json_agg(json_build_array(l.sku_code, l.quantity) order by l.sku_code), '[]')::text from order_line l where l.order_id = o.id)
      <> (select coalesce(json_agg(json_build_array(s.sku_code, s.quantity) order by s.sku_code), '[]')::text from wms_order_split s where s.order_no = o.order_no)`),
  ).toBe(0);
  expect(
    await n(
      sql`select count(*)::int as n from wms_order_split s join order_info o on o.order_no = s.order_no where o.status not in (20, 30)`,
    ),
  ).toBe(0);
  expect(
    await n(sql`select count(*)::int as n from wms_inventory i
      where i.locked <> (select coalesce(sum(s.quantity), 0) from wms_order_split s where s.warehouse_code = i.warehouse_code and s.sku_code = i.sku_code)
         or (i.on_hand, i.locked) <> (select coalesce(sum(on_hand_delta), 0), coalesce(sum(locked_delta), 0) from wms_stock_ledger l where l.inventory_id = i.id)`),
  ).toBe(0);

  // Merge candidates: pending orders sharing a shop and an address.
  expect(
    await n(sql`select count(*)::int as n from (select 1 from order_info where status = 10
      group by ret_code, delivery_province_code, city_code, district_code, address having count(*) >= 2) g`),
  ).toBeGreaterThanOrEqual(100);
  // Merged orders point at an approved, older order of their shop and address.
  expect(
    await n(sql`select count(*)::int as n from order_info m join order_info t on t.id = m.merged_into
      where m.status = 91 and t.status = 20 and t.ret_code = m.ret_code and t.address = m.address and t.created_at < m.created_at`),
  ).toBe(await n(sql`select count(*)::int as n from order_info where status = 91`));
  // Every order's log ends in its state; telesales orders of the demo agent are in the agent's scope.
  expect(
    await n(sql`select count(*)::int as n from order_info o where o.status = (
      select l.to_status from order_log l where l.order_id = o.id and l.to_status is not null order by l.created_at desc, l.id desc limit 1)`),
  ).toBe(DEMO_ORDERS);
  expect(await n(sql`select count(*)::int as n from order_info where creator = 'demo_sp' and sp_code not in ('SP0001', 'SP0002')`)).toBe(0);
  expect(await n(sql`select count(*)::int as n from order_info where creator = 'demo_sp'`)).toBeGreaterThan(0);
}, 180_000);
