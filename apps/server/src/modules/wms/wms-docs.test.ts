import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { grantAll, scopedUser } from '../shop/shop.fixtures.ts';
import { inArray, sql } from 'drizzle-orm';
import { rowInScope, UNLIMITED } from '../../shared/data-scope.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { type OrderForWarehouse, registerOrderPort } from './order-port.ts';
import { allocateOrder, releaseOrder } from './order-split.service.ts';
import { wmsFixtures } from './wms.fixtures.ts';
import { fieldsIn } from '@console/contract/declaration';
import { deliveryResource } from '@console/contract/wms-docs';
import { exportedSheet } from '../../test/export-file.ts';

// A stand-in for the orders area: orders in memory, told when they ship.
const orders = new Map<string, OrderForWarehouse>();
const shipped: string[] = [];
const standIn = () =>
  registerOrderPort({
    find: async (_tx, _ctx, orderNo) => orders.get(orderNo),
    shipped: async (_tx, _ctx, orderNo) => {
      shipped.push(orderNo);
    },
    inScope: async (ctx, column) => {
      const scope = await ctx.scope();
      if (scope.all) return undefined;
      const seen = [...orders.values()].filter((o) => rowInScope(scope, { 5: o.channelCode, 6: o.provinceCode }));
      return seen.length
        ? inArray(
            column,
            seen.map((o) => o.orderNo),
          )
        : sql`false`;
    },
  });
const order = (orderNo: string, lines: { skuCode: string; quantity: number }[], over: Partial<OrderForWarehouse> = {}) =>
  orders.set(orderNo, { orderNo, approved: true, statusName: '已审核', channelCode: 'C01', provinceCode: '330000', lines, ...over });

let t: TestApp;
let token: string;
let f: ReturnType<typeof wmsFixtures>;
beforeAll(async () => {
  t = await buildTestApp();
  // After the build: the orders area registers the real port as the app starts.
  standIn();
  await grantAll(t);
  token = await t.login();
  f = wmsFixtures(t, () => token);
  await f.seedChannels();
});
afterAll(() => t.close());
const opts = () => ({ token });

