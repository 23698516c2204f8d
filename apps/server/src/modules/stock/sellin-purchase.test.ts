import { describe, expect, it } from 'vitest';
import { exportedSheet } from '../../test/export-file.ts';
import { allocFixtures } from '../alloc/alloc-test-kit.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';

/** `/stock/sellin` also lists the SP's purchases from the brand (issue 28): shipped sell-in order lines, kind 2. */

const { t, token, f } = await orderTestApp();
const alloc = allocFixtures(t, () => token);

type Row = Record<string, unknown> & { id: number };
const ok = async (path: string, body: object) => {
  const res = await t.post(path, body, { token });
  if (res.body.code !== 200) throw new Error(`${path}: ${res.body.message}`);
  return res.body.data;
};
/** A sell-in order of `quantity` units of `skuCode` for `spCode`, approved and shipped. */
async function shipped(spCode: string, skuCode: string, quantity: number) {
  const { id, sellinNo } = await ok('/ord/sallinOrder/add', { spCode, warehouseCode: f.warehouse(), lines: [{ skuCode, quantity }] });
  await ok('/ord/sallinOrder/approve', { id });
  await ok('/ord/sallinOrder/ship', { id });
  return sellinNo as string;
}
const list = async (q: Record<string, unknown>, as = token) => (await t.get('/stock/sellin/queryList', q, { token: as })).body;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

describe('sell-in list: shop sales and brand purchases', () => {
  it('a shipped sell-in order is listed as 品牌进货 with its number; the kind filters; delete refuses it; the export has both', async () => {
    const sp = await f.shops.sp();
    const sku = (await f.sku(20)).code;
    const shop = await f.shop({ spCode: sp.spCode });
    await ok('/stock/sellin/add', { spCode: sp.spCode, retCode: shop, skuCode: sku, quantity: 2, saleDate: today() });
    // Approved only: not bought yet.
    const pending = await ok('/ord/sallinOrder/add', {
      spCode: sp.spCode,
      warehouseCode: f.warehouse(),
      lines: [{ skuCode: sku, quantity: 1 }],
    });
    await ok('/ord/sallinOrder/approve', { id: pending.id });
    const sellinNo = await shipped(sp.spCode, sku, 7);

    const all = await list({ skuCode: sku });
    expect(all.total).toBe(2);
    const purchases = await list({ skuCode: sku, kind: 2 });
    expect(purchases.data).toEqual([
      expect.objectContaining({
        kind: 2,
        sourceNo: sellinNo,
        spCode: sp.spCode,
        retCode: '',
        skuCode: sku,
        quantity: 7,
        saleDate: today(),
      }),
    ]);
    const sales = await list({ skuCode: sku, kind: '1' });
    expect(sales.data.map((r: Row) => [r.kind, r.retCode, r.sourceNo])).toEqual([[1, shop, '']]);
    expect((await list({ skuCode: sku, kind: '' })).total).toBe(2);
    const bad = await t.get('/stock/sellin/queryList', { kind: 3 }, { token });
    expect(bad.body).toMatchObject({ code: 400, message: '类型只能是1（门店销售）或2（品牌进货）' });

    const purchase = purchases.data[0] as Row;
    const refused = await t.post('/stock/sellin/delete', { id: purchase.id }, { token });
    expect(refused.body).toMatchObject({ code: 409, message: `品牌进货记录来自进货订单${sellinNo}，不能删除` });
    expect((await list({ skuCode: sku })).total).toBe(2);

    const sheet = await exportedSheet(t, token, 'stockSellin', { skuCode: sku });
    const kind = sheet.header.indexOf('类型');
    const source = sheet.header.indexOf('来源单号');
    expect(sheet.rows.map((r) => [r[kind], r[source] ?? '']).sort()).toEqual([
      ['品牌进货', sellinNo],
      ['门店销售', ''],
    ]);
  });

  it('purchases follow the SP scope in SQL', async () => {
    const sp = await f.shops.sp();
    const sku = (await f.sku(10)).code;
    await shipped(sp.spCode, sku, 3);
    const mine = await scopedUser(t, [{ dataType: 2, dataList: sp.spCode }]);
    const other = await scopedUser(t, [{ dataType: 2, dataList: 'SP_NOBODY' }]);
    expect((await list({ skuCode: sku, kind: 2 }, mine)).total).toBe(1);
    expect((await list({ skuCode: sku, kind: 2 }, other)).total).toBe(0);
  });

  it('auto-allocation and the SP’s balance ignore purchases as sell-out: only what SPs sold to shops counts', async () => {
    const sku = (await f.sku(30)).code;
    const seller = await f.shops.sp();
    const buyer = await f.shops.sp();
    const shop = await f.shop({ spCode: seller.spCode });
    await ok('/stock/sellin/add', { spCode: seller.spCode, retCode: shop, skuCode: sku, quantity: 5, saleDate: today() });
    await shipped(buyer.spCode, sku, 9);
    const plan = await alloc.plan(sku, [], { total: 10, dimension: 2 }, true);
    const preview = (await t.post('/sellout/autoAlloc/preview', { planId: plan, days: 30 }, { token })).body;
    expect(preview.data.map((l: Row) => [l.code, l.sellout])).toEqual([[seller.spCode, 5]]);

    const balance = (await t.get('/stock/openingInventory/balance', { spCode: buyer.spCode, skuCode: sku, date: today() }, { token })).body;
    expect(balance.data).toMatchObject({ purchased: 9, sold: 0, balance: 9 });
  });
});
