import { STALE_MESSAGE } from '@console/contract/resource';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GUANGZHOU_TIANHE } from '../shop/shop.fixtures.ts';
import { scopeFromEntries, UNLIMITED } from '../../shared/data-scope.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { orderShipped } from './order-port.service.ts';
import { orderTestApp } from './order.fixtures.ts';

/** Approve, cancel, merge-approve, remark and address: every allowed and refused transition, stock locks, the log. */

const { t, token, f } = await orderTestApp();
const shop = await f.shop();

type Input = Record<string, unknown>;
const opt = (path: string, query: Input) => t.post(`/order/opt/${path}`, {}, { token, query });
const approve = (id: number, extra: Input = {}) => opt('approve', { id, ...extra });
const cancel = (id: number, extra: Input = {}) => opt('cancel', { id, ...extra });
const merge = (ids: number[]) => opt('approve/merge', { ids: ids.join(',') });
const ledger = async (sourceNo: string) =>
  ((await t.get('/wms/history/queryList', { sourceNo, pageSize: 50 }, { token })).body.data as { type: string; skuCode: string }[]).map(
    (r) => `${r.type} ${r.skuCode}`,
  );
const setStatus = (id: number, status: number) => t.db.execute(sql`update order_info set status = ${status} where id = ${id}`);

