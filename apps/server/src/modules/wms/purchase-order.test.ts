import { describe, expect, it } from 'vitest';
import { fieldsIn } from '@console/contract/declaration';
import { poResource } from '@console/contract/wms-docs';
import { exportedSheet } from '../../test/export-file.ts';
import { adminTestApp, scopedUser } from '../shop/shop.fixtures.ts';
import { wmsFixtures } from './wms.fixtures.ts';

const { t, token } = await adminTestApp();
const f = wmsFixtures(t, () => token);
const wh = (await f.warehouse()).warehouseCode;
const opts = () => ({ token });
const post = (path: string, body: object) => t.post(`/wms/purchaseOrder/${path}`, body, opts());
const detail = async (id: number) => (await t.get('/wms/purchaseOrder/detail', { id }, opts())).body.data;

async function draft(lines: { skuCode: string; quantity: number }[]) {
  const res = await post('add', { warehouseCode: wh, supplierName: '杭州饮品供应链', remark: '首批', lines });
  expect(res.body.code).toBe(200);
  expect(res.body.data.poNo).toMatch(/^PO\d{8}\d{6}$/);
  return res.body.data as { id: number; poNo: string };
}

describe('purchase orders', () => {
  it('draft → submitted → partially received → received, with one ledger row per line carrying the PO number', async () => {
    const a = await f.skuCode();
    const b = await f.skuCode();
    const po = await draft([
      { skuCode: a, quantity: 10 },
      { skuCode: b, quantity: 5 },
    ]);
    expect((await post('receive', { id: po.id, lines: [{ skuCode: a, quantity: 1 }] })).body).toMatchObject({
      code: 409,
      message: '采购单当前状态为「草稿」，不能入库',
    });
    expect((await post('submit', { id: po.id })).body.code).toBe(200);
    expect((await post('submit', { id: po.id })).body).toMatchObject({ code: 409, message: '采购单当前状态为「已提交」，不能提交' });
    const first = await post('receive', {
      id: po.id,
      lines: [
        { skuCode: a, quantity: 4 },
        { skuCode: b, quantity: 5 },
      ],
    });
    expect(first.body).toMatchObject({ code: 200, data: { status: 3 } });
    // More than still open on a line: nothing of this receipt is taken.
    const over = await post('receive', {
      id: po.id,
      lines: [
        { skuCode: a, quantity: 1 },
        { skuCode: b, quantity: 1 },
      ],
    });
    expect(over.body).toMatchObject({ code: 409, message: `入库数量超过未入库数量：${b}（未入库 0）` });
    expect((await f.inv(wh, a)).onHand).toBe(4);
    expect((await post('receive', { id: po.id, lines: [{ skuCode: 'NOT_ON_PO', quantity: 1 }] })).status).toBe(400);
    expect((await post('cancel', { id: po.id })).body).toMatchObject({ code: 409, message: '采购单当前状态为「部分入库」，不能取消' });
    expect((await post('receive', { id: po.id, lines: [{ skuCode: a, quantity: 6 }] })).body).toMatchObject({ data: { status: 4 } });
    expect((await post('receive', { id: po.id, lines: [{ skuCode: a, quantity: 1 }] })).body.message).toBe(
      '采购单当前状态为「已入库」，不能入库',
    );

    const d = await detail(po.id);
    expect(d).toMatchObject({ status: 4, totalQty: 15, receivedQty: 15, warehouseCode: wh });
    expect(d.lines).toEqual([
      { skuCode: a, skuName: '测试SKU', quantity: 10, receivedQty: 10 },
      { skuCode: b, skuName: '测试SKU', quantity: 5, receivedQty: 5 },
    ]);
    expect(await f.inv(wh, a)).toMatchObject({ onHand: 10, locked: 0, available: 10 });
    const ledger = await t.get('/wms/history/queryList', { sourceNo: po.poNo }, opts());
    expect(ledger.body.total).toBe(3);
    expect(ledger.body.data.every((r: { type: string; sourceType: string }) => r.type === 'RECEIVE' && r.sourceType === 'PO')).toBe(true);
    const list = await post('queryList', { poNo: po.poNo });
    expect(list.body.data[0]).toMatchObject({ poNo: po.poNo, status: 4, totalQty: 15, receivedQty: 15 });
  });

  it('updates only a draft, with optimistic concurrency; cancels from draft or submitted only', async () => {
    const a = await f.skuCode();
    const po = await draft([{ skuCode: a, quantity: 3 }]);
    const d = await detail(po.id);
    const body = {
      id: po.id,
      updateTime: d.updateTime,
      warehouseCode: wh,
      supplierName: '新供应商',
      remark: '',
      lines: [{ skuCode: a, quantity: 7 }],
    };
    expect((await post('update', body)).body.code).toBe(200);
    expect((await post('update', body)).body).toMatchObject({ code: 409, message: '数据已被他人修改，请刷新后重试' });
    expect((await detail(po.id)).lines[0].quantity).toBe(7);
    expect((await post('update', { ...body, updateTime: undefined, lines: [{ skuCode: 'NOPE', quantity: 1 }] })).body.message).toBe(
      'SKU不存在：NOPE',
    );
    await post('submit', { id: po.id });
    expect((await post('update', { ...body, updateTime: undefined })).body).toMatchObject({
      code: 409,
      message: '采购单当前状态为「已提交」，不能修改',
    });
    expect((await post('cancel', { id: po.id })).body.code).toBe(200);
    expect((await post('cancel', { id: po.id })).body.message).toBe('采购单当前状态为「已取消」，不能取消');
    expect((await post('submit', { id: 999999 })).status).toBe(404);
    const received = (await post('queryList', { status: 4 })).body.data[0].id;
    expect((await post('delete', { ids: [po.id, received] })).body.code).toBe(409);
    expect((await post('delete', { ids: [po.id] })).body).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await post('delete', { ids: [po.id] })).status).toBe(404);
    const other = await draft([{ skuCode: a, quantity: 1 }]);
    expect((await post('cancel', { id: other.id })).body).toMatchObject({ code: 200, message: '取消成功' });
    expect((await post('submit', { id: other.id })).body.message).toBe('采购单当前状态为「已取消」，不能提交');
    const dup = await post('add', {
      warehouseCode: wh,
      supplierName: 'x',
      lines: [
        { skuCode: a, quantity: 1 },
        { skuCode: a, quantity: 2 },
      ],
    });
    expect(dup.body).toMatchObject({ code: 400 });
  });

  it('closes a partly received order: the rest is no longer expected, the stock received stays', async () => {
    const a = await f.skuCode();
    const po = await draft([{ skuCode: a, quantity: 10 }]);
    expect((await post('close', { id: po.id })).body).toMatchObject({ code: 409, message: '采购单当前状态为「草稿」，不能关闭' });
    await post('submit', { id: po.id });
    await post('receive', { id: po.id, lines: [{ skuCode: a, quantity: 4 }] });
    expect((await post('close', { id: po.id })).body).toMatchObject({ code: 200, message: '关闭成功' });
    expect(await detail(po.id)).toMatchObject({ status: 6, totalQty: 10, receivedQty: 4 });
    expect((await post('receive', { id: po.id, lines: [{ skuCode: a, quantity: 1 }] })).body.message).toBe(
      '采购单当前状态为「已关闭」，不能入库',
    );
    expect((await post('close', { id: po.id })).body.message).toBe('采购单当前状态为「已关闭」，不能关闭');
    expect((await post('delete', { ids: [po.id] })).status).toBe(409);
    expect((await f.inv(wh, a)).onHand).toBe(4);
  });

  it('of two concurrent receipts of the last open units only one is taken', async () => {
    const a = await f.skuCode();
    const po = await draft([{ skuCode: a, quantity: 5 }]);
    await post('submit', { id: po.id });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post('receive', { id: po.id, lines: [{ skuCode: a, quantity: 5 }] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await f.inv(wh, a)).onHand).toBe(5);
  });

  it('exports the list as the page shows it: the declared columns, the same filter and order, for a limited user too', async () => {
    const a = await f.skuCode();
    const supplierName = `导出供应商${Date.now()}`;
    for (const quantity of [2, 3]) await post('add', { warehouseCode: wh, supplierName, lines: [{ skuCode: a, quantity }] });
    await post('add', { warehouseCode: wh, supplierName: '别的供应商', lines: [{ skuCode: a, quantity: 1 }] });
    const exported = fieldsIn(poResource, 'export');
    // Purchase orders belong to warehouses, which carry no scope dimension: a user limited to one shop sees them all.
    const limited = await scopedUser(t, [{ dataType: 1, dataList: 'SHOP_NOBODY' }]);
    for (const who of [token, limited]) {
      const list = (await t.post('/wms/purchaseOrder/queryList', { supplierName }, { token: who })).body.data;
      expect(list).toHaveLength(2);
      const { header, rows } = await exportedSheet(t, who, 'wmsPurchaseOrder', { supplierName });
      expect(header).toEqual(exported.map((x) => x.label));
      const shown = (r: Record<string, unknown>) =>
        exported.map((x) => (x.name === 'status' ? '草稿' : x.name === 'remark' && r.remark === '' ? undefined : r[x.name]));
      expect(rows.map((r) => r.map((c) => (c === '' ? undefined : c)))).toEqual(list.map(shown));
    }
  });
});
