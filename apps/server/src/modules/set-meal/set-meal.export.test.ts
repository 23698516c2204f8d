import { expect, it } from 'vitest';
import { exportedSheet } from '../../test/export-file.ts';
import { orderTestApp } from '../order/order.fixtures.ts';

const { t, token, f } = await orderTestApp();

it('exports the set meal list with its declared columns, filtered like the list', async () => {
  const { code } = await f.sku(0, 1000);
  const body = {
    lines: [{ skuCode: code, quantity: 2 }],
    packagePrice: 1999,
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
    perShopQuota: 2,
  };
  for (const name of ['导出套餐甲', '导出套餐乙', '别的套餐']) {
    const res = await t.post('/setMeal/add', { name, ...body }, { token });
    expect(res.body.message).toBe('新增成功');
  }
  const { header, rows } = await exportedSheet(t, token, 'setMeal', { name: '导出套餐' });
  expect(header).toEqual(expect.arrayContaining(['套餐名称', '套餐价（元）', '套餐商品', '每店限购']));
  expect(rows.map((r) => r[0]).sort()).toEqual(['导出套餐乙', '导出套餐甲'].sort());
  expect(rows[0]).toEqual(expect.arrayContaining(['19.99', `${code}×2`]));
});
