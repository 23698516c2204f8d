import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, scopedUser } from '../shop/shop.fixtures.ts';
import { wmsFixtures } from '../wms/wms.fixtures.ts';

const { t, token } = await adminTestApp();
const f = wmsFixtures(t, () => token);
const from = (await f.warehouse()).warehouseCode;
const to = (await f.warehouse()).warehouseCode;
const post = (path: string, body: object, tok = token) => t.post(`/stock/transfer/${path}`, body, { token: tok });
const draft = async (lines: { skuCode: string; quantity: number }[], ends = { fromWarehouseCode: from, toWarehouseCode: to }) => {
  const res = await post('add', { ...ends, remark: '补货', lines });
  expect(res.body.code).toBe(200);
  expect(res.body.data.transferNo).toMatch(/^TF\d{14}$/);
  return res.body.data as { id: number; transferNo: string };
};
/** Two SKUs stocked at the source ([stock, quantity to move] each) and a draft moving them. */
const twoSkuDraft = async ([stockA, qa]: [number, number], [stockB, qb]: [number, number]) => {
  const a = await f.stock(from, stockA);
  const b = await f.stock(from, stockB);
  return {
    a,
    b,
    tf: await draft([
      { skuCode: a, quantity: qa },
      { skuCode: b, quantity: qb },
    ]),
  };
};
/** Rows of these SKUs whose quantities differ from the sum of their ledger rows. */
const unbalanced = async (skus: string[]) => {
  const { rows } = await t.db.execute(sql`
    select i.id from wms_inventory i
    left join (select inventory_id, sum(on_hand_delta)::int as d_on, sum(locked_delta)::int as d_locked
               from wms_stock_ledger group by inventory_id) l on l.inventory_id = i.id
    where i.sku_code = any(${sql.param(skus)}::text[]) and (coalesce(l.d_on, 0) <> i.on_hand or coalesce(l.d_locked, 0) <> i.locked)`);
  return rows;
};

