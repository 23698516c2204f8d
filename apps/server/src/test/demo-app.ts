import type { SQL } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Tx } from '../db/client.ts';
import { seedOrderDemo } from '../modules/order/order.demo.ts';
import { seedProducts } from '../modules/products/products.demo.ts';
import { seedShopDemo } from '../modules/shop/shop.demo.ts';
import { seedWms } from '../modules/wms/wms.demo.ts';
import { allowDemoStatements } from '../seed/demo.ts';
import { buildDemoTestApp, buildTestApp } from './build-app.ts';
import { ORDER_DEMO_TEMPLATE_DB } from './test-databases.ts';

type Seeder = (tx: Tx) => Promise<unknown>;

/** What the demo seeds before any area that acts on orders (the order of seed/demo.ts). */
export const ORDER_DEMO: Seeder[] = [seedProducts, seedWms, seedShopDemo, seedOrderDemo];

/**
 * A demo seeder's test: an app on its own database, closed after the file, with the seeders run in one
 * transaction as seed/demo.ts runs them, and a count read by `select count(*) … as n`. `afterOrders`: the
 * database is a copy of ORDER_DEMO already loaded (made once per run), for the areas seeded after orders.
 */
export async function demoTestApp({ afterOrders = false } = {}) {
  const t = afterOrders ? await buildDemoTestApp({}, ORDER_DEMO_TEMPLATE_DB) : await buildTestApp();
  afterAll(() => t.close());
  return {
    ...t,
    seed: (...seeders: Seeder[]) =>
      t.db.transaction(async (tx) => {
        await allowDemoStatements(tx);
        for (const run of seeders) await run(tx);
      }),
    count: async (q: SQL) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n),
  };
}
