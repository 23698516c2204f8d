import type { TestApp } from '../../test/build-app.ts';
import { productFixtures } from '../products/products.fixtures.ts';
import { uid } from '../shop/shop.fixtures.ts';
import { channels } from '../../db/schema/wms.ts';

/** Test helpers for the warehouse area: warehouses, SKUs and stock made through the API. */
export function wmsFixtures(t: TestApp, token: () => string) {
  const products = productFixtures(t, token);
  const ok = async <T = unknown>(res: Promise<{ body: { code: number; message: string; data: unknown } }>, what: string): Promise<T> => {
    const r = await res;
    if (r.body.code !== 200) throw new Error(`${what}: ${r.body.message}`);
    return r.body.data as T;
  };
  const warehouse = async (over: Record<string, unknown> = {}) => {
    const warehouseCode = (over.warehouseCode as string) ?? uid('WH');
    const { id } = await ok<{ id: number }>(
      t.post(
        '/wms/base/add',
        { warehouseCode, warehouseName: `仓库${warehouseCode}`, type: 2, provinceCode: '330000', ...over },
        { token: token() },
      ),
      'warehouse',
    );
    return { id, warehouseCode };
  };
  const skuCode = async () => {
    const code = uid('SKU');
    await products.sku({ code });
    return code;
  };
  /** A submitted-and-received PO: stock of `quantity` of a new SKU in `warehouseCode`. */
  const stock = async (warehouseCode: string, quantity: number, sku?: string) => {
    const code = sku ?? (await skuCode());
    const { id } = await ok<{ id: number }>(
      t.post('/wms/purchaseOrder/add', { warehouseCode, supplierName: '供应商', lines: [{ skuCode: code, quantity }] }, { token: token() }),
      'po add',
    );
    await ok(t.post('/wms/purchaseOrder/submit', { id }, { token: token() }), 'po submit');
    await ok(t.post('/wms/purchaseOrder/receive', { id, lines: [{ skuCode: code, quantity }] }, { token: token() }), 'po receive');
    return code;
  };
  const inv = async (warehouseCode: string, skuCode: string) => {
    const res = await t.get('/wms/inv/queryList', { warehouseCode, skuCode }, { token: token() });
    return res.body.data[0] as { id: number; onHand: number; locked: number; available: number; status: number; updateTime: string };
  };
  const seedChannels = () =>
    t.db
      .insert(channels)
      .values([
        { channelCode: 'C01', channelName: '传统渠道', sort: 1 },
        { channelCode: 'C02', channelName: '现代渠道', sort: 2 },
        { channelCode: 'C03', channelName: '电商渠道', sort: 3 },
      ])
      .onConflictDoNothing();
  return { ok, warehouse, skuCode, stock, inv, seedChannels };
}
