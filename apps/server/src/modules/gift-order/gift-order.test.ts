import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportedSheet } from '../../test/export-file.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';

/** Gift orders: real orders of gift lines, held to the shop's monthly budget at list price (also at once), scope. */

const { t, token, f } = await orderTestApp();

type Input = Record<string, unknown>;
const post = (path: string, body: Input, as = token) => t.post(`/gift/order/${path}`, body, { token: as });
const setBudget = (retCode: string, monthlyBudget: number, extra: Input = {}) =>
  post('budget/update', { retCode, monthlyBudget, ...extra });
const budgetRow = async (retCode: string, as = token) =>
  (await post('budget/queryList', { retCode, page: 1, pageSize: 10 }, as)).body.data[0] as Input | undefined;
const gift = (retCode: string, skuCode: string, quantity: number, as = token) =>
  post('add', { retCode, lines: [{ skuCode, quantity }] }, as);
const giftCount = async (retCode: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int n from order_gift where ret_code = ${retCode}`)).rows[0].n;

/** A shop with a budget of `units` units of a fresh SKU listed at 12.50. */
async function budgeted(units: number, stock = 100) {
  const shop = await f.shop();
  const sku = (await f.sku(stock)).code;
  expect((await setBudget(shop, units * 1250)).body).toMatchObject({ code: 200, message: '保存成功' });
  return { shop, sku };
}

describe('the budget', () => {
  it('places a real order (source 4, price 0, gift lines) counted at list price; beyond the budget 409; a cancel frees it', async () => {
    const { shop, sku } = await budgeted(4);
    const first = await gift(shop, sku, 3);
    expect(first.body).toMatchObject({ code: 200, message: '新建成功', data: { listAmount: 3750 } });
    const order = (await f.detail(first.body.data.orderId)).data;
    expect(order).toMatchObject({ source: 4, status: 10, payAmount: 0, totalAmount: 0, retCode: shop });
    expect(order.lines).toEqual([expect.objectContaining({ skuCode: sku, quantity: 3, price: 0, amount: 0, gift: true })]);
    expect(await budgetRow(shop)).toMatchObject({ monthlyBudget: 5000, used: 3750, remaining: 1250 });

    const over = await gift(shop, sku, 2);
    expect(over.body.code).toBe(409);
    expect(over.body.message).toMatch(/^超出赠品额度：门店.+剩余赠品额度¥12\.50，本单按牌价¥25\.00$/);
    expect(await giftCount(shop)).toBe(1);

    const cancel = await t.post('/order/opt/cancel', {}, { token, query: { id: first.body.data.orderId, reason: '不送了' } });
    expect(cancel.body.code).toBe(200);
    expect(await budgetRow(shop)).toMatchObject({ used: 0, remaining: 5000 });
    expect((await gift(shop, sku, 4)).body.code).toBe(200);
  });

  it('a shop without a budget gets none; unsellable SKUs and bad bodies are refused in Chinese and write nothing', async () => {
    const shop = await f.shop();
    const sku = (await f.sku(10)).code;
    expect((await gift(shop, sku, 1)).body).toMatchObject({ code: 409 });
    expect((await gift(shop, sku, 1)).body.message).toMatch(/^超出赠品额度/);
    await setBudget(shop, 100_000);
    expect((await gift(shop, 'NOSUCH', 1)).body).toMatchObject({ code: 400, message: '商品NOSUCH不可售或在门店平台无有效价格' });
    expect((await post('add', { retCode: shop, lines: [] })).body).toMatchObject({ code: 400, message: '请添加明细' });
    expect((await setBudget(shop, -1)).body).toMatchObject({ code: 400, message: '每月额度不能为负数' });
    expect((await post('budget/update', { retCode: '', monthlyBudget: 1 })).body).toMatchObject({ code: 400, message: '请选择门店' });
    expect(await giftCount(shop)).toBe(0);
  });

  it('eight gift orders of one unit at once against a budget of five units: exactly five are placed', async () => {
    const { shop, sku } = await budgeted(5);
    const replies = await Promise.all(Array.from({ length: 8 }, () => gift(shop, sku, 1)));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.body.code === 409)).toHaveLength(3);
    expect(await giftCount(shop)).toBe(5);
    expect(await budgetRow(shop)).toMatchObject({ used: 6250, remaining: 0 });
  });

  it('a budget edit checks the updateTime read: the second of two editors gets 409 and nothing changes', async () => {
    const { shop } = await budgeted(1);
    const row = (await budgetRow(shop))!;
    expect((await setBudget(shop, 2500, { updateTime: row.updateTime })).body.code).toBe(200);
    expect((await setBudget(shop, 9900, { updateTime: row.updateTime })).body).toMatchObject({
      code: 409,
      message: '数据已被他人修改，请刷新后重试',
    });
    expect(await budgetRow(shop)).toMatchObject({ monthlyBudget: 2500 });
  });
});

describe('a gift order is an order', () => {
  it('is approved like any order (its stock locked), lists among orders and in its own list, detail and export', async () => {
    const { shop, sku } = await budgeted(10, 20);
    const { id, orderId, orderNo } = (await gift(shop, sku, 2)).body.data;
    const approved = await t.post('/order/opt/approve', {}, { token, query: { id: orderId } });
    expect(approved.body.code).toBe(200);
    expect(await f.inv(sku)).toMatchObject({ locked: 2 });
    const orders = (await t.post('/order/query/list', { retCode: shop, page: 1, pageSize: 10 }, { token })).body.data;
    expect(orders).toEqual([expect.objectContaining({ orderNo, source: 4, status: 20 })]);

    const list = (await post('queryList', { retCode: shop, status: 20, page: 1, pageSize: 10 })).body;
    expect(list).toMatchObject({ total: 1, data: [{ id, orderNo, listAmount: 2500, itemCount: 2, status: 20 }] });
    const d = (await t.get('/gift/order/detail', { id }, { token })).body.data;
    expect(d.lines).toEqual([expect.objectContaining({ skuCode: sku, quantity: 2, listPrice: 1250, listAmount: 2500 })]);
    const { header, rows } = await exportedSheet(t, token, 'giftOrder', { retCode: shop });
    expect(header).toContain('牌价金额（元）');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(orderNo);
  });

  it('hides gift orders and budgets out of scope on every verb', async () => {
    const { shop, sku } = await budgeted(2);
    const { id } = (await gift(shop, sku, 1)).body.data;
    const stranger = await scopedUser(t, [{ dataType: 1, dataList: 'OTHER' }]);
    expect((await post('queryList', { retCode: shop, page: 1, pageSize: 10 }, stranger)).body.total).toBe(0);
    expect((await t.get('/gift/order/detail', { id }, { token: stranger })).body.code).toBe(404);
    expect((await gift(shop, sku, 1, stranger)).body.code).toBe(404);
    expect(await budgetRow(shop, stranger)).toBeUndefined();
    expect((await post('budget/update', { retCode: shop, monthlyBudget: 1 }, stranger)).body.code).toBe(404);
    expect(await giftCount(shop)).toBe(1);
    const insider = await scopedUser(t, [{ dataType: 1, dataList: shop }]);
    expect((await t.get('/gift/order/detail', { id }, { token: insider })).body.data.id).toBe(id);
    expect((await budgetRow(shop, insider))?.monthlyBudget).toBe(2500);
  });
});
