import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldsIn } from '@console/contract/declaration';
import { centsToYuan } from '@console/contract/money';
import { semiannualReturnResource } from '@console/contract/semiannual-return';
import { exportedSheet } from '../../test/export-file.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { periodOf } from './semiannual-return.service.ts';

/** Half-year returns: the cap at 5 % of the half year's purchases (also at once), the machine, stock, wallet, scope. */

const { t, token, f } = await orderTestApp();

type Input = Record<string, unknown>;
const post = (path: string, body: Input, as = token) => t.post(`/semiannualReturnOrder/${path}`, body, { token: as });
const detail = async (id: number, as = token) => (await t.get('/semiannualReturnOrder/detail', { id }, { token: as })).body;

/** A shop that bought `qty` units of a new SKU at 12.50 this half year (a shipped order). */
async function bought(qty = 100) {
  const shop = await f.shop();
  const sku = (await f.sku(qty * 2)).code;
  const o = await f.order(shop, [{ skuCode: sku, quantity: qty }]);
  await t.db.execute(sql`update order_info set status = 40 where id = ${o.id}`);
  return { shop, sku };
}
const body = (shop: string, sku: string, quantity: number) => ({
  retCode: shop,
  warehouseCode: f.warehouse(),
  reason: '滞销退货',
  lines: [{ skuCode: sku, quantity }],
});

describe('the cap', () => {
  it('returns up to 5 % of the half year’s purchases; beyond, 409 with the remaining amount; refused returns free theirs', async () => {
    const { shop, sku } = await bought(100);
    // 100 × 12.50 = 1,250.00 bought: 62.50 may come back, i.e. five units.
    const first = await post('add', body(shop, sku, 3));
    expect(first.body).toMatchObject({ code: 200, message: '申请成功', data: { amount: 3750 } });
    expect(first.body.data.returnNo).toMatch(/^SR\d{14}$/);
    expect((await post('add', body(shop, sku, 3))).body).toMatchObject({
      code: 409,
      message: '超出可退额度：本半年剩余可退¥25.00，本次退货¥37.50',
    });
    const d = (await detail(first.body.data.id)).data;
    expect(d).toMatchObject({ period: periodOf(new Date(), 'Asia/Shanghai').period, quota: { purchased: 125000, cap: 6250, used: 0 } });
    await post('reject', { id: first.body.data.id, reason: '资料不全' });
    expect((await post('add', body(shop, sku, 5))).body.code).toBe(200);
  });

  it('refuses SKUs not bought this half year, more than bought, bad bodies and shops out of scope; nothing is written', async () => {
    const { shop, sku } = await bought(10);
    const other = (await f.sku(5)).code;
    expect((await post('add', body(shop, other, 1))).body).toMatchObject({ code: 400, message: `商品${other}本半年未采购，不能退货` });
    expect((await post('add', body(shop, sku, 11))).body.code).toBe(400);
    expect((await post('add', { ...body(shop, sku, 1), reason: '' })).body.message).toBe('请输入退货原因');
    const stranger = await scopedUser(t, [{ dataType: 1, dataList: 'OTHER' }]);
    expect((await post('add', body(shop, sku, 1), stranger)).body.code).toBe(404);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int n from order_semiannual_return where ret_code = ${shop}`))
      .rows;
    expect(n).toBe(0);
  });

  it('ten simultaneous returns of the whole quota: exactly one is accepted', async () => {
    const { shop, sku } = await bought(100);
    const replies = await Promise.all(Array.from({ length: 10 }, () => post('add', body(shop, sku, 5))));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.code === 409)).toHaveLength(9);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int n from order_semiannual_return where ret_code = ${shop}`))
      .rows;
    expect(n).toBe(1);
  });
});

