import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HANGZHOU_XIHU, scopedUser } from '../shop/shop.fixtures.ts';
import { exportedSheet } from '../../test/export-file.ts';
import { orderTestApp } from './order.fixtures.ts';

/** Batches (per-row results, groups, all-or-nothing, Idempotency-Key), and the data scope on every verb and the export. */

const { t, token, f } = await orderTestApp();

type Input = Record<string, unknown>;
const batch = (path: 'approve/merge' | 'cancel', body: Input, key?: string, as = token) =>
  t.post(`/order/opt/batch/${path}`, body, { token: as, headers: key ? { 'idempotency-key': key } : {} });
const status = async (id: number) => (await f.detail(id)).data.status as number;
const count = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);
const logRows = (ids: number[]) => count(sql`select count(*)::int as n from order_log where order_id in ${ids}`);

describe('batch approve-merge', () => {
  it('groups by shop and address, merge-approves each group; a failing group leaves the others done', async () => {
    const [a, s1, o1, o2] = await f.ordersOf(100, [1, 2]);
    const [short] = await f.skus(1);
    const s2 = await f.shop();
    const o3 = await f.order(s1, [{ skuCode: a, quantity: 3 }], { address: '文三路9号' });
    const o4 = await f.order(s2, [{ skuCode: short, quantity: 2 }]);
    const o5 = await f.order(s2, [{ skuCode: a, quantity: 1 }], { address: '莫干山路5号' });
    await t.post('/order/opt/approve', {}, { token, query: { id: o5.id } });
    const res = await batch('approve/merge', { ids: [o4.id, o2.id, o5.id, o3.id, o1.id] });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual([
      { id: o4.id, orderNo: o4.orderNo, ok: false, message: `库存不足：${short}`, mergedInto: null },
      { id: o2.id, orderNo: o2.orderNo, ok: true, message: `已合并到订单${o1.orderNo}`, mergedInto: o1.id },
      { id: o5.id, orderNo: o5.orderNo, ok: false, message: '当前状态为「已审核」，不能审核', mergedInto: null },
      { id: o3.id, orderNo: o3.orderNo, ok: true, message: '审核成功', mergedInto: null },
      { id: o1.id, orderNo: o1.orderNo, ok: true, message: '合并审核成功（合并1单）', mergedInto: null },
    ]);
    expect([await status(o1.id), await status(o2.id), await status(o3.id), await status(o4.id)]).toEqual([20, 91, 20, 10]);
    expect(await f.inv(a)).toMatchObject({ locked: 1 + 2 + 3 + 1 });
    expect(await f.inv(short)).toMatchObject({ locked: 0 });
    expect((await f.detail(o4.id)).data.log).toHaveLength(1);
  });

  it('is refused whole (404, nothing changed) when any id is missing or outside the scope', async () => {
    const [a, inside, i1] = await f.ordersOf(100, [1]);
    const outside = await f.shop();
    const o1 = await f.order(outside, [{ skuCode: a, quantity: 1 }]);
    const limited = await scopedUser(t, [{ dataType: 1, dataList: inside }]);
    for (const path of ['approve/merge', 'cancel'] as const) {
      const mixed = await batch(path, { ids: [i1.id, o1.id] }, undefined, limited);
      expect(mixed.status, path).toBe(404);
      expect(mixed.body.message).toBe('所选订单中有不存在或无权操作的订单');
      expect((await batch(path, { ids: [i1.id, 99_999_999] })).status, path).toBe(404);
    }
    expect([await status(i1.id), await status(o1.id)]).toEqual([10, 10]);
    expect(await f.inv(a)).toMatchObject({ locked: 0 });
    expect((await batch('cancel', { ids: [] })).body).toMatchObject({ code: 400, message: '请选择订单' });
  });
});