describe('order split and deliveries', () => {
  it('splits by channel priority and availability, locks, delivers per warehouse and ships against the lock', async () => {
    const near = (await f.warehouse()).warehouseCode;
    const far = (await f.warehouse()).warehouseCode;
    for (const [wh, priority] of [
      [near, 1],
      [far, 2],
    ] as const)
      await t.post('/wms/channel/batchUpdateChannel', { warehouseCode: wh, channels: [{ channelCode: 'C01', priority }] }, opts());
    const a = await f.stock(near, 5);
    await f.stock(far, 20, a);
    const b = await f.stock(far, 4);
    order('SO1', [
      { skuCode: a, quantity: 8 },
      { skuCode: b, quantity: 3 },
    ]);
    const preview = await t.post('/wms/order/split/preview', { orderNo: 'SO1' }, opts());
    expect(preview.body.data.short).toEqual([]);
    // 8 of a: the nearer warehouse has only 5, so the line goes whole to the one that can serve it.
    expect(
      preview.body.data.lines.map((l: { warehouseCode: string; skuCode: string; quantity: number }) => [
        l.warehouseCode,
        l.skuCode,
        l.quantity,
      ]),
    ).toEqual([
      [far, a, 8],
      [far, b, 3],
    ]);
    const byLines = await t.post('/wms/order/split/preview', { channelCode: 'C01', lines: [{ skuCode: a, quantity: 30 }] }, opts());
    expect(byLines.body.data.short).toEqual([{ skuCode: a, quantity: 5 }]);

    const made = await t.post('/wms/deliver/add', { orderNo: 'SO1' }, opts());
    expect(made.body.code).toBe(200);
    expect(made.body.data).toHaveLength(1);
    expect(await f.inv(far, a)).toMatchObject({ onHand: 20, locked: 8 });
    expect((await t.post('/wms/deliver/add', { orderNo: 'SO1' }, opts())).body).toMatchObject({ code: 409, message: '该订单已生成发货单' });
    expect((await t.post('/wms/order/split/apply', { orderNo: 'SO1' }, opts())).body).toMatchObject({
      code: 409,
      message: '订单已拆分，请勿重复操作',
    });

    const id = made.body.data[0].id;
    const listed = await t.post('/wms/deliver/queryList', { orderNo: 'SO1' }, opts());
    expect(listed.body.data).toEqual([expect.objectContaining({ id, status: 1, totalQty: 11, warehouseCode: far })]);
    const detail = await t.get('/wms/deliver/detail', { id }, opts());
    expect(detail.body.data).toMatchObject({ orderNo: 'SO1', warehouseCode: far, status: 1, totalQty: 11 });
    expect((await t.post('/wms/deliver/ship', { id }, opts())).body.code).toBe(200);
    expect((await t.post('/wms/deliver/ship', { id }, opts())).body).toMatchObject({
      code: 409,
      message: '发货单当前状态为「已发货」，不能发货',
    });
    expect(await f.inv(far, a)).toMatchObject({ onHand: 12, locked: 0, available: 12 });
    expect(shipped).toEqual(['SO1']);
    const ledger = await t.get('/wms/history/queryList', { sourceNo: made.body.data[0].deliverNo }, opts());
    expect(
      ledger.body.data.map((r: { type: string; onHandDelta: number; lockedDelta: number }) => [r.type, r.onHandDelta, r.lockedDelta]),
    ).toContainEqual(['SHIP', -8, -8]);
  });

  it('splits a line across warehouses when none holds it whole; refuses short, unapproved and unknown orders', async () => {
    const w1 = (await f.warehouse()).warehouseCode;
    const w2 = (await f.warehouse()).warehouseCode;
    const s = await f.stock(w1, 3);
    await f.stock(w2, 4, s);
    order('SO2', [{ skuCode: s, quantity: 6 }], { channelCode: 'C03' });
    const applied = await t.post('/wms/order/split/apply', { orderNo: 'SO2' }, opts());
    expect(applied.body.code).toBe(200);
    expect(applied.body.data.lines.map((l: { warehouseCode: string; quantity: number }) => [l.warehouseCode, l.quantity])).toEqual([
      [w2, 4],
      [w1, 2],
    ]);
    const list = await t.post('/wms/order/split/queryList', { orderNo: 'SO2' }, opts());
    expect(list.body.total).toBe(2);
    const made = await t.post('/wms/deliver/add', { orderNo: 'SO2' }, opts());
    expect(made.body.data).toHaveLength(2);

    order('SO3', [{ skuCode: s, quantity: 2 }], { channelCode: 'C03' });
    const short = await t.post('/wms/order/split/apply', { orderNo: 'SO3' }, opts());
    expect(short.body).toMatchObject({ code: 409, message: `库存不足：${s}` });
    order('SO4', [{ skuCode: s, quantity: 1 }], { approved: false, statusName: '待审核' });
    expect((await t.post('/wms/deliver/add', { orderNo: 'SO4' }, opts())).body).toMatchObject({
      code: 409,
      message: '订单当前状态为「待审核」，不能生成发货单',
    });
    expect((await t.post('/wms/deliver/add', { orderNo: 'NOPE' }, opts())).status).toBe(404);
  });

  it('of concurrent deliveries for one order one is made and the stock is locked once', async () => {
    const w = (await f.warehouse()).warehouseCode;
    const s = await f.stock(w, 10);
    order('SO6', [{ skuCode: s, quantity: 4 }], { channelCode: 'C04' });
    const results = await Promise.all(Array.from({ length: 5 }, () => t.post('/wms/deliver/add', { orderNo: 'SO6' }, opts())));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await f.inv(w, s)).toMatchObject({ onHand: 10, locked: 4 });
  });

  it('hides deliveries outside the caller scope', async () => {
    const w = (await f.warehouse()).warehouseCode;
    const s = await f.stock(w, 5);
    order('SO5', [{ skuCode: s, quantity: 1 }], { channelCode: 'C02' });
    const made = await t.post('/wms/deliver/add', { orderNo: 'SO5' }, opts());
    const limited = await scopedUser(t, [{ dataType: 5, dataList: 'C01' }]);
    expect((await t.get('/wms/deliver/detail', { id: made.body.data[0].id }, { token: limited })).status).toBe(404);
    expect((await t.post('/wms/deliver/ship', { id: made.body.data[0].id }, { token: limited })).status).toBe(404);
    expect((await t.post('/wms/deliver/queryList', { orderNo: 'SO5' }, { token: limited })).body.total).toBe(0);
  });

  it('exports the delivery list with its declared columns and the list’s filter and scope', async () => {
    const [w, other] = [(await f.warehouse()).warehouseCode, (await f.warehouse()).warehouseCode];
    const s = await f.stock(w, 5);
    await f.stock(other, 5, s);
    await t.post('/wms/channel/batchUpdateChannel', { warehouseCode: w, channels: [{ channelCode: 'C09', priority: 1 }] }, opts());
    order('SO9', [{ skuCode: s, quantity: 1 }], { channelCode: 'C09' });
    const made = await t.post('/wms/deliver/add', { orderNo: 'SO9' }, opts());
    expect(made.body.code).toBe(200);
    const list = (await t.post('/wms/deliver/queryList', { orderNo: 'SO9' }, opts())).body.data;
    const { header, rows } = await exportedSheet(t, token, 'wmsDeliver', { orderNo: 'SO9' });
    const exported = fieldsIn(deliveryResource, 'export');
    expect(header).toEqual(exported.map((x) => x.label));
    expect(rows).toEqual(
      list.map((r: Record<string, unknown>) =>
        exported.map((x) => (x.name === 'status' ? '待发货' : r[x.name] === '' ? undefined : r[x.name])),
      ),
    );
    // A user limited to another channel sees none of this order's deliveries, in the list and in the file.
    const limited = await scopedUser(t, [{ dataType: 5, dataList: 'C01' }]);
    expect((await exportedSheet(t, limited, 'wmsDeliver', { orderNo: 'SO9' })).rows).toEqual([]);
  });

  it('logs deliveries and returns with their declarations’ labels', async () => {
    const w = (await f.warehouse()).warehouseCode;
    const s = await f.stock(w, 5);
    await t.post('/wms/channel/batchUpdateChannel', { warehouseCode: w, channels: [{ channelCode: 'C10', priority: 1 }] }, opts());
    order('SO10', [{ skuCode: s, quantity: 1 }], { channelCode: 'C10' });
    const [made] = (await t.post('/wms/deliver/add', { orderNo: 'SO10' }, opts())).body.data;
    await t.post('/wms/deliver/ship', { id: made.id }, opts());
    const changes = async (targetId: string) =>
      (await t.get('/log/operation/queryList', { module: '仓储管理', targetId }, opts())).body.data.map(
        (r: { action: string; changes: { label: string; from: string; to: string }[] }) => [
          r.action,
          r.changes.map((c) => `${c.label}:${c.from}→${c.to}`),
        ],
      );
    expect(await changes(made.deliverNo)).toEqual([
      ['发货', ['状态:待发货→已发货']],
      ['新增', ['订单号:→SO10', `仓库:→${w}`]],
    ]);
    const ret = await t.post(
      '/wms/return/province/add',
      { provinceCode: '330000', warehouseCode: w, reason: '破损', lines: [{ skuCode: s, quantity: 1 }] },
      opts(),
    );
    await t.post('/wms/return/province/reject', { id: ret.body.data.id, auditRemark: '不符' }, opts());
    expect(await changes(ret.body.data.returnNo)).toEqual([
      ['驳回', ['审核意见:→不符', '状态:已申请→已驳回']],
      ['新增', ['省份:→330000', `仓库:→${w}`, '退货原因:→破损', `明细:→${s}×1`, '状态:→已申请']],
    ]);
  });
});

