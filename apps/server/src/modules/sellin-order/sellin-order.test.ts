import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allocFixtures } from '../alloc/alloc-test-kit.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';

/** Sell-in orders: the machine, stock locks (all or none, also racing), quota of the SP, shipping through the ledger, scope. */

const { t, token, f } = await orderTestApp();
const alloc = allocFixtures(t, () => token);

type Input = Record<string, unknown>;
const post = (path: string, body: Input, as = token) => t.post(`/ord/sallinOrder/${path}`, body, { token: as });
const detail = async (id: number, as = token) => (await t.get('/ord/sallinOrder/detail', { id }, { token: as })).body;
const body = (spCode: string, lines: { skuCode: string; quantity: number }[]) => ({ spCode, warehouseCode: f.warehouse(), lines });
const made = async (spCode: string, lines: { skuCode: string; quantity: number }[]) => {
  const res = await post('add', body(spCode, lines));
  if (res.body.code !== 200) throw new Error(res.body.message);
  return res.body.data as { id: number; sellinNo: string };
};
const ledger = async (sourceNo: string) =>
  ((await t.get('/wms/history/queryList', { sourceNo, pageSize: 50 }, { token })).body.data as { type: string }[])
    .map((r) => r.type)
    .sort();

describe('the machine', () => {
  it('approve locks every line, ship takes the stock out through the ledger, each refused step names the status', async () => {
    const { spCode } = await f.shops.sp();
    const a = (await f.sku(10)).code;
    const b = (await f.sku(10)).code;
    const { id, sellinNo } = await made(spCode, [
      { skuCode: a, quantity: 4 },
      { skuCode: b, quantity: 6 },
    ]);
    expect(sellinNo).toMatch(/^SI\d{14}$/);
    expect((await post('ship', { id })).body).toMatchObject({ code: 409, message: `进货订单${sellinNo}当前状态为「待审核」，不能发货` });
    expect((await post('approve', { id })).body).toMatchObject({ code: 200, message: '审核成功' });
    expect(await f.inv(a)).toMatchObject({ onHand: 10, locked: 4 });
    expect((await post('approve', { id })).body).toMatchObject({ code: 409, message: `进货订单${sellinNo}当前状态为「已审核」，不能审核` });
    expect((await post('ship', { id })).body).toMatchObject({ code: 200, message: '发货成功' });
    expect(await f.inv(a)).toMatchObject({ onHand: 6, locked: 0 });
    expect(await f.inv(b)).toMatchObject({ onHand: 4, locked: 0 });
    expect(await ledger(sellinNo)).toEqual(['LOCK', 'LOCK', 'SHIP', 'SHIP']);
    expect((await post('cancel', { id })).body.code).toBe(409);
    expect((await detail(id)).data).toMatchObject({
      status: 40,
      itemCount: 10,
      lines: [
        { skuCode: a, quantity: 4 },
        { skuCode: b, quantity: 6 },
      ],
    });
  });

  it('locks all lines or none (409 naming the short SKU); cancel releases the lock', async () => {
    const { spCode } = await f.shops.sp();
    const a = (await f.sku(10)).code;
    const short = (await f.sku(2)).code;
    const { id } = await made(spCode, [
      { skuCode: a, quantity: 5 },
      { skuCode: short, quantity: 3 },
    ]);
    expect((await post('approve', { id })).body).toMatchObject({ code: 409, message: `库存不足：${short}` });
    expect(await f.inv(a)).toMatchObject({ locked: 0 });
    expect((await detail(id)).data.status).toBe(10);

    const ok = await made(spCode, [{ skuCode: a, quantity: 5 }]);
    await post('approve', { id: ok.id });
    expect(await f.inv(a)).toMatchObject({ locked: 5 });
    expect((await post('cancel', { id: ok.id, reason: '不要了' })).body).toMatchObject({ code: 200, message: '取消成功' });
    expect(await f.inv(a)).toMatchObject({ locked: 0 });
    expect((await detail(ok.id)).data).toMatchObject({ status: 90, cancelReason: '不要了' });
  });

  it('two approvals racing for the last stock: one wins, the other gets 409 and locks nothing', async () => {
    const { spCode } = await f.shops.sp();
    const sku = (await f.sku(5)).code;
    const one = await made(spCode, [{ skuCode: sku, quantity: 4 }]);
    const two = await made(spCode, [{ skuCode: sku, quantity: 4 }]);
    const replies = await Promise.all([post('approve', { id: one.id }), post('approve', { id: two.id })]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect(await f.inv(sku)).toMatchObject({ locked: 4 });
  });

  it('takes the SP’s quota of SP plans only (shop plans do not hold a sell-in), and a cancel gives it back', async () => {
    const { spCode } = await f.shops.sp();
    const sku = (await f.sku(50)).code;
    const spPlan = await alloc.plan(sku, [{ code: spCode, quota: 6 }], { dimension: 2 });
    await alloc.plan(sku, [{ code: await f.shop(), quota: 1 }], { dimension: 1 });
    const first = await made(spCode, [{ skuCode: sku, quantity: 4 }]);
    expect((await post('approve', { id: first.id })).body.code).toBe(200);
    const second = await made(spCode, [{ skuCode: sku, quantity: 4 }]);
    expect((await post('approve', { id: second.id })).body).toMatchObject({ code: 409, message: `超出配额：${sku}` });
    expect(await f.inv(sku)).toMatchObject({ locked: 4 });
    await post('cancel', { id: first.id });
    expect((await alloc.lines(spPlan)).data[0]).toMatchObject({ code: spCode, used: 0 });
    expect((await post('approve', { id: second.id })).body.code).toBe(200);
    await t.db.execute(sql`update alloc_plan set status = 3 where sku_code = ${sku}`);
  });

  it('refuses bad bodies and unknown SPs, SKUs and warehouses in Chinese; nothing is written', async () => {
    const { spCode } = await f.shops.sp();
    const sku = (await f.sku(5)).code;
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int n from order_sellin where sp_code = ${spCode}`)).rows[0].n;
    expect((await post('add', { ...body(spCode, []) })).body).toMatchObject({ code: 400, message: '请添加明细' });
    expect((await post('add', body('NOSP', [{ skuCode: sku, quantity: 1 }]))).body).toMatchObject({
      code: 400,
      message: '服务商不存在：NOSP',
    });
    expect((await post('add', body(spCode, [{ skuCode: 'NOSKU', quantity: 1 }]))).body).toMatchObject({
      code: 400,
      message: 'SKU不存在：NOSKU',
    });
    expect((await post('add', { ...body(spCode, [{ skuCode: sku, quantity: 1 }]), warehouseCode: 'NOWH' })).body).toMatchObject({
      code: 400,
      message: '仓库不存在：NOWH',
    });
    expect((await post('add', body(spCode, [{ skuCode: sku, quantity: 0 }]))).body.code).toBe(400);
    expect(await count()).toBe(0);
  });
});

describe('what the SP bought', () => {
  it('a shipped sell-in order counts in the SP’s stock balance as bought from the brand; approved or cancelled ones do not', async () => {
    const { spCode } = await f.shops.sp();
    const sku = (await f.sku(20)).code;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const balance = async () =>
      (await t.get('/stock/openingInventory/balance', { spCode, skuCode: sku, date: today }, { token })).body.data;
    const shipped = await made(spCode, [{ skuCode: sku, quantity: 7 }]);
    const approved = await made(spCode, [{ skuCode: sku, quantity: 3 }]);
    for (const step of ['approve', 'ship']) await post(step, { id: shipped.id });
    await post('approve', { id: approved.id });
    expect(await balance()).toMatchObject({ opening: 0, purchased: 7, sold: 0, balance: 7 });
    await post('cancel', { id: approved.id });
    expect(await balance()).toMatchObject({ purchased: 7 });
  });
});

describe('scope', () => {
  it('lists with filters and hides orders of SPs out of scope on every verb', async () => {
    const { spCode } = await f.shops.sp();
    const sku = (await f.sku(5)).code;
    const { id, sellinNo } = await made(spCode, [{ skuCode: sku, quantity: 1 }]);
    expect((await post('queryList', { spCode, page: 1, pageSize: 10 })).body).toMatchObject({
      total: 1,
      data: [{ id, sellinNo, status: 10 }],
    });
    const stranger = await scopedUser(t, [{ dataType: 2, dataList: 'OTHER' }]);
    expect((await post('queryList', { spCode, page: 1, pageSize: 10 }, stranger)).body.total).toBe(0);
    expect((await detail(id, stranger)).code).toBe(404);
    for (const step of ['approve', 'ship', 'cancel']) expect((await post(step, { id }, stranger)).body.code).toBe(404);
    expect((await post('add', body(spCode, [{ skuCode: sku, quantity: 1 }]), stranger)).body.code).toBe(404);
    expect((await detail(id)).data.status).toBe(10);
    const insider = await scopedUser(t, [{ dataType: 2, dataList: spCode }]);
    expect((await detail(id, insider)).data.sellinNo).toBe(sellinNo);
    expect((await post('approve', { id }, insider)).body.code).toBe(200);
  });
});
