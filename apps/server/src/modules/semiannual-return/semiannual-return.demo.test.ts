import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app.ts';
import { seedOrderDemo } from '../order/order.demo.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedShopDemo } from '../shop/shop.demo.ts';
import { seedWms } from '../wms/wms.demo.ts';
import { seedSemiannualDemo } from './semiannual-return.demo.ts';

const t = await buildTestApp();
afterAll(() => t.close());
const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

it('seeds half-year returns in every state within the cap, with their stock returns and refunds, once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedWms(tx);
    await seedShopDemo(tx);
    await seedOrderDemo(tx);
    await seedSemiannualDemo(tx);
  });
  await t.db.transaction((tx) => seedSemiannualDemo(tx));
  const byStatus = (await t.db.execute<{ status: number }>(sql`select distinct status from order_semiannual_return order by status`)).rows;
  expect(byStatus.map((r) => r.status)).toEqual([10, 20, 30, 90]);
  expect(await n(sql`select count(*)::int n from order_semiannual_return where status = 30`)).toBe(
    await n(
      sql`select count(*)::int n from wms_stock_ledger where type = 'RETURN' and source_type = 'SEMIANNUAL' and source_no like 'SR%'`,
    ),
  );
  expect(await n(sql`select count(*)::int n from order_semiannual_return where status = 30`)).toBe(
    await n(sql`select count(*)::int n from shop_wallet_ledger where type = 3 and reason like '半年退货退款 SR%'`),
  );
});
