import { skuFields } from '@console/contract/api/products-resources';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportedSheet } from '../../test/export-file.ts';
import { adminTestApp, scopedUser } from '../shop/shop.fixtures.ts';
import { wmsFixtures } from './wms.fixtures.ts';

/** Low stock (issue 30): the SKU's threshold, the inventory list's `lowStock` filter and the workbench's card. */

const { t, token } = await adminTestApp();
const f = wmsFixtures(t, () => token);

const skuRow = async (code: string) => (await t.get('/product/sku/queryList', { code }, { token })).body.data[0];
type Sku = Record<string, unknown> & { id: number };
const EDITABLE = ['id', 'updateTime', 'code', 'name', 'spuId', 'barcode', 'unit', 'spec', 'status'];
const setThreshold = (row: Sku, lowStockThreshold: unknown) =>
  t.post('/product/sku/update', { ...Object.fromEntries(EDITABLE.map((k) => [k, row[k]])), lowStockThreshold }, { token });
const lowList = async (as: string, warehouseCode?: string) =>
  (await t.get('/wms/inv/queryList', { lowStock: true, pageSize: 500, ...(warehouseCode ? { warehouseCode } : {}) }, { token: as })).body;

describe('low stock', () => {
  it('the SKU keeps a threshold (≥ 0 or none), refuses a bad one in Chinese, and logs it under its declared label', async () => {
    const code = await f.skuCode();
    const row = await skuRow(code);
    expect(row.lowStockThreshold).toBeNull();
    for (const bad of [-1, 1.5, 'x']) {
      const res = await setThreshold(row, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.message).toContain(skuFields.lowStockThreshold.label);
    }
    expect((await skuRow(code)).lowStockThreshold).toBeNull();
    expect((await setThreshold(row, 20)).body.code).toBe(200);
    const saved = await skuRow(code);
    expect(saved.lowStockThreshold).toBe(20);
    const log = await t.get('/log/operation/queryList', { module: '商品管理', targetId: String(row.id) }, { token });
    expect(log.body.data[0].changes).toContainEqual({ field: 'lowStockThreshold', label: '低库存预警值', from: '', to: '20' });
    // Cleared again: no alert.
    expect((await setThreshold(saved, null)).body.code).toBe(200);
    expect((await skuRow(code)).lowStockThreshold).toBeNull();
  });

  it('lowStock lists the rows whose available is below their SKU’s threshold, in the export too', async () => {
    const w = await f.warehouse();
    const below = await f.stock(w.warehouseCode, 5);
    const equal = await f.stock(w.warehouseCode, 10);
    const above = await f.stock(w.warehouseCode, 50);
    const none = await f.stock(w.warehouseCode, 1);
    for (const [code, at] of [
      [below, 10],
      [equal, 10],
      [above, 10],
    ] as const)
      expect((await setThreshold(await skuRow(code), at)).body.code).toBe(200);
    const listed = await lowList(token, w.warehouseCode);
    expect(listed.data.map((r: { skuCode: string }) => r.skuCode)).toEqual([below]);
    expect(listed.total).toBe(1);
    // Locked stock is not available: locking 41 of `above` leaves 9 < 10.
    await t.db.execute(sql`update wms_inventory set locked = 41 where warehouse_code = ${w.warehouseCode} and sku_code = ${above}`);
    expect((await lowList(token, w.warehouseCode)).data.map((r: { skuCode: string }) => r.skuCode).sort()).toEqual([above, below].sort());
    expect(none).not.toBe(below);
    const sheet = await exportedSheet(t, token, 'wmsInventory', { warehouseCode: w.warehouseCode, lowStock: 'true' });
    expect(sheet.rows).toHaveLength(2);
  });

  it('the inventory list and its export show each row’s SKU threshold under its declared label, blank for none', async () => {
    const w = await f.warehouse();
    const set = await f.stock(w.warehouseCode, 5);
    const unset = await f.stock(w.warehouseCode, 5);
    expect((await setThreshold(await skuRow(set), 12)).body.code).toBe(200);
    const rows = (await t.get('/wms/inv/queryList', { warehouseCode: w.warehouseCode }, { token })).body.data;
    const shown = Object.fromEntries(
      rows.map((r: { skuCode: string; lowStockThreshold: number | null }) => [r.skuCode, r.lowStockThreshold]),
    );
    expect(shown).toEqual({ [set]: 12, [unset]: null });
    const sheet = await exportedSheet(t, token, 'wmsInventory', { warehouseCode: w.warehouseCode });
    const at = sheet.header.indexOf(skuFields.lowStockThreshold.label);
    expect(at).toBeGreaterThan(-1);
    const code = sheet.header.indexOf(COMMON_LABELS.skuCode);
    expect(Object.fromEntries(sheet.rows.map((r) => [r[code], r[at] ?? null]))).toEqual({ [set]: 12, [unset]: null });
  });

  it('the workbench card counts what the list shows, for every scope, and opens it filtered', async () => {
    const w = await f.warehouse();
    const code = await f.stock(w.warehouseCode, 2);
    expect((await setThreshold(await skuRow(code), 3)).body.code).toBe(200);
    for (const as of [token, await scopedUser(t, [{ dataType: 6, dataList: '440000' }])]) {
      const cards = (await t.get('/workbench/summary', {}, { token: as })).body.data.cards;
      const card = cards.find((c: { key: string }) => c.key === 'lowStock');
      expect(card).toMatchObject({ label: '低库存商品', url: '/subapp/wms/inventory?lowStock=true' });
      expect(card.count).toBe((await lowList(as)).total);
      expect(card.count).toBeGreaterThan(0);
    }
  });
});