describe('the machine', () => {
  it('approve → receive puts the goods back (RETURN) and credits the wallet; refused steps name the status', async () => {
    const { shop, sku } = await bought(100);
    const { id, returnNo } = (await post('add', body(shop, sku, 2))).body.data;
    expect((await post('receive', { id })).body).toMatchObject({
      code: 409,
      message: `半年退货单${returnNo}当前状态为「待审核」，不能收货`,
    });
    expect((await post('approve', { id })).body).toMatchObject({ code: 200, message: '审核成功' });
    expect((await post('approve', { id })).body.code).toBe(409);
    expect((await post('reject', { id, reason: 'x' })).body.code).toBe(409);
    const before = await f.inv(sku);
    expect((await post('receive', { id })).body).toMatchObject({ code: 200, message: '收货成功' });
    expect(await f.inv(sku)).toMatchObject({ onHand: before.onHand + 2 });
    const ledger = (await t.get('/wms/history/queryList', { sourceNo: returnNo, pageSize: 10 }, { token })).body.data;
    expect(ledger.map((r: Input) => [r.type, r.sourceType])).toEqual([['RETURN', 'SEMIANNUAL']]);
    const wallet = (await t.get('/shop/wall/balance/ledger', { retCode: shop, page: 1, pageSize: 10 }, { token })).body.data;
    expect(wallet[0]).toMatchObject({ type: 3, amount: 2500, reason: `半年退货退款 ${returnNo}` });
    expect((await detail(id)).data.status).toBe(30);
    expect((await post('receive', { id })).body.code).toBe(409);
  });

  it('lists with filters and hides rows out of scope on every verb', async () => {
    const { shop, sku } = await bought(100);
    const { id, returnNo } = (await post('add', body(shop, sku, 1))).body.data;
    expect((await post('queryList', { retCode: shop, page: 1, pageSize: 10 })).body).toMatchObject({ total: 1, data: [{ id, returnNo }] });
    const stranger = await scopedUser(t, [{ dataType: 1, dataList: 'OTHER' }]);
    expect((await post('queryList', { retCode: shop, page: 1, pageSize: 10 }, stranger)).body.total).toBe(0);
    expect((await detail(id, stranger)).code).toBe(404);
    for (const step of ['approve', 'receive']) expect((await post(step, { id }, stranger)).body.code).toBe(404);
    expect((await post('reject', { id, reason: '越权' }, stranger)).body.code).toBe(404);
    const insider = await scopedUser(t, [{ dataType: 1, dataList: shop }]);
    expect((await detail(id, insider)).data.returnNo).toBe(returnNo);
  });
});

describe('the export', () => {
  it('exports the list as the page shows it: the declared columns, the same filter and order, for a limited user too', async () => {
    const { shop, sku } = await bought(100);
    for (const quantity of [1, 2]) await post('add', body(shop, sku, quantity));
    const exported = fieldsIn(semiannualReturnResource, 'export');
    const shown = (r: Input) =>
      exported.map((x) => (x.name === 'status' ? '待审核' : x.name === 'amount' ? centsToYuan(Number(r.amount)) : r[x.name]));
    const insider = await scopedUser(t, [{ dataType: 1, dataList: shop }]);
    for (const who of [token, insider]) {
      const list = (await post('queryList', { retCode: shop }, who)).body.data;
      expect(list).toHaveLength(2);
      const { header, rows } = await exportedSheet(t, who, 'semiannualReturn', { retCode: shop });
      expect(header).toEqual(exported.map((x) => (x.kind === 'money' ? `${x.label}（元）` : x.label)));
      expect(rows).toEqual(list.map(shown));
    }
    // A user limited to another shop sees none of them, in the list and in the file.
    const stranger = await scopedUser(t, [{ dataType: 1, dataList: 'OTHER' }]);
    expect((await exportedSheet(t, stranger, 'semiannualReturn', { retCode: shop })).rows).toEqual([]);
  });
});

describe('the return rate setting', () => {
  it('changing the rate changes the cap of every later return; a stale edit or a bad rate is refused and changes nothing', async () => {
    const setting = async () => (await t.get('/semiannualReturnOrder/setting', {}, { token })).body.data;
    expect(await setting()).toMatchObject({ returnRate: 5 });
    const { shop, sku } = await bought(100);
    // 1,250.00 bought: at 5 % six units (75.00) are too many; at 10 % they fit.
    expect((await post('add', body(shop, sku, 6))).body.code).toBe(409);
    expect((await post('setting/update', { returnRate: 10 })).body).toMatchObject({ code: 200, message: '保存成功' });
    const read = await setting();
    expect(read.returnRate).toBe(10);
    const { id } = (await post('add', body(shop, sku, 6))).body.data;
    expect((await detail(id)).data.quota).toMatchObject({ rate: 10, purchased: 125000, cap: 12500 });
    expect((await post('setting/update', { returnRate: 101, updateTime: read.updateTime })).body).toMatchObject({
      code: 400,
      message: '可退比例应在0–100之间',
    });
    expect((await post('setting/update', { returnRate: 8, updateTime: read.updateTime })).body.code).toBe(200);
    expect((await post('setting/update', { returnRate: 20, updateTime: read.updateTime })).body).toMatchObject({
      code: 409,
      message: '数据已被他人修改，请刷新后重试',
    });
    expect((await setting()).returnRate).toBe(8);
    await post('setting/update', { returnRate: 5 });
  });
});