describe('the service API orders call in their own transaction', () => {
  const ctxOf = (): RequestCtx =>
    ({
      db: t.db,
      user: { name: '订单服务', loginId: 'orders' },
      scope: async () => UNLIMITED,
      tz: 'Asia/Shanghai',
      requestId: 'r',
      ip: '',
    }) as never;

  it('allocateOrder locks all lines or none and rolls back with the caller; releaseOrder gives the lock back', async () => {
    const w = (await f.warehouse()).warehouseCode;
    const a = await f.stock(w, 5);
    const b = await f.stock(w, 1);
    const ctx = ctxOf();
    const lines = [
      { skuCode: a, quantity: 2 },
      { skuCode: b, quantity: 2 },
    ];
    await expect(t.db.transaction((tx) => allocateOrder(tx, ctx, { orderNo: 'SO-A1', channelCode: '', lines }))).rejects.toMatchObject({
      status: 409,
      message: `库存不足：${b}`,
    });
    expect(await f.inv(w, a)).toMatchObject({ locked: 0 });
    // The caller's own failure after the allocation undoes it too.
    await expect(
      t.db.transaction(async (tx) => {
        await allocateOrder(tx, ctx, { orderNo: 'SO-A2', channelCode: '', lines: [{ skuCode: a, quantity: 2 }] });
        throw new Error('order write failed');
      }),
    ).rejects.toThrow('order write failed');
    expect(await f.inv(w, a)).toMatchObject({ locked: 0 });
    await t.db.transaction((tx) => allocateOrder(tx, ctx, { orderNo: 'SO-A3', channelCode: '', lines: [{ skuCode: a, quantity: 3 }] }));
    expect(await f.inv(w, a)).toMatchObject({ onHand: 5, locked: 3, available: 2 });
    expect(await t.db.transaction((tx) => releaseOrder(tx, ctx, 'SO-A3'))).toBe(1);
    expect(await f.inv(w, a)).toMatchObject({ onHand: 5, locked: 0 });
    const ledger = await t.get('/wms/history/queryList', { sourceNo: 'SO-A3' }, opts());
    expect(ledger.body.data.map((r: { type: string; operator: string }) => r.type)).toEqual(['UNLOCK', 'LOCK']);
  });
});

