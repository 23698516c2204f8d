import { seedContentDemo } from '../modules/content/content.demo.ts';
import { seedProducts } from '../modules/products/products.demo.ts';
import { seedShopDemo } from '../modules/shop/shop.demo.ts';
import type { Tx } from './client.ts';
import { seedWms } from '../modules/wms/wms.demo.ts';
import { seedOrderDemo } from '../modules/order/order.demo.ts';
import { seedSellinDemo, seedStockDemo } from '../modules/stock/stock.demo.ts';
import { seedAllocDemo } from '../modules/alloc/alloc.demo.ts';

/** Demo data loaded once, on the first start with DEMO_DATA on. Each area adds its seeder here. */
const seeders: { name: string; run: (tx: Tx) => Promise<void> }[] = [
  { name: 'content', run: seedContentDemo },
  { name: 'products', run: seedProducts },
  { name: 'wms', run: seedWms },
  { name: 'shops', run: seedShopDemo },
  { name: 'orders', run: seedOrderDemo },
  { name: 'stock', run: seedStockDemo },
  { name: 'sellin', run: seedSellinDemo },
  { name: 'alloc', run: seedAllocDemo },
];

export async function seedDemo(tx: Tx) {
  for (const s of seeders) await s.run(tx);
}