describe('approve and cancel', () => {
  it('approve locks every line in the order warehouse; cancel releases it; each refused step names the status', async () => {
    const [a, b] = await f.skus(10, 10);
    const o = await f.order(shop, [
      { skuCode: a, quantity: 3 },
      { skuCode: b, quantity: 4 },
    ]);
    const ok = await approve(o.id);
    expect(ok.body).toMatchObject({ code: 200, message: '审核成功', data: { id: o.id, status: 20 } });
    expect(await f.inv(a)).toMatchObject({ onHand: 10, locked: 3 });
    expect(await f.inv(b)).toMatchObject({ onHand: 10, locked: 4 });
    expect((await ledger(o.orderNo)).sort()).toEqual([`LOCK ${a}`, `LOCK ${b}`].sort());
    const d = (await f.detail(o.id)).data;
    expect(d).toMatchObject({ status: 20, statusName: '已审核' });
    expect(d.approveTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await approve(o.id)).body).toMatchObject({ code: 409, message: `订单${o.orderNo}当前状态为「已审核」，不能审核` });

    const c = await cancel(o.id, { reason: '客户改单' });
    expect(c.body).toMatchObject({ code: 200, message: '取消成功', data: { status: 90 } });
    expect(await f.inv(a)).toMatchObject({ onHand: 10, locked: 0 });
    expect(await f.inv(b)).toMatchObject({ onHand: 10, locked: 0 });
    expect((await ledger(o.orderNo)).filter((l) => l.startsWith('UNLOCK'))).toHaveLength(2);
    const after = (await f.detail(o.id)).data;
    expect(after).toMatchObject({ status: 90, cancelReason: '客户改单' });
    expect(after.log.map((l: Input) => [l.action, l.fromStatus, l.toStatus])).toEqual([
      ['创建', null, 10],
      ['审核', 10, 20],
      ['取消', 20, 90],
    ]);
    expect(after.log[2]).toMatchObject({ remark: '客户改单', changes: { status: { before: 20, after: 90 } } });
    expect((await cancel(o.id)).body).toMatchObject({ code: 409, message: `订单${o.orderNo}当前状态为「已取消」，不能取消` });
    expect((await approve(o.id)).body).toMatchObject({ code: 409, message: `订单${o.orderNo}当前状态为「已取消」，不能审核` });
  });

  it('a pending order is cancelled without touching stock', async () => {
    const a = (await f.sku(5)).code;
    const o = await f.order(shop, [{ skuCode: a, quantity: 2 }]);
    expect((await cancel(o.id)).body.code).toBe(200);
    expect(await f.inv(a)).toMatchObject({ locked: 0 });
    expect(await ledger(o.orderNo)).toEqual([]);
  });

  it('a short line refuses the approval with 库存不足 naming the SKU, and nothing changes', async () => {
    const [plenty, short, missing] = await f.skus(50, 2, 0);
    const o = await f.order(shop, [
      { skuCode: plenty, quantity: 5 },
      { skuCode: short, quantity: 3 },
    ]);
    const res = await approve(o.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`库存不足：${short}`);
    expect(await f.inv(plenty)).toMatchObject({ onHand: 50, locked: 0 });
    expect(await f.inv(short)).toMatchObject({ onHand: 2, locked: 0 });
    expect(await ledger(o.orderNo)).toEqual([]);
    const d = (await f.detail(o.id)).data;
    expect(d).toMatchObject({ status: 10, approveTime: '' });
    expect(d.log).toHaveLength(1);
    const none = await f.order(shop, [{ skuCode: missing, quantity: 1 }]);
    expect((await approve(none.id)).body).toMatchObject({ code: 409, message: `库存不足：${missing}` });
  });

  it('refuses approve and cancel from every later status, naming it', async () => {
    const a = (await f.sku(50)).code;
    for (const [status, name] of [
      [30, '已推送ERP'],
      [40, '已发货'],
      [50, '已完成'],
      [91, '已合并'],
    ] as const) {
      const o = await f.order(shop, [{ skuCode: a, quantity: 1 }]);
      await setStatus(o.id, status);
      expect((await approve(o.id)).body, name).toMatchObject({ code: 409, message: `订单${o.orderNo}当前状态为「${name}」，不能审核` });
      expect((await cancel(o.id)).body, name).toMatchObject({ code: 409, message: `订单${o.orderNo}当前状态为「${name}」，不能取消` });
    }
  });

  it('an approved order whose deliveries are made cannot be cancelled', async () => {
    const a = (await f.sku(20)).code;
    const o = await f.order(shop, [{ skuCode: a, quantity: 2 }]);
    await approve(o.id);
    expect((await t.post('/wms/deliver/add', { orderNo: o.orderNo }, { token })).body.code).toBe(200);
    expect((await cancel(o.id)).body).toMatchObject({ code: 409, message: '订单已生成发货单，不能取消' });
    expect(await f.inv(a)).toMatchObject({ locked: 2 });
    expect((await f.detail(o.id)).data.status).toBe(20);
  });

  it('the order port moves an order to shipped only inside the caller’s scope (404 and unchanged outside)', async () => {
    const o = await f.order(shop, [{ skuCode: (await f.sku(5)).code, quantity: 1 }]);
    await approve(o.id);
    const ctx = (scope: RequestCtx['scope']) =>
      ({ db: t.db, user: { code: 'U_PORT', name: '仓库', loginId: 'wms' }, scope, tz: 'Asia/Shanghai', requestId: 'r', ip: '' }) as never;
    const otherShop = ctx(async () => scopeFromEntries([{ dataType: 1, dataList: 'NOT_THIS_SHOP' }]));
    await expect(t.db.transaction((tx) => orderShipped(tx, otherShop, o.orderNo))).rejects.toMatchObject({ status: 404 });
    expect((await f.detail(o.id)).data.status).toBe(20);
    await t.db.transaction((tx) =>
      orderShipped(
        tx,
        ctx(async () => UNLIMITED),
        o.orderNo,
      ),
    );
    expect((await f.detail(o.id)).data.status).toBe(40);
  });

  it('with the updateTime the user saw, a change since refuses the click (409 naming the status)', async () => {
    const a = (await f.sku(20)).code;
    const o = await f.order(shop, [{ skuCode: a, quantity: 1 }]);
    const seen = (await f.detail(o.id)).data.updateTime as string;
    expect((await opt('editRemark', { id: o.id, remark: '先改备注', updateTime: seen })).body.code).toBe(200);
    const stale = await approve(o.id, { updateTime: seen });
    expect(stale.body).toMatchObject({ code: 409, message: `订单${o.orderNo}当前状态为「待审核」，${STALE_MESSAGE}` });
    expect(await f.inv(a)).toMatchObject({ locked: 0 });
    const fresh = (await f.detail(o.id)).data.updateTime as string;
    expect((await approve(o.id, { updateTime: fresh })).body.code).toBe(200);
    expect((await cancel(o.id, { updateTime: fresh })).body).toMatchObject({
      code: 409,
      message: `订单${o.orderNo}当前状态为「已审核」，${STALE_MESSAGE}`,
    });
  });
});

