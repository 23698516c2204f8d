import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderTestApp, orderUser } from '../order/order.fixtures.ts';
import { GUANGZHOU_TIANHE, scopedUser } from '../shop/shop.fixtures.ts';

/** The workbench (issue 30): counts within the caller's scope, cards only for keys held, the sales line. */

const { t, token, f } = await orderTestApp();
const summary = async (as: string) => (await t.get('/workbench/summary', {}, { token: as })).body;
const card = (body: { data: { cards: { key: string; count: number }[] } }, key: string) => body.data.cards.find((c) => c.key === key);
const pendingIn = async (province?: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from order_info where status = 10 and (${province ?? null}::text is null or province_code = ${province ?? null})`,
    )
  ).rows[0].n;

describe('workbench', () => {
  it('counts follow the caller’s scope: a province-limited user counts only their province’s orders', async () => {
    const { code } = await f.sku(100);
    const sp = await f.shops.sp({ ...GUANGZHOU_TIANHE });
    const gdShop = await f.shop({ ...GUANGZHOU_TIANHE, spCode: sp.spCode });
    const zjShop = await f.shop();
    for (const shop of [gdShop, gdShop, zjShop]) await f.order(shop, [{ skuCode: code, quantity: 1 }]);
    // Everyone's first (the answer is cached per scope: the next caller's narrower scope must not reuse it).
    const all = await summary(token);
    expect(card(all, 'ordersPending')).toMatchObject({
      label: '待审核订单',
      count: await pendingIn(),
      url: '/subapp/order/list?status=10',
    });
    const gd = await scopedUser(t, [{ dataType: 6, dataList: '440000' }]);
    const mine = await summary(gd);
    expect(card(mine, 'ordersPending')?.count).toBe(await pendingIn('440000'));
    expect(card(mine, 'ordersPending')?.count).toBeLessThan(card(all, 'ordersPending')?.count ?? 0);
    const nobody = await scopedUser(t, []);
    expect(card(await summary(nobody), 'afterSalesWaiting')?.count).toBe(0);
  });

  it('a card the user lacks the key for is absent, and so is the sales line', async () => {
    const limited = await orderUser(t, '8961', ['orderList.query']);
    const body = await summary(limited);
    expect(body.data.cards.map((c: { key: string }) => c.key)).toEqual(['ordersPending']);
    expect(body.data.sales).toBeUndefined();
    const all = await summary(token);
    expect(all.data.cards.map((c: { key: string }) => c.key)).toEqual([
      'ordersPending',
      'riskReviews',
      'erpFailed',
      'afterSalesWaiting',
      'lowStock',
      'exportsReady',
    ]);
  });

  it('with the report key: 30 days of sales, today’s as the report says; without a session: 600008', async () => {
    const { code } = await f.sku(100);
    const o = await f.order(await f.shop(), [{ skuCode: code, quantity: 2 }]);
    await t.post('/order/opt/approve', {}, { token, query: { id: o.id } });
    // A scope no earlier call asked with: the answer is not one cached before the approval.
    const admin = await scopedUser(t, [{ dataType: 6, dataList: '330000' }]);
    const { sales } = (await summary(admin)).data;
    expect(sales).toHaveLength(30);
    const today = sales[29].date;
    const report = (await t.get('/sp/data/report/sales', { dimension: 'day', startDate: today, endDate: today }, { token: admin })).body;
    expect(sales[29]).toMatchObject({ amount: report.data.totals.amount, orderCount: report.data.totals.orderCount });
    expect(sales[29].orderCount).toBeGreaterThan(0);
    expect((await t.get('/workbench/summary', {})).body.code).toBe(600008);
  });
});
