import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedOrderDemo } from '../order/order.demo.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedShopDemo } from '../shop/shop.demo.ts';
import { seedWms } from '../wms/wms.demo.ts';
import { DEMO_AFTER_SALES, seedAfterSaleDemo } from './after-sale.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

it('seeds after-sales in every state on shipped and completed orders, with their stock returns and refunds, once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedWms(tx);
    await seedShopDemo(tx);
    await seedOrderDemo(tx);
    await seedAfterSaleDemo(tx);
  });
  await t.db.transaction((tx) => seedAfterSaleDemo(tx));
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
});
