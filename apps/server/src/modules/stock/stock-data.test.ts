import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';

const { t, token, f } = await orderTestApp();
const post = (path: string, body: object, tok = token) => t.post(path, body, { token: tok });

describe('SKU mapping', () => {
  it('adds, lists, updates and deletes; one mapping per source and external code (409); an unknown SKU is 400', async () => {
    const sku = (await f.sku(0)).code;
    const ext = `EXT${Date.now()}`;
    const added = await post('/stock/mapping/add', { source: 'HIPAC', externalCode: ext, skuCode: sku });
    expect(added.body.code).toBe(200);
    expect((await post('/stock/mapping/add', { source: 'HIPAC', externalCode: ext, skuCode: sku })).body).toMatchObject({
      code: 409,
      message: '映射已存在：同一来源的外部编码只能映射一个SKU',
    });
    expect((await post('/stock/mapping/add', { source: 'FSCT', externalCode: ext, skuCode: sku })).body.code).toBe(200);
    expect((await post('/stock/mapping/add', { source: 'DCC', externalCode: ext, skuCode: 'NOSKU' })).body.message).toBe(
      'SKU不存在：NOSKU',
    );
    const list = await t.get('/stock/mapping/queryList', { externalCode: ext }, { token });
    expect(list.body.total).toBe(2);
    const row = list.body.data.find((r: { source: string }) => r.source === 'HIPAC');
    expect(row.skuName).not.toBe('');
    const upd = await post('/stock/mapping/update', {
      id: row.id,
      source: 'HIPAC',
      externalCode: `${ext}B`,
      skuCode: sku,
      updateTime: row.updateTime,
    });
    expect(upd.body.code).toBe(200);
    expect((await post('/stock/mapping/delete', { id: row.id })).body.code).toBe(200);
    expect((await t.get('/stock/mapping/queryList', { source: 'HIPAC', externalCode: `${ext}B` }, { token })).body.total).toBe(0);
  });
});

describe('sell-in and opening inventory', () => {
  it('sell-in copies the shop’s province; a balance is opening + purchases − sales after the count up to the date', async () => {
    const sku = (await f.sku(0)).code;
    const sp = await f.shops.sp();
    const shop = await f.shop({ spCode: sp.spCode });
    const sale = (quantity: number, saleDate: string) =>
      post('/stock/sellin/add', { spCode: sp.spCode, retCode: shop, skuCode: sku, quantity, saleDate });
    expect((await sale(5, '2026-01-05')).body.code).toBe(200);
    expect((await sale(7, '2026-01-20')).body.code).toBe(200);
    expect((await sale(100, '2025-12-20')).body.code).toBe(200);
    expect(
      (await post('/stock/sellin/add', { spCode: 'NOSP', retCode: shop, skuCode: sku, quantity: 1, saleDate: '2026-01-01' })).body.message,
    ).toBe('服务商不存在：NOSP');
    expect(
      (await post('/stock/sellin/add', { spCode: sp.spCode, retCode: shop, skuCode: sku, quantity: 0, saleDate: '2026-01-01' })).body
        .message,
    ).toBe('数量不能小于1');
    const rows = (await t.get('/stock/sellin/queryList', { skuCode: sku }, { token })).body.data;
    expect(rows.map((r: { quantity: number }) => r.quantity)).toEqual([7, 5, 100]);
    expect(rows[0]).toMatchObject({ provinceCode: '330000', retCode: shop, spCode: sp.spCode });

    expect(
      (await post('/stock/openingInventory/add', { spCode: sp.spCode, skuCode: sku, quantity: 50, stockDate: '2026-01-01' })).body.code,
    ).toBe(200);
    expect(
      (await post('/stock/openingInventory/add', { spCode: sp.spCode, skuCode: sku, quantity: 9, stockDate: '2026-01-01' })).body,
    ).toMatchObject({
      code: 409,
      message: '该服务商此SKU在该日期已有期初库存',
    });
    const balance = async (date: string) =>
      (await t.get('/stock/openingInventory/balance', { spCode: sp.spCode, skuCode: sku, date }, { token })).body.data;
    expect(await balance('2026-01-10')).toMatchObject({ openingDate: '2026-01-01', opening: 50, purchased: 0, sold: 5, balance: 45 });
    expect(await balance('2026-01-31')).toMatchObject({ opening: 50, sold: 12, balance: 38 });
    // Before any count: from nothing, every sale up to the date.
    expect(await balance('2025-12-31')).toMatchObject({ openingDate: '', opening: 0, sold: 100, balance: -100 });

    const id = rows[2].id;
    expect((await post('/stock/sellin/delete', { id })).body.code).toBe(200);
    expect(await balance('2025-12-31')).toMatchObject({ sold: 0, balance: 0 });
  });

  it('scope: sell-in and opening rows show only inside the caller’s scope; a balance outside it is 404', async () => {
    const sku = (await f.sku(0)).code;
    const sp = await f.shops.sp();
    const shop = await f.shop({ spCode: sp.spCode });
    expect(
      (await post('/stock/sellin/add', { spCode: sp.spCode, retCode: shop, skuCode: sku, quantity: 3, saleDate: '2026-02-01' })).body
        .message,
    ).toBe('新增成功');
    await post('/stock/openingInventory/add', { spCode: sp.spCode, skuCode: sku, quantity: 3, stockDate: '2026-02-01' });
    const other = await scopedUser(t, [{ dataType: 2, dataList: 'SP_OTHER' }]);
    const mine = await scopedUser(t, [{ dataType: 2, dataList: sp.spCode }]);
    expect((await t.get('/stock/sellin/queryList', { skuCode: sku }, { token: other })).body.total).toBe(0);
    expect((await t.get('/stock/sellin/queryList', { skuCode: sku }, { token: mine })).body.total).toBe(1);
    expect((await t.get('/stock/openingInventory/queryList', { skuCode: sku }, { token: other })).body.total).toBe(0);
    expect((await t.get('/stock/openingInventory/queryList', { skuCode: sku }, { token: mine })).body.total).toBe(1);
    const q = { spCode: sp.spCode, skuCode: sku, date: '2026-02-02' };
    expect((await t.get('/stock/openingInventory/balance', q, { token: other })).body.code).toBe(404);
    expect((await t.get('/stock/openingInventory/balance', q, { token: mine })).body.code).toBe(200);
    const row = (await t.get('/stock/sellin/queryList', { skuCode: sku }, { token })).body.data[0];
    expect((await post('/stock/sellin/delete', { id: row.id }, other)).body.code).toBe(404);
  });
});
