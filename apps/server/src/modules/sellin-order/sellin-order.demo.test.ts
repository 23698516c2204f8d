import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app.ts';
import { seedOrderDemo } from '../order/order.demo.ts';
import { seedProducts } from '../products/products.demo.ts';
import { seedShopDemo } from '../shop/shop.demo.ts';
import { seedWms } from '../wms/wms.demo.ts';
import { DEMO_SELLIN_ORDERS, seedSellinOrderDemo } from './sellin-order.demo.ts';

const t = await buildTestApp();
afterAll(() => t.close());
const token = await t.login();
const n = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

it('seeds sell-in orders in three states, the shipped ones out of stock through the ledger, once', async () => {
  await t.db.transaction(async (tx) => {
    await seedProducts(tx);
    await seedWms(tx);
    await seedShopDemo(tx);
    await seedOrderDemo(tx);
    await seedSellinOrderDemo(tx);
  });
  await t.db.transaction((tx) => seedSellinOrderDemo(tx));
  const list = (await t.post('/ord/sallinOrder/queryList', { page: 1, pageSize: 100 }, { token })).body;
  expect(list.total).toBe(DEMO_SELLIN_ORDERS);
  expect(new Set(list.data.map((r: { status: number }) => r.status))).toEqual(new Set([10, 40, 90]));
  expect(await n(sql`select count(*)::int n from order_sellin where status = 40`)).toBe(
    await n(sql`select count(*)::int n from wms_stock_ledger where type = 'SHIP' and source_type = 'SELLIN'`),
  );
  expect(await n(sql`select count(*)::int n from wms_inventory where locked < 0 or on_hand < locked`)).toBe(0);
});
