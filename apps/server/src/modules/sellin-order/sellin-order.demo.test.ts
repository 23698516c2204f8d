import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { DEMO_SELLIN_ORDERS, seedSellinOrderDemo } from './sellin-order.demo.ts';

const t = await demoTestApp({ afterOrders: true });
const token = await t.login();
const n = t.count;

it('seeds sell-in orders in three states, the shipped ones out of stock through the ledger, once', async () => {
  await t.seed(seedSellinOrderDemo);
  await t.seed(seedSellinOrderDemo);
  const list = (await t.post('/ord/sallinOrder/queryList', { page: 1, pageSize: 100 }, { token })).body;
  expect(list.total).toBe(DEMO_SELLIN_ORDERS);
  expect(new Set(list.data.map((r: { status: number }) => r.status))).toEqual(new Set([10, 40, 90]));
  expect(await n(sql`select count(*)::int n from order_sellin where status = 40`)).toBe(
    await n(sql`select count(*)::int n from wms_stock_ledger where type = 'SHIP' and source_type = 'SELLIN'`),
  );
  expect(await n(sql`select count(*)::int n from wms_inventory where locked < 0 or on_hand < locked`)).toBe(0);
}, 240_000);