describe('merge-approve', () => {
  it('the oldest absorbs the others (quantities summed per SKU, amounts recomputed), is approved; the others become 已合并', async () => {
    const a = (await f.sku(100, 1000)).code;
    const b = (await f.sku(100, 500)).code;
    const s = await f.shop();
    const o1 = await f.order(s, [{ skuCode: a, quantity: 2 }]);
    const o2 = await f.order(s, [
      { skuCode: a, quantity: 3 },
      { skuCode: b, quantity: 4 },
    ]);
    const o3 = await f.order(s, [{ skuCode: b, quantity: 1 }]);
    const res = await merge([o3.id, o1.id, o2.id]);
    expect(res.body).toMatchObject({
      code: 200,
      message: '合并审核成功',
      data: { id: o1.id, orderNo: o1.orderNo, status: 20, mergedIds: [o2.id, o3.id] },
    });
    const d = (await f.detail(o1.id)).data;
    expect(d).toMatchObject({ status: 20, totalAmount: 7500, payAmount: 7500, itemCount: 10 });
    expect(d.lines.map((l: Input) => [l.skuCode, l.quantity, l.amount])).toEqual([
      [a, 5, 5000],
      [b, 5, 2500],
    ]);
    // In the order it happened: placed, the others' lines absorbed (still pending, amount recomputed), approved.
    expect(d.log.map((l: Input) => [l.action, l.fromStatus, l.toStatus])).toEqual([
      ['创建', null, 10],
      ['合并审核', null, null],
      ['审核', 10, 20],
    ]);
    expect(d.log[1]).toMatchObject({
      remark: `合并订单${o2.orderNo}、${o3.orderNo}`,
      changes: { payAmount: { before: 2000, after: 7500 } },
    });
    for (const o of [o2, o3]) {
      const m = (await f.detail(o.id)).data;
      expect(m).toMatchObject({ status: 91, statusName: '已合并', mergedInto: o1.id });
      expect(m.log.at(-1)).toMatchObject({ action: '合并', fromStatus: 10, toStatus: 91, remark: `合并到订单${o1.orderNo}` });
    }
    expect(await f.inv(a)).toMatchObject({ locked: 5 });
    expect(await f.inv(b)).toMatchObject({ locked: 5 });
    // Cancelling the survivor releases the whole merged lock.
    expect((await cancel(o1.id)).body.code).toBe(200);
    expect(await f.inv(a)).toMatchObject({ locked: 0 });
    expect(await f.inv(b)).toMatchObject({ locked: 0 });
  });

  it('refuses orders of different shops or addresses, a non-pending one, one order, and a short line — changing nothing', async () => {
    const [a, s1, x, w] = await f.ordersOf(100, [1, 1]);
    const s2 = await f.shop();
    const y = await f.order(s2, [{ skuCode: a, quantity: 1 }]);
    const z = await f.order(s1, [{ skuCode: a, quantity: 1 }], { address: '另一个地址8号' });
    expect((await merge([x.id, y.id])).body).toMatchObject({ code: 400, message: '所选订单不属于同一门店，不能合并' });
    expect((await merge([x.id, z.id])).body).toMatchObject({ code: 400, message: '所选订单的收货地址不一致，不能合并' });
    expect((await merge([x.id])).body).toMatchObject({ code: 400, message: '请至少选择两个订单合并' });
    await approve(w.id);
    expect((await merge([x.id, w.id])).body).toMatchObject({ code: 409, message: `订单${w.orderNo}当前状态为「已审核」，不能合并审核` });
    const [short, , p, q] = await f.ordersOf(3, [2, 2], s2);
    expect((await merge([p.id, q.id])).body).toMatchObject({ code: 409, message: `库存不足：${short}` });
    for (const o of [x, y, z, p, q]) expect((await f.detail(o.id)).data.status).toBe(10);
    expect((await f.detail(p.id)).data.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(await f.inv(short)).toMatchObject({ locked: 0 });
  });
});

describe('remark and address', () => {
  it('edits the remark (≤ 200) at any status, logged with before and after', async () => {
    const o = await f.order(shop, [{ skuCode: (await f.sku(5)).code, quantity: 1 }], { remark: '原备注' });
    expect((await opt('editRemark', { id: o.id, remark: '新备注' })).body).toMatchObject({ code: 200, message: '修改成功' });
    expect((await opt('editRemark', { id: o.id, remark: '长'.repeat(201) })).body).toMatchObject({
      code: 400,
      message: '备注不能超过200个字符',
    });
    await setStatus(o.id, 50);
    expect((await opt('editRemark', { id: o.id, remark: '' })).body.code).toBe(200);
    const d = (await f.detail(o.id)).data;
    expect(d.remark).toBe('');
    expect(d.log.filter((l: Input) => l.action === '修改备注').map((l: Input) => l.changes)).toEqual([
      { remark: { before: '原备注', after: '新备注' } },
      { remark: { before: '新备注', after: '' } },
    ]);
  });

  it('edits the delivery address before shipping only, checking the region chain, logged with before and after', async () => {
    const o = await f.order(shop, [{ skuCode: (await f.sku(5)).code, quantity: 1 }]);
    const addr = { receiver: '钱七', phone: '13900139000', ...GUANGZHOU_TIANHE, address: '天河路1号' };
    const edit = (id: number, extra: Input = {}) => t.get('/order/opt/editAddress', { id, ...addr, ...extra }, { token });
    expect((await edit(o.id)).body).toMatchObject({ code: 200, message: '修改成功' });
    const d = (await f.detail(o.id)).data;
    expect(d).toMatchObject({
      receiver: '钱七',
      address: '天河路1号',
      deliveryProvinceCode: '440000',
      cityCode: '440100',
      provinceCode: '330000',
    });
    expect(d.log.at(-1)).toMatchObject({
      action: '修改地址',
      changes: {
        receiver: { before: '王五', after: '钱七' },
        address: { before: '西湖大道1号', after: '天河路1号' },
        deliveryProvinceCode: { before: '330000', after: '440000' },
      },
    });
    expect((await edit(o.id, { cityCode: '330100' })).status).toBe(400);
    await setStatus(o.id, 30);
    expect((await edit(o.id, { address: '天河路2号' })).body.code).toBe(200);
    for (const [status, name] of [
      [40, '已发货'],
      [50, '已完成'],
      [90, '已取消'],
    ] as const) {
      await setStatus(o.id, status);
      expect((await edit(o.id)).body).toMatchObject({ code: 409, message: `订单${o.orderNo}当前状态为「${name}」，不能修改收货地址` });
    }
  });

  it('takes the address in a JSON body too (the screens), with the same rules, one order-log and one operation-log row', async () => {
    const o = await f.order(shop, [{ skuCode: (await f.sku(5)).code, quantity: 1 }]);
    const addr = { receiver: '孙八', phone: '13900139001', ...GUANGZHOU_TIANHE, address: '体育西路8号' };
    const opLogs = async () =>
      Number(
        (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from sys_operation_log where target_id = ${o.orderNo}`)).rows[0].n,
      );
    const before = { order: (await f.detail(o.id)).data.log.length, op: await opLogs() };
    const res = await t.post('/order/opt/editAddress', { id: o.id, ...addr }, { token });
    expect(res.body).toMatchObject({ code: 200, message: '修改成功' });
    const d = (await f.detail(o.id)).data;
    expect(d).toMatchObject({ receiver: '孙八', phone: '13900139001', address: '体育西路8号', deliveryProvinceCode: '440000' });
    expect(d.log.length).toBe(before.order + 1);
    expect(d.log.at(-1)).toMatchObject({ action: '修改地址' });
    expect(await opLogs()).toBe(before.op + 1);
    // The same checks as the GET: a broken region chain is refused and changes nothing.
    const bad = await t.post('/order/opt/editAddress', { id: o.id, ...addr, cityCode: '330100', address: '别处' }, { token });
    expect(bad.status).toBe(400);
    expect((await f.detail(o.id)).data.address).toBe('体育西路8号');
  });
});
