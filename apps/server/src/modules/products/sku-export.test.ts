import { skuFields } from '@console/contract/api/products-resources';
import { describe, expect, it } from 'vitest';
import { exportedSheet } from '../../test/export-file.ts';
import { productsTestApp, userWithout } from './products.fixtures.ts';

/** The SKU list through the export center (issue 30): its declared export columns, the list's filters, productSku.export. */

const { t, token, fx: f } = await productsTestApp();

describe('SKU export', () => {
  it('writes the filtered SKUs with their declared columns, the low-stock threshold blank when none', async () => {
    const spuId = await f.spu();
    const prefix = f.uid('EXP');
    await f.sku({ code: `${prefix}A`, spuId, lowStockThreshold: 8 });
    await f.sku({ code: `${prefix}B`, spuId });
    await f.sku({ code: f.uid('OTHER'), spuId });
    const sheet = await exportedSheet(t, token, 'productSku', { code: prefix });
    const col = (field: keyof typeof skuFields) => sheet.header.indexOf(skuFields[field].label);
    for (const field of ['code', 'name', 'spuName', 'barcode', 'unit', 'lowStockThreshold', 'status'] as const)
      expect(col(field), field).toBeGreaterThan(-1);
    const byCode = Object.fromEntries(sheet.rows.map((r) => [r[col('code')], r]));
    expect(Object.keys(byCode).sort()).toEqual([`${prefix}A`, `${prefix}B`]);
    expect(byCode[`${prefix}A`][col('lowStockThreshold')]).toBe(8);
    expect(byCode[`${prefix}B`][col('lowStockThreshold')] ?? '').toBe('');
    expect(byCode[`${prefix}A`][col('status')]).toBe('启用');
  });

  it('needs productSku.export', async () => {
    const limited = await userWithout(t, ['productSku.export']);
    const res = await t.post('/export/create', { resource: 'productSku', query: {} }, { token: limited });
    expect(res.body.code).toBe(403);
  });
});