describe('batch cancel', () => {
  it('cancels every order (releasing the approved ones) or none, naming the one that cannot', async () => {
    const [a, , p, q, shipped] = await f.ordersOf(50, [2, 3, 1]);
    await t.post('/order/opt/approve', {}, { token, query: { id: q.id } });
    await t.db.execute(sql`update order_info set status = 40 where id = ${shipped.id}`);
    const refused = await batch('cancel', { ids: [p.id, q.id, shipped.id], reason: '批量取消' });
    expect(refused.body).toMatchObject({ code: 409, message: `订单${shipped.orderNo}当前状态为「已发货」，不能取消` });
    expect([await status(p.id), await status(q.id)]).toEqual([10, 20]);
    expect(await f.inv(a)).toMatchObject({ locked: 3 });
    const done = await batch('cancel', { ids: [p.id, q.id], reason: '批量取消' });
    expect(done.body.data).toEqual([
      { id: p.id, orderNo: p.orderNo, ok: true, message: '取消成功', mergedInto: null },
      { id: q.id, orderNo: q.orderNo, ok: true, message: '取消成功', mergedInto: null },
    ]);
    expect(await f.inv(a)).toMatchObject({ locked: 0 });
    expect((await f.detail(q.id)).data).toMatchObject({ status: 90, cancelReason: '批量取消' });
  });
});

describe('Idempotency-Key', () => {
  it('a repeat answers the first answer and does nothing twice, even when repeats race', async () => {
    const [a, s, o1, o2] = await f.ordersOf(50, [1, 2]);
    const ledgerBefore = await count(sql`select count(*)::int as n from wms_stock_ledger`);
    // Five clicks with one key at once: one does the work, the others wait for it and answer what it answered.
    const [first, ...racing] = await Promise.all(
      Array.from({ length: 5 }, () => batch('approve/merge', { ids: [o1.id, o2.id] }, 'merge-1')),
    );
    expect(first.body.data.map((r: Input) => r.ok)).toEqual([true, true]);
    for (const r of racing) expect(r.body).toEqual(first.body);
    const logs = await logRows([o1.id, o2.id]);
    // Created ×2, merged, approved, merge-approved: once.
    expect(logs).toBe(5);
    const ledgerRows = await count(sql`select count(*)::int as n from wms_stock_ledger`);
    expect(ledgerRows).toBe(ledgerBefore + 1);
    const repeats = await Promise.all(Array.from({ length: 3 }, () => batch('approve/merge', { ids: [o1.id, o2.id] }, 'merge-1')));
    for (const r of repeats) expect(r.body).toEqual(first.body);
    // Without the key the same call is a new one: the orders are no longer pending.
    expect((await batch('approve/merge', { ids: [o1.id] })).body.data[0]).toMatchObject({
      ok: false,
      message: '当前状态为「已审核」，不能审核',
    });
    expect(await logRows([o1.id, o2.id])).toBe(logs);
    expect(await count(sql`select count(*)::int as n from wms_stock_ledger`)).toBe(ledgerRows);
    expect(await f.inv(a)).toMatchObject({ locked: 3 });

    // The same key on the other batch call, or by another user, is another key.
    const c = await f.order(s, [{ skuCode: a, quantity: 1 }]);
    const cancelled = await batch('cancel', { ids: [c.id] }, 'merge-1');
    expect(cancelled.body.data).toEqual([expect.objectContaining({ id: c.id, ok: true })]);
    expect((await batch('cancel', { ids: [c.id] }, 'merge-1')).body).toEqual(cancelled.body);
    const other = await scopedUser(t, [{ dataType: 99, dataList: 'ALL' }]);
    expect((await batch('cancel', { ids: [c.id] }, 'merge-1', other)).body).toMatchObject({ code: 409 });
    expect((await batch('cancel', { ids: [c.id] }, 'k'.repeat(81))).body).toMatchObject({ code: 400 });
  });

  it('a key reused with another body is refused with 422 and changes nothing', async () => {
    const [, , o1, o2] = await f.ordersOf(50, [1, 1]);
    const first = await batch('cancel', { ids: [o1.id], reason: '重复下单' }, 'reuse-1');
    expect(first.body.data).toEqual([expect.objectContaining({ id: o1.id, ok: true })]);
    const logs = await logRows([o1.id, o2.id]);
    for (const body of [{ ids: [o2.id], reason: '重复下单' }, { ids: [o1.id], reason: '客户取消' }, { ids: [o1.id, o2.id] }]) {
      const res = await batch('cancel', body, 'reuse-1');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 422, message: '幂等键已用于其他请求' });
    }
    expect(await status(o2.id)).toBe(10);
    expect(await logRows([o1.id, o2.id])).toBe(logs);
    // The same body with other spacing and key order is the same request: the first answer again.
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/order/opt/batch/cancel',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'reuse-1' },
      payload: `{ "reason": "重复下单",  "ids": [${o1.id}] }`,
    });
    expect(same.json()).toEqual(first.body);
  });

  it('a key is remembered for a day', async () => {
    const [a, s, o] = await f.ordersOf(50, [1]);
    await batch('cancel', { ids: [o.id] }, 'old-1');
    await t.db.execute(sql`update order_idempotency set created_at = now() - interval '25 hours' where key = 'cancel:old-1'`);
    const p = await f.order(s, [{ skuCode: a, quantity: 1 }]);
    await batch('cancel', { ids: [p.id] }, 'new-1');
    expect(await count(sql`select count(*)::int as n from order_idempotency where key = 'cancel:old-1'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from order_idempotency where key = 'cancel:new-1'`)).toBe(1);
  });

  it('a first call that failed stored nothing: its repeat runs', async () => {
    const [, , o] = await f.ordersOf(50, [1]);
    expect((await batch('cancel', { ids: [o.id, 99_999_999] }, 'retry-1')).status).toBe(404);
    const again = await batch('cancel', { ids: [o.id] }, 'retry-1');
    expect(again.body.data).toEqual([expect.objectContaining({ id: o.id, ok: true })]);
  });
});

