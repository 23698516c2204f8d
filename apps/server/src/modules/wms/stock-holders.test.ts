import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';

/** Deleting a SKU, a warehouse or a shop that something still holds is refused, naming what holds it (issue 25 item 22). */

const { t, token, f } = await orderTestApp();

const post = (path: string, body: object) => t.post(path, body, { token });
const count = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);
const stockRows = (skuCode: string) => count(sql`select count(*)::int as n from wms_inventory where sku_code = ${skuCode}`);

describe('deleting what stock and documents hold', () => {
  it('a SKU with stock, locks, an open order and an open purchase order: 409 naming them, nothing changed', async () => {
    const { code, skuId } = await f.sku(10);
    const shop = await f.shop();
    const o = await f.order(shop, [{ skuCode: code, quantity: 3 }]);
    expect((await t.post('/order/opt/approve', {}, { token, query: { id: o.id } })).body.code).toBe(200);
    const po = await post('/wms/purchaseOrder/add', {
      warehouseCode: f.warehouse(),
      supplierName: '供应商',
      lines: [{ skuCode: code, quantity: 5 }],
    });
    expect(po.body.code).toBe(200);
    const refused = await post('/product/sku/delete', { id: skuId });
    expect(refused.body).toMatchObject({
      code: 409,
      message: `SKU ${code} 仍有库存10（锁定3）、未完成订单1单、未完成采购单1张，不能删除`,
    });
    expect(await f.inv(code)).toMatchObject({ onHand: 10, locked: 3 });
    expect(await count(sql`select count(*)::int as n from product_sku where id = ${skuId}`)).toBe(1);
  });

  it('a SKU only a pending order holds is refused; one nothing holds goes with its empty stock rows', async () => {
    const pending = await f.sku(5);
    await f.order(await f.shop(), [{ skuCode: pending.code, quantity: 1 }]);
    const free = await f.sku(4);
    for (const s of [pending, free]) {
      const adjusted = await post('/wms/inv/adjust', {
        id: (await f.inv(s.code)).id,
        delta: -(await f.inv(s.code)).onHand,
        reason: '报损',
      });
      expect(adjusted.body.message).toBe('调整成功');
    }
    expect((await post('/product/sku/delete', { id: pending.skuId })).body).toMatchObject({
      code: 409,
      message: `SKU ${pending.code} 仍有未完成订单1单，不能删除`,
    });
    expect(await stockRows(free.code)).toBe(1);
    expect((await post('/product/sku/delete', { id: free.skuId })).body.code).toBe(200);
    // A later SKU of the same code starts with no stock row of the old one.
    expect(await stockRows(free.code)).toBe(0);
  });

  it('a warehouse with stock or an open purchase order: 409 naming them', async () => {
    const wh = await f.wms.warehouse();
    const { code } = await f.sku(0);
    await post('/wms/purchaseOrder/add', {
      warehouseCode: wh.warehouseCode,
      supplierName: '供应商',
      lines: [{ skuCode: code, quantity: 2 }],
    });
    const refused = await post('/wms/base/delete', { ids: [wh.id] });
    expect(refused.body).toMatchObject({ code: 409, message: `仓库 ${wh.warehouseCode} 仍有未完成采购单1张，不能删除` });
  });

  it('a shop with orders: 409 naming it; the database refuses it too', async () => {
    const { code } = await f.sku(5);
    const retCode = await f.shop();
    await f.order(retCode, [{ skuCode: code, quantity: 1 }]);
    const [{ id }] = (await t.db.execute<{ id: number }>(sql`select id from shop_info where ret_code = ${retCode}`)).rows;
    const refused = await post('/shop/info/delete', { ids: [id] });
    expect(refused.body).toMatchObject({ code: 409, message: `门店 ${retCode} 有1个订单，不能删除` });
    // The foreign keys stand behind the services: a statement that skips them fails.
    const fk = { cause: expect.objectContaining({ code: '23001' }) };
    await expect(t.db.execute(sql`delete from shop_info where ret_code = ${retCode}`)).rejects.toMatchObject(fk);
    await expect(t.db.execute(sql`delete from product_sku where code = ${code}`)).rejects.toMatchObject(fk);
  });
});
