import { isCreditCode } from '@console/contract/tax-no';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedShopDemo } from '../shop/shop.demo.ts';
import { DEMO_INVOICE_SHOPS, seedInvoiceDemo } from './invoice.demo.ts';

const t = await demoTestApp();

it('seeds company titles with valid tax numbers, one default per shop, personal titles too, once', async () => {
  await t.seed(seedShopDemo, seedInvoiceDemo);
  await t.seed(seedInvoiceDemo);
  const rows = (
    await t.db.execute<{ ret_code: string; title_type: number; tax_no: string; is_default: boolean }>(
      sql`select ret_code, title_type, tax_no, is_default from order_invoice_info`,
    )
  ).rows;
  const companies = rows.filter((r) => r.title_type === 1);
  expect(companies).toHaveLength(DEMO_INVOICE_SHOPS);
  expect(companies.every((r) => isCreditCode(r.tax_no) && r.is_default)).toBe(true);
  expect(rows.filter((r) => r.title_type === 2).length).toBeGreaterThan(50);
  expect(new Set(rows.filter((r) => r.is_default).map((r) => r.ret_code)).size).toBe(DEMO_INVOICE_SHOPS);
});