describe('data scope on every verb', () => {
  it('an order outside the scope is not found for detail, approve, cancel, merge, remark and address; nothing changes', async () => {
    const a = (await f.sku(50)).code;
    const inside = await f.shop();
    const outside = await f.shop({ channelCode: 'C02' });
    const i1 = await f.order(inside, [{ skuCode: a, quantity: 1 }]);
    const i2 = await f.order(inside, [{ skuCode: a, quantity: 1 }]);
    const out = await f.order(outside, [{ skuCode: a, quantity: 1 }]);
    const limited = await scopedUser(t, [{ dataType: 5, dataList: 'C01' }]);
    const as = { token: limited };
    const address = { receiver: '越权', phone: '13900139000', ...HANGZHOU_XIHU, address: '越权路1号' };
    const calls = [
      () => t.get('/order/query/detail', { id: out.id }, as),
      () => t.post('/order/opt/approve', {}, { ...as, query: { id: out.id } }),
      () => t.post('/order/opt/cancel', {}, { ...as, query: { id: out.id } }),
      () => t.post('/order/opt/approve/merge', {}, { ...as, query: { ids: `${i1.id},${out.id}` } }),
      () => t.post('/order/opt/editRemark', {}, { ...as, query: { id: out.id, remark: '越权' } }),
      () => t.get('/order/opt/editAddress', { id: out.id, ...address }, as),
    ];
    for (const call of calls) expect((await call()).status).toBe(404);
    const d = (await f.detail(out.id)).data;
    expect(d).toMatchObject({ status: 10, remark: '', receiver: '王五' });
    expect(d.log).toHaveLength(1);
    expect(await status(i1.id)).toBe(10);
    // The same calls inside the scope are served.
    expect((await t.post('/order/opt/approve/merge', {}, { ...as, query: { ids: `${i1.id},${i2.id}` } })).body.code).toBe(200);
  });

  it('the export carries exactly the orders the list shows the user', async () => {
    const a = (await f.sku(50)).code;
    const inside = await f.shop();
    const outside = await f.shop();
    await f.order(inside, [{ skuCode: a, quantity: 1 }], { remark: '=1+1' });
    await f.order(inside, [{ skuCode: a, quantity: 2 }]);
    await f.order(outside, [{ skuCode: a, quantity: 1 }]);
    const limited = await scopedUser(t, [{ dataType: 1, dataList: inside }]);
    const { header, rows } = await exportedSheet(t, limited, 'orderList');
    const listed = (await t.post('/order/query/list', { pageSize: 500 }, { token: limited })).body.data as Input[];
    expect(rows.map((r) => r[0])).toEqual(listed.map((r) => r.orderNo));
    expect(rows.every((r) => r[1] === inside)).toBe(true);
    expect(rows.map((r) => r[header.indexOf('备注')])).toContain("'=1+1");
  });
});
