import { sql } from 'drizzle-orm';
import { seedContentDemo } from '../modules/content/content.demo.ts';
import { seedProducts } from '../modules/products/products.demo.ts';
import { seedShopDemo } from '../modules/shop/shop.demo.ts';
import type { Tx } from '../db/client.ts';
import { seedWms } from '../modules/wms/wms.demo.ts';
import { seedOrderDemo } from '../modules/order/order.demo.ts';
import { seedErpDemo } from '../modules/erp/erp.demo.ts';
import { seedAfterSaleDemo } from '../modules/after-sale/after-sale.demo.ts';
import { seedSellinDemo, seedStockDemo } from '../modules/stock/stock.demo.ts';
import { seedAllocDemo } from '../modules/alloc/alloc.demo.ts';
import { seedCouponDemo } from '../modules/coupon/coupon.demo.ts';
import { seedSetMealDemo } from '../modules/set-meal/set-meal.demo.ts';
import { seedLotteryDemo } from '../modules/lottery/lottery.demo.ts';
import { seedEquityDemo } from '../modules/equity/equity.demo.ts';
import { seedSpecialActivityDemo } from '../modules/special-activity/special-activity.demo.ts';
import { seedEmployeeDemo } from '../modules/employee/employee.demo.ts';
import { seedInvoiceDemo } from '../modules/invoice/invoice.demo.ts';
import { seedSemiannualDemo } from '../modules/semiannual-return/semiannual-return.demo.ts';
import { seedRiskDemo } from '../modules/risk/risk.demo.ts';
import { seedPayDemo } from '../modules/pay/pay.demo.ts';
import { seedPartnerDemo } from '../modules/partner/partner.demo.ts';
import { seedDataxDemo } from '../modules/datax/datax.demo.ts';
import { seedGiftOrderDemo } from '../modules/gift-order/gift-order.demo.ts';
import { seedSellinOrderDemo } from '../modules/sellin-order/sellin-order.demo.ts';
import { deferRunningTotals, rebuildSalesRollup } from '../modules/report/sales-rollup.ts';

/** Demo data loaded once, on the first start with DEMO_DATA on. Each area adds its seeder here. */
const seeders: { name: string; run: (tx: Tx) => Promise<void> }[] = [
  { name: 'content', run: seedContentDemo },
  { name: 'products', run: seedProducts },
  { name: 'wms', run: seedWms },
  { name: 'shops', run: seedShopDemo },
  { name: 'orders', run: seedOrderDemo },
  { name: 'erp', run: seedErpDemo },
  { name: 'after-sales', run: seedAfterSaleDemo },
  { name: 'stock', run: seedStockDemo },
  { name: 'sellin', run: seedSellinDemo },
  { name: 'alloc', run: seedAllocDemo },
  { name: 'coupons', run: seedCouponDemo },
  { name: 'set-meals', run: seedSetMealDemo },
  { name: 'special-activities', run: seedSpecialActivityDemo },
  { name: 'lottery', run: seedLotteryDemo },
  { name: 'equity', run: seedEquityDemo },
  { name: 'employees', run: seedEmployeeDemo },
  { name: 'invoices', run: seedInvoiceDemo },
  { name: 'semiannual-returns', run: seedSemiannualDemo },
  { name: 'gift-orders', run: seedGiftOrderDemo },
  { name: 'sellin-orders', run: seedSellinOrderDemo },
  { name: 'risk', run: seedRiskDemo },
  { name: 'payments', run: seedPayDemo },
  { name: 'partners', run: seedPartnerDemo },
  { name: 'data sync', run: seedDataxDemo },
  // The demo's orders are written as rows, not through the services: their sales roll-up is computed after them.
  { name: 'sales roll-up', run: rebuildSalesRollup },
];

/**
 * The demo load's bulk statements may take longer than a request's statement limit on a slow or busy machine
 * (seen at load 20 on 2 cores); a first start must not fail for that, but a runaway still ends.
 */
export const DEMO_STATEMENT_TIMEOUT = '5min';
export const allowDemoStatements = (tx: Tx) => tx.execute(sql`select set_config('statement_timeout', ${DEMO_STATEMENT_TIMEOUT}, true)`);

export async function seedDemo(tx: Tx) {
  await allowDemoStatements(tx);
  // Its last seeder rebuilds the sales roll-ups from what the others wrote.
  await deferRunningTotals(tx);
  for (const s of seeders) await s.run(tx);
}
