import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { DEMO_AFTER_SALES, seedAfterSaleDemo } from './after-sale.demo.ts';

const t = await demoTestApp({ afterOrders: true });
const n = t.count;

it('seeds after-sales in every state on shipped and completed orders, with their stock returns and refunds, once', async () => {
  await t.seed(seedAfterSaleDemo);
  await t.seed(seedAfterSaleDemo);
  expect(await n(sql`select count(*)::int as n from order_after_sale`)).toBe(DEMO_AFTER_SALES);
  const byStatus = (
    await t.db.execute<{ status: number; n: number }>(sql`select status, count(*)::int as n from order_after_sale group by status`)
  ).rows;
  expect(byStatus.map((r) => r.status).sort()).toEqual([10, 20, 30, 40, 90]);
  expect(
    await n(sql`select count(*)::int as n from order_after_sale a join order_info o on o.id = a.order_id
      where o.status not in (40, 50) or (o.ret_code, o.province_code) <> (a.ret_code, a.province_code)`),
  ).toBe(0);
  // A return received is in the stock ledger; a refund in the wallet ledger; each claim's log ends at its state.
  expect(await n(sql`select count(*)::int as n from order_after_sale where type = 2 and status in (30, 40)`)).toBe(
    await n(
      sql`select count(*)::int as n from wms_stock_ledger where type = 'RETURN' and source_type = 'AFTER_SALE' and source_no like 'AS%'`,
    ),
  );
  expect(await n(sql`select count(*)::int as n from order_after_sale where status = 40 and refund_amount > 0`)).toBe(
    await n(sql`select count(*)::int as n from shop_wallet_ledger where type = 3 and reason like '售后退款 AS%'`),
  );
  expect(
    await n(sql`select count(*)::int as n from order_after_sale a
      where a.status <> (select l.to_status from order_after_sale_log l where l.after_sale_id = a.id order by l.id desc limit 1)`),
  ).toBe(0);
}, 240_000);