describe('stock transfers', () => {
  it('draft → approved (locked at the source) → done (moved), the ledger balanced and naming the transfer', async () => {
    const { a, b, tf } = await twoSkuDraft([10, 4], [5, 5]);
    expect((await post('complete', { id: tf.id })).body).toMatchObject({ code: 409, message: '调拨单当前状态为「草稿」，不能完成' });
    expect((await post('approve', { id: tf.id })).body.code).toBe(200);
    expect(await f.inv(from, a)).toMatchObject({ onHand: 10, locked: 4, available: 6 });
    expect((await post('approve', { id: tf.id })).body).toMatchObject({ code: 409, message: '调拨单当前状态为「已审核」，不能审核' });
    expect(
      (await post('update', { id: tf.id, fromWarehouseCode: from, toWarehouseCode: to, lines: [{ skuCode: a, quantity: 1 }] })).body,
    ).toMatchObject({ code: 409, message: '调拨单当前状态为「已审核」，不能修改' });
    expect((await post('complete', { id: tf.id })).body).toMatchObject({ code: 200, message: '调拨完成' });
    expect(await f.inv(from, a)).toMatchObject({ onHand: 6, locked: 0 });
    expect(await f.inv(from, b)).toMatchObject({ onHand: 0, locked: 0 });
    expect(await f.inv(to, a)).toMatchObject({ onHand: 4, locked: 0 });
    expect(await f.inv(to, b)).toMatchObject({ onHand: 5, locked: 0 });
    expect(await unbalanced([a, b])).toEqual([]);
    const ledger = await t.get('/wms/history/queryList', { sourceNo: tf.transferNo, pageSize: 50 }, { token });
    const types = ledger.body.data.map((r: { type: string }) => r.type).sort();
    expect(types).toEqual(['LOCK', 'LOCK', 'TRANSFER_IN', 'TRANSFER_IN', 'TRANSFER_OUT', 'TRANSFER_OUT', 'UNLOCK', 'UNLOCK']);
    expect((await post('cancel', { id: tf.id })).body).toMatchObject({ code: 409, message: '调拨单当前状态为「已完成」，不能取消' });
    const d = await t.get('/stock/transfer/detail', { id: tf.id }, { token });
    expect(d.body.data).toMatchObject({ status: 30, totalQty: 9, fromWarehouseCode: from, toWarehouseCode: to });
    expect(d.body.data.lines).toHaveLength(2);
    const list = await post('queryList', { transferNo: tf.transferNo });
    expect(list.body.data).toEqual([expect.objectContaining({ id: tf.id, status: 30, totalQty: 9 })]);
  });

  it('approval locks all lines or none: a short line answers 409 库存不足 naming the SKU and nothing is locked', async () => {
    const { a, b, tf } = await twoSkuDraft([10, 3], [2, 3]);
    expect((await post('approve', { id: tf.id })).body).toMatchObject({ code: 409, message: `库存不足：${b}` });
    expect(await f.inv(from, a)).toMatchObject({ locked: 0 });
    expect((await t.get('/stock/transfer/detail', { id: tf.id }, { token })).body.data.status).toBe(10);
  });

  it('cancelling an approved transfer releases its lock; a draft is edited and cancelled with no stock moved', async () => {
    const a = await f.stock(from, 10);
    const tf = await draft([{ skuCode: a, quantity: 7 }]);
    const d = (await t.get('/stock/transfer/detail', { id: tf.id }, { token })).body.data;
    const edit = {
      id: tf.id,
      updateTime: d.updateTime,
      fromWarehouseCode: from,
      toWarehouseCode: to,
      lines: [{ skuCode: a, quantity: 6 }],
    };
    expect((await post('update', edit)).body.code).toBe(200);
    expect((await post('update', edit)).body).toMatchObject({ code: 409, message: '数据已被他人修改，请刷新后重试' });
    await post('approve', { id: tf.id });
    expect(await f.inv(from, a)).toMatchObject({ locked: 6 });
    expect((await post('cancel', { id: tf.id })).body.code).toBe(200);
    expect(await f.inv(from, a)).toMatchObject({ onHand: 10, locked: 0 });
    const other = await draft([{ skuCode: a, quantity: 1 }]);
    expect((await post('cancel', { id: other.id })).body.code).toBe(200);
    expect(await unbalanced([a])).toEqual([]);
  });

  it('of concurrent approvals of transfers wanting the same last units exactly as many win as the stock allows', async () => {
    const a = await f.stock(from, 5);
    const docs = [];
    for (let i = 0; i < 8; i++) docs.push(await draft([{ skuCode: a, quantity: 1 }]));
    const codes = await Promise.all(docs.map(async (d) => (await post('approve', { id: d.id })).body.code));
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    expect(await f.inv(from, a)).toMatchObject({ onHand: 5, locked: 5 });
    // Two clicks on one approved transfer's 完成: one moves the stock, the other is told its state.
    const won = docs[codes.indexOf(200)].id;
    const both = await Promise.all([post('complete', { id: won }), post('complete', { id: won })]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect(await f.inv(to, a)).toMatchObject({ onHand: 1 });
    expect(await unbalanced([a])).toEqual([]);
  });

  it('refuses the same warehouse on both ends, unknown warehouses and SKUs, with a Chinese message and nothing written', async () => {
    const a = await f.stock(from, 1);
    const before = (await post('queryList', {})).body.total;
    const same = await post('add', { fromWarehouseCode: from, toWarehouseCode: from, lines: [{ skuCode: a, quantity: 1 }] });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('调出仓库和调入仓库不能相同');
    expect(
      (await post('add', { fromWarehouseCode: from, toWarehouseCode: 'NOPE', lines: [{ skuCode: a, quantity: 1 }] })).body,
    ).toMatchObject({
      code: 400,
      message: '仓库不存在：NOPE',
    });
    expect(
      (await post('add', { fromWarehouseCode: from, toWarehouseCode: to, lines: [{ skuCode: 'NOSKU', quantity: 1 }] })).body.message,
    ).toBe('SKU不存在：NOSKU');
    expect((await post('add', { fromWarehouseCode: from, toWarehouseCode: to, lines: [] })).body.message).toBe('请添加明细');
    expect((await post('queryList', {})).body.total).toBe(before);
    expect((await post('approve', { id: 999999 })).body).toMatchObject({ code: 404, message: '调拨单不存在或已被删除' });
  });

  it('scope: a user without any data permission sees and moves no transfer; one limited in a dimension works as usual', async () => {
    const a = await f.stock(from, 3);
    const tf = await draft([{ skuCode: a, quantity: 1 }]);
    const nobody = await scopedUser(t, []);
    expect((await post('queryList', { transferNo: tf.transferNo }, nobody)).body.total).toBe(0);
    expect((await t.get('/stock/transfer/detail', { id: tf.id }, { token: nobody })).body.code).toBe(404);
    expect((await post('approve', { id: tf.id }, nobody)).body.code).toBe(404);
    expect(await f.inv(from, a)).toMatchObject({ locked: 0 });
    const limited = await scopedUser(t, [{ dataType: 1, dataList: 'R1' }]);
    expect((await post('queryList', { transferNo: tf.transferNo }, limited)).body.total).toBe(1);
    expect((await post('approve', { id: tf.id }, limited)).body.code).toBe(200);
  });
});
