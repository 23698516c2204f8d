import { yuan } from '@console/contract/money';
import { describe, expect, it } from 'vitest';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { orderTestApp, orderUser } from './order.fixtures.ts';
import { todayIn } from '../../shared/time.ts';

/** Telesales create (坐席下单): today's price for the shop's platform and grade, order rules, discounts, scope. */

const { t, token, f } = await orderTestApp();

const day = (offset: number) => todayIn('Asia/Shanghai', offset);

describe('create', () => {
  it('prices each line at the price valid today for the shop platform and grade', async () => {
    const { code, skuId } = await f.sku(100, 1250);
    const add = (body: object) => f.products.add('/product/sku/price', { skuId, platformCode: '0004', ...body });
    await add({ gradeCode: 'A', price: 1100, validFrom: day(-1), validTo: day(1) });
    await add({ gradeCode: 'B', price: 900, validFrom: day(-30), validTo: day(-1) }); // expired
    await add({ gradeCode: 'B', price: 800, validFrom: day(1), validTo: day(30) }); // not yet
    const gradeA = await f.shop({ gradeCode: 'A' });
    const gradeB = await f.shop({ gradeCode: 'B' });
    const a = await f.order(gradeA, [{ skuCode: code, quantity: 3 }]);
    const b = await f.order(gradeB, [{ skuCode: code, quantity: 3 }]);
    expect((await f.detail(a.id)).data).toMatchObject({ totalAmount: 3300, payAmount: 3300, lines: [{ price: 1100, amount: 3300 }] });
    expect((await f.detail(b.id)).data).toMatchObject({ totalAmount: 3750, payAmount: 3750, lines: [{ price: 1250, amount: 3750 }] });
    // Another platform has no price for it: the line says so and nothing is created.
    const other = await f.shop({ platformCode: '0001' });
    const res = await f.create(other, [{ skuCode: code, quantity: 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`第1行 ${code}：该商品不可售或在门店平台无有效价格`);
  });

  it('enforces the order rule that applies to the shop, with a message per line', async () => {
    const s1 = await f.sku(100, 1000);
    const s2 = await f.sku(100, 1000);
    await f.products.add('/product/sku/rule', {
      code: f.products.uid('R'),
      name: '起订2',
      skuId: s1.skuId,
      minQty: 2,
      maxQty: 10,
      multiple: 2,
    });
    const r2 = await f.products.add('/product/sku/rule', {
      code: f.products.uid('R'),
      name: 'B级起订',
      skuId: s2.skuId,
      minQty: 6,
      maxQty: 60,
      multiple: 6,
    });
    await f.products.add('/product/sku/ruleConfig', { ruleId: r2, scopeType: 7, scopeValue: 'B' });
    const shop = await f.shop({ gradeCode: 'A' });
    const lines = (q1: number, q2: number) => [
      { skuCode: s1.code, quantity: q1 },
      { skuCode: s2.code, quantity: q2 },
    ];
    const tooFew = await f.create(shop, lines(1, 1));
    expect(tooFew.status).toBe(400);
    // The second SKU's rule is for grade B only: an A shop orders any quantity.
    expect(tooFew.body.message).toBe(`第1行 ${s1.code}：起订量为2`);
    expect(tooFew.body.data).toEqual([{ index: 0, skuCode: s1.code, message: `第1行 ${s1.code}：起订量为2` }]);
    expect((await f.create(shop, lines(12, 1))).body.message).toBe(`第1行 ${s1.code}：最多可订10`);
    expect((await f.create(shop, lines(3, 1))).body.message).toBe(`第1行 ${s1.code}：数量须为2的倍数`);
    const gradeB = await f.shop({ gradeCode: 'B' });
    const both = await f.create(gradeB, lines(3, 7));
    expect(both.body.message).toBe(`第1行 ${s1.code}：数量须为2的倍数；第2行 ${s2.code}：数量须为6的倍数`);
    expect(both.body.data).toHaveLength(2);
    expect((await t.post('/order/query/list', { retCode: gradeB }, { token })).body.total).toBe(0);
    expect((await f.create(gradeB, lines(4, 12))).body.code).toBe(200);
    expect((await f.create(shop, [...lines(2, 1), { skuCode: s1.code, quantity: 2 }])).body.message).toBe('同一商品请合并为一行');
  });

  it('applies the highest discount tier the quantity reaches, valid today', async () => {
    const { code, skuId } = await f.sku(1000, 1000);
    const tier = (minQty: number, discountRate: number, validTo = day(10)) =>
      f.products.add('/product/sku/discount', {
        code: f.products.uid('D'),
        name: `满${minQty}`,
        skuId,
        minQty,
        discountRate,
        validFrom: day(-10),
        validTo,
      });
    await tier(10, 95);
    await tier(20, 90);
    await tier(5, 50, day(-1)); // expired
    const shop = await f.shop();
    const cases: [number, number, number][] = [
      [4, 4000, 0],
      [10, 10000, 500],
      [25, 25000, 2500],
    ];
    for (const [quantity, amount, discount] of cases) {
      const o = await f.order(shop, [{ skuCode: code, quantity }]);
      const d = (await f.detail(o.id)).data;
      expect(d, `${quantity}`).toMatchObject({
        totalAmount: amount,
        discountAmount: discount,
        payAmount: amount - discount,
        itemCount: quantity,
      });
      expect(d.lines[0]).toMatchObject({ amount, discount });
    }
  });

  it('copies the shop scope keys and warehouse, takes the operator from the session, logs and audits', async () => {
    const { code } = await f.sku(100);
    const sp = await f.shops.sp();
    const shop = await f.shop({ spCode: sp.spCode, gradeCode: 'C' });
    const agent = await orderUser(t, '0038');
    const o = await f.order(shop, [{ skuCode: code, quantity: 2 }], { receiver: '赵六', remark: '请尽快' }, agent);
    expect(o.orderNo).toMatch(/^SO\d{8}\d{8}$/);
    const d = (await f.detail(o.id)).data;
    expect(d).toMatchObject({
      retCode: shop,
      spCode: sp.spCode,
      spName: `服务商${sp.spCode}`,
      platformCode: '0004',
      channelCode: 'C01',
      provinceCode: '330000',
      warehouseCode: f.warehouse(),
      source: 2,
      status: 10,
      receiver: '赵六',
      remark: '请尽快',
      creator: expect.stringMatching(/^ord0038_/),
      deliveryProvinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
    });
    // The timeline speaks yuan, never cents.
    expect(d.log[0]).toMatchObject({ action: '创建', remark: `坐席下单，应付${yuan(d.payAmount)}` });
    const audit = await t.get('/log/operation/queryList', { module: '订单管理', pageSize: 50 }, { token });
    expect(JSON.stringify(audit.body.data)).toContain(o.orderNo);
  });

  it('refuses a shop outside the scope (404) or disabled (400), and a body that does not fit', async () => {
    const { code } = await f.sku(100);
    const inside = await f.shops.shop();
    const outside = await f.shop();
    const limited = await scopedUser(t, [{ dataType: 1, dataList: inside.retCode }]);
    const line = [{ skuCode: code, quantity: 1 }];
    const out = await f.create(outside, line, {}, limited);
    expect(out.status).toBe(404);
    expect(out.body.message).toBe('门店不存在或已被删除');
    expect((await f.create(inside.retCode, line, {}, limited)).body.code).toBe(200);
    await t.post('/shop/info/disable', { ids: [inside.id] }, { token });
    const off = await f.create(inside.retCode, line);
    expect(off.status).toBe(400);
    expect(off.body.message).toMatch(/已停用，不能下单$/);
    expect((await f.create(outside, [])).body.message).toBe('请添加商品');
    expect((await f.create(outside, [{ skuCode: code, quantity: 0 }])).body.message).toBe('数量必须大于0');
    expect((await f.create(outside, line, { remark: '长'.repeat(201) })).body.message).toBe('备注不能超过200个字符');
  });

  it('offers the shops in scope and enabled, and the SKUs with price, rule and available stock', async () => {
    const { code, skuId } = await f.sku(37, 990);
    await f.products.add('/product/sku/rule', { code: f.products.uid('R'), name: '倍数', skuId, minQty: 3, maxQty: 30, multiple: 3 });
    const inside = await f.shops.shop({ retName: '选项甲店' });
    await f.shops.shop({ retName: '选项乙店' });
    const limited = await scopedUser(t, [{ dataType: 1, dataList: inside.retCode }]);
    const shops = (await t.get('/order/opt/shopOptions', { keyword: '选项' }, { token: limited })).body.data;
    expect(shops.map((s: { retCode: string }) => s.retCode)).toEqual([inside.retCode]);
    expect(shops[0]).toMatchObject({ receiver: '李四', address: '西湖大道1号', gradeCode: 'A' });
    const skus = (await t.get('/order/opt/skuOptions', { retCode: inside.retCode, keyword: code }, { token: limited })).body.data;
    expect(skus).toEqual([expect.objectContaining({ skuCode: code, price: 990, minQty: 3, maxQty: 30, multiple: 3, available: 37 })]);
    const outside = await f.shop();
    expect((await t.get('/order/opt/skuOptions', { retCode: outside }, { token: limited })).status).toBe(404);
  });
});
