import { describe, expect, it } from 'vitest';
import { uploadImport, sheetOf } from '../imports/xlsx-fixtures.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';

const { t, token, f } = await orderTestApp();

const upload = async (page: string, file: Buffer, dryRun: boolean, as = token) => uploadImport(t.app, as, page, file, dryRun);
type Err = { row: number; field: string; message: string };

describe('imports of the stock area', () => {
  it('sell-in: the dry run names every bad row and writes nothing; a clean file is written whole with its province', async () => {
    const sku = (await f.sku(0)).code;
    const sp = await f.shops.sp();
    const shop = await f.shop({ spCode: sp.spCode });
    const headers = ['服务商编码', '门店编码', 'SKU编码', '数量', '销售日期'];
    const bad = await sheetOf(headers, [
      [sp.spCode, shop, sku, 3, '2026-03-01'],
      ['NOSP', shop, sku, 3, '2026-03-01'],
      [sp.spCode, shop, 'NOSKU', 3, '2026-03-01'],
      [sp.spCode, shop, sku, 0, '2026-03-01'],
    ]);
    const dry = await upload('stockSellin', bad, true);
    expect(dry.body.data).toMatchObject({ total: 4, valid: 1, invalid: 3 });
    const messages = (dry.body.data.errors as Err[]).map((e) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['服务商不存在：NOSP', 'SKU不存在：NOSKU', '数量不能小于1']));
    expect((await upload('stockSellin', bad, false)).body.data).toMatchObject({ imported: 0 });
    expect((await t.get('/stock/sellin/queryList', { skuCode: sku }, { token })).body.total).toBe(0);
    const good = await sheetOf(headers, [
      [sp.spCode, shop, sku, 3, '2026-03-01'],
      [sp.spCode, shop, sku, 4, '2026-03-02'],
    ]);
    expect((await upload('stockSellin', good, false)).body.data).toMatchObject({ imported: 2 });
    const rows = (await t.get('/stock/sellin/queryList', { skuCode: sku }, { token })).body.data;
    expect(rows.map((r: { provinceCode: string }) => r.provinceCode)).toEqual(['330000', '330000']);
    // A row outside the importer's scope is that row's error.
    const limited = await scopedUser(t, [{ dataType: 2, dataList: 'SP_OTHER' }]);
    const theirs = await upload('stockSellin', good, true, limited);
    expect((theirs.body.data.errors as Err[]).every((e) => e.message === '超出数据权限范围')).toBe(true);
  });

  it('mapping and opening inventory: duplicates in the file and the table are refused', async () => {
    const sku = (await f.sku(0)).code;
    const ext = `IMP${Date.now()}`;
    await t.post('/stock/mapping/add', { source: 'DCC', externalCode: `${ext}0`, skuCode: sku }, { token });
    const mapping = await sheetOf(
      ['来源', '外部编码', 'SKU编码'],
      [
        ['DCC', `${ext}0`, sku],
        ['DCC', `${ext}1`, sku],
        ['DCC', `${ext}1`, sku],
        ['YUOU', `${ext}1`, sku],
      ],
    );
    const dry = await upload('stockMapping', mapping, true);
    expect(dry.body.data).toMatchObject({ total: 4, valid: 2, invalid: 2 });
    const sp = await f.shops.sp();
    const opening = await sheetOf(
      ['服务商编码', 'SKU编码', '期初数量', '盘点日期'],
      [
        [sp.spCode, sku, 10, '2026-01-01'],
        [sp.spCode, sku, 12, '2026-02-01'],
      ],
    );
    expect((await upload('stockOpeningInventory', opening, false)).body.data).toMatchObject({ imported: 2 });
    expect((await upload('stockOpeningInventory', opening, true)).body.data).toMatchObject({ invalid: 2 });
    const balance = await t.get('/stock/openingInventory/balance', { spCode: sp.spCode, skuCode: sku, date: '2026-02-10' }, { token });
    expect(balance.body.data).toMatchObject({ opening: 12, openingDate: '2026-02-01', balance: 12 });
  });
});
