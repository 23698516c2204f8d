import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderTestApp, orderUser } from './order.fixtures.ts';

/**
 * Who opens an order's detail: the call takes either detail key (order list or telesales list) and shows what
 * the caller's list shows — any order in scope with `orderList.detail`; with only `orderDx.detail` the
 * telesales orders, and an agent (0034 / 0038) only the ones they placed. A file of its own: the agent roles
 * here hold only the telesales keys. The telesales tabs' counts follow the same rule.
 */

const { t, f } = await orderTestApp();

const DX_KEYS = ['orderDx.query', 'orderDx.detail', 'orderDx.add'];
const open = (id: number, as: string) => t.get('/order/query/detail', { id }, { token: as });

describe('order detail from the telesales list', () => {
  let agent: string;
  let colleague: string;
  let mine: { id: number; orderNo: string };
  let theirs: { id: number; orderNo: string };
  let byAdmin: { id: number; orderNo: string };
  let fromApp: { id: number; orderNo: string };
  let shop: string;
  beforeAll(async () => {
    const sku = (await f.sku(100)).code;
    shop = await f.shop();
    agent = await orderUser(t, '0034', DX_KEYS);
    colleague = await orderUser(t, '0038', DX_KEYS);
    mine = await f.order(shop, [{ skuCode: sku, quantity: 2 }], {}, agent);
    theirs = await f.order(shop, [{ skuCode: sku, quantity: 1 }], {}, colleague);
    byAdmin = await f.order(shop, [{ skuCode: sku, quantity: 1 }]);
    fromApp = await f.order(shop, [{ skuCode: sku, quantity: 1 }]);
    // An order from the shop app (source 1): not on the telesales list.
    await t.db.execute(sql`update order_info set source = 1 where id = ${fromApp.id}`);
  });

  it('an agent holding only the telesales keys opens their own order, with lines and log', async () => {
    const res = await open(mine.id, agent);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderNo: mine.orderNo, source: 2, status: 10 });
    expect(res.body.data.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(res.body.data.log.map((l: { action: string }) => l.action)).toEqual(['创建']);
  });

  it('an agent does not find another agent’s order, nor one they did not place', async () => {
    for (const o of [theirs, byAdmin, fromApp]) {
      const res = await open(o.id, agent);
      expect(res.status, o.orderNo).toBe(404);
      expect(res.body).toMatchObject({ code: 404, message: '订单不存在或已被删除' });
    }
    expect((await open(theirs.id, colleague)).status).toBe(200);
    expect((await open(mine.id, colleague)).status).toBe(404);
  });

  it('a non-agent with only orderDx.detail opens every telesales order in scope, not the others', async () => {
    const lead = await orderUser(t, '9301', ['orderDx.query', 'orderDx.detail']);
    for (const o of [mine, theirs, byAdmin]) expect((await open(o.id, lead)).status, o.orderNo).toBe(200);
    expect((await open(fromApp.id, lead)).status).toBe(404);
  });

  it('orderList.detail opens any order in scope, an agent’s too', async () => {
    const clerk = await orderUser(t, '9302', ['orderList.query', 'orderList.detail']);
    for (const o of [mine, theirs, byAdmin, fromApp]) expect((await open(o.id, clerk)).status, o.orderNo).toBe(200);
  });

  it('the telesales tabs count in one call what the caller’s list holds: an agent their own orders', async () => {
    type Count = { status: number; count: number; exact: boolean };
    const counts = async (as: string) => {
      const res = await t.post('/order/query/DX/statusCount', { retCode: shop }, { token: as });
      expect(res.status).toBe(200);
      return Object.fromEntries((res.body.data as Count[]).filter((c) => c.count > 0).map((c) => [c.status, c.count]));
    };
    const listed = async (as: string) => (await t.post('/order/query/DX/list', { retCode: shop, status: 10 }, { token: as })).body.total;
    expect(await counts(agent)).toEqual({ 10: 1 });
    expect(await counts(colleague)).toEqual({ 10: 1 });
    // A lead who is no agent: every telesales order of the shop, not the shop app's.
    const lead = await orderUser(t, '9305', ['orderDx.query']);
    expect(await counts(lead)).toEqual({ 10: 3 });
    for (const as of [agent, lead]) expect((await counts(as))[10]).toBe(await listed(as));
    // The order list's key alone does not open the telesales counts.
    const clerk = await orderUser(t, '9306', ['orderList.query']);
    expect((await t.post('/order/query/DX/statusCount', {}, { token: clerk })).status).toBe(403);
  });

  it('a user holding neither detail key is refused (403), whatever else they hold', async () => {
    const neither = await orderUser(t, '9303', ['orderList.query', 'orderList.approve', 'orderDx.query', 'orderDx.add']);
    const res = await open(mine.id, neither);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
  });

  it('the data scope still applies to the telesales detail', async () => {
    const other = await f.shop();
    const elsewhere = await f.order(other, [{ skuCode: (await f.sku(10)).code, quantity: 1 }]);
    const lead = await orderUser(t, '9304', ['orderDx.detail']);
    expect((await open(elsewhere.id, lead)).status).toBe(200);
    // The lead's scope narrowed to the first shop: the other shop's order is not found, theirs still is.
    await t.db.execute(sql`
      update sys_user_data_permission set data_type = 1, data_list = (select ret_code from order_info where id = ${mine.id})
      where user_code in (select code from sys_user where role_code = '9304')`);
    expect((await open(elsewhere.id, lead)).status).toBe(404);
    expect((await open(mine.id, lead)).status).toBe(200);
  });
});