describe('province returns', () => {
  const body = async (wh: string, sku: string, provinceCode = '330000') => ({
    provinceCode,
    warehouseCode: wh,
    reason: '临期退回',
    lines: [{ skuCode: sku, quantity: 4 }],
  });

  it('applied → approved → received into the warehouse; rejected; every refused transition names the state', async () => {
    const w = (await f.warehouse()).warehouseCode;
    const s = await f.skuCode();
    const added = await t.post('/wms/return/province/add', await body(w, s), opts());
    expect(added.body.data.returnNo).toMatch(/^RT/);
    const id = added.body.data.id;
    const post = (p: string, b: object) => t.post(`/wms/return/province/${p}`, b, opts());
    expect((await post('receive', { id })).body).toMatchObject({ code: 409, message: '退货单当前状态为「已申请」，不能入库' });
    const d = (await t.get('/wms/return/province/detail', { id }, opts())).body.data;
    expect(d).toMatchObject({ provinceName: '浙江省', status: 1, totalQty: 4 });
    expect((await post('update', { ...(await body(w, s)), id, updateTime: d.updateTime, reason: '破损' })).body.code).toBe(200);
    expect((await post('update', { ...(await body(w, s)), id, updateTime: d.updateTime })).body.message).toBe(
      '数据已被他人修改，请刷新后重试',
    );
    expect((await post('approve', { id, auditRemark: '同意' })).body.code).toBe(200);
    expect((await post('approve', { id })).body.message).toBe('退货单当前状态为「已审核」，不能审核');
    expect((await post('delete', { ids: [id] })).body.code).toBe(409);
    expect((await post('receive', { id })).body.code).toBe(200);
    expect(await f.inv(w, s)).toMatchObject({ onHand: 4, locked: 0 });
    expect((await post('receive', { id })).body.message).toBe('退货单当前状态为「已入库」，不能入库');

    const other = (await post('add', await body(w, s))).body.data.id;
    expect((await post('reject', { id: other, auditRemark: '不符合退货政策' })).body.code).toBe(200);
    expect((await post('approve', { id: other })).body.message).toBe('退货单当前状态为「已驳回」，不能审核');
    expect((await post('delete', { ids: [other] })).body).toMatchObject({ code: 200, data: { count: 1 } });
  });

  it('is scoped by province: out of scope 404, batches naming one refused whole', async () => {
    const w = (await f.warehouse()).warehouseCode;
    const s = await f.skuCode();
    const zj = (await t.post('/wms/return/province/add', await body(w, s), opts())).body.data.id;
    const gd = (await t.post('/wms/return/province/add', await body(w, s, '440000'), opts())).body.data.id;
    const limited = await scopedUser(t, [{ dataType: 6, dataList: '330000' }]);
    const as = { token: limited };
    const list = await t.post('/wms/return/province/queryList', {}, as);
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(zj);
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(gd);
    expect((await t.get('/wms/return/province/detail', { id: gd }, as)).status).toBe(404);
    expect((await t.post('/wms/return/province/approve', { id: gd }, as)).status).toBe(404);
    expect((await t.post('/wms/return/province/delete', { ids: [zj, gd] }, as)).status).toBe(404);
    expect((await t.post('/wms/return/province/add', await body(w, s, '440000'), as)).status).toBe(404);
    expect((await t.get('/wms/return/province/detail', { id: zj }, opts())).status).toBe(200);
    // Limited in a dimension a return does not carry (a shop): an empty list, not an error (the page says why).
    const shopOnly = { token: await scopedUser(t, [{ dataType: 1, dataList: 'R000001' }]) };
    expect((await t.post('/wms/return/province/queryList', {}, shopOnly)).body).toMatchObject({ code: 200, data: [], total: 0 });
  });
});
