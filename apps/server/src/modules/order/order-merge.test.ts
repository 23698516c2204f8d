import { describe, expect, it } from 'vitest';
import { orderTestApp } from './order.fixtures.ts';
import { todayIn } from '../../shared/time.ts';

/** A merged order is one order to the rules: rules and tiers on the summed quantities, each line at its own price. */

const { t, token, f } = await orderTestApp();

const merge = (ids: number[]) => t.post('/order/opt/approve/merge', {}, { token, query: { ids: ids.join(',') } });
const batchMerge = (ids: number[]) => t.post('/order/opt/batch/approve/merge', { ids }, { token });
const day = (offset: number) => todayIn('Asia/Shanghai', offset);
type Row = Record<string, unknown>;

describe('merge-approve prices and rules', () => {
  it('refuses a merge whose summed quantity breaks the order rule, changing nothing', async () => {
    const { code, skuId } = await f.sku(100, 1000);
    await f.products.add('/product/sku/rule', { code: f.products.uid('R'), name: '限购', skuId, minQty: 2, maxQty: 10, multiple: 2 });
    const shop = await f.shop();
    const a = await f.order(shop, [{ skuCode: code, quantity: 4 }]);
    const b = await f.order(shop, [{ skuCode: code, quantity: 8 }]);
    const message = `${code} 合并后数量12，最多可订10，不能合并`;
    expect((await merge([a.id, b.id])).body).toMatchObject({ code: 409, message });
    expect((await batchMerge([a.id, b.id])).body.data).toEqual([
      expect.objectContaining({ id: a.id, ok: false, message }),
      expect.objectContaining({ id: b.id, ok: false, message }),
    ]);
    for (const o of [a, b]) expect((await f.detail(o.id)).data).toMatchObject({ status: 10 });
    expect(await f.inv(code)).toMatchObject({ locked: 0 });
  });

  it('the summed quantity reaches its discount tier; absorbed lines keep the price they were ordered at', async () => {
    const { code, skuId } = await f.sku(100, 1000);
    await f.products.add('/product/sku/discount', {
      code: f.products.uid('D'),
      name: '满10',
      skuId,
      minQty: 10,
      discountRate: 90,
      validFrom: day(-1),
      validTo: day(10),
    });
    const shop = await f.shop();
    const a = await f.order(shop, [{ skuCode: code, quantity: 6 }]);
    // The grade's own price wins from now on: the next order pays 800.
    await f.products.add('/product/sku/price', {
      skuId,
      platformCode: '0004',
      gradeCode: 'A',
      price: 800,
      validFrom: day(-1),
      validTo: day(10),
    });
    const b = await f.order(shop, [{ skuCode: code, quantity: 4 }]);
    expect((await f.detail(b.id)).data).toMatchObject({ totalAmount: 3200, discountAmount: 0 });
    expect((await merge([a.id, b.id])).body.code).toBe(200);
    const d = (await f.detail(a.id)).data;
    expect(d.lines.map((l: Row) => [l.quantity, l.price, l.amount, l.discount])).toEqual([
      [6, 1000, 6000, 600],
      [4, 800, 3200, 320],
    ]);
    expect(d).toMatchObject({ status: 20, totalAmount: 9200, discountAmount: 920, payAmount: 8280, itemCount: 10 });
    expect(await f.inv(code)).toMatchObject({ locked: 10 });
  });
});
