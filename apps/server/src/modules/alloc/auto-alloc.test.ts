import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { sellins } from '../../db/schema/stock.ts';
import { AUTO_FIELDS } from '@console/contract/api/alloc';
import { shownAndExported } from '../../test/export-matches-list.ts';
import { allocFixtures } from './alloc-test-kit.ts';

const { t, token, f } = await orderTestApp();
const a = allocFixtures(t, () => token);
const post = (path: string, body: object, tok = token) => t.post(path, body, { token: tok });
/** Sell-in rows `daysAgo` days back (in the server's zone, as the service counts). */
const sold = async (skuCode: string, rows: { retCode: string; quantity: number; daysAgo?: number }[]) => {
  for (const r of rows)
    await t.db.insert(sellins).values({
      spCode: 'SP_X',
      retCode: r.retCode,
      provinceCode: '330000',
      skuCode,
      quantity: r.quantity,
      saleDate: sql`(now() at time zone 'Asia/Shanghai')::date - ${r.daysAgo ?? 1}::int` as unknown as string,
    });
};
/**
 * The shops every case shares, in code order: a case's plans, sales and orders are on a SKU of its own, so
 * one case's share never sees another's.
 */
let r1: string, r2: string, r3: string;
beforeAll(async () => {
  [r1, r2, r3] = (await Promise.all([f.shop(), f.shop(), f.shop()])).sort();
});
const quotas = (lines: { quota: number }[]) => lines.map((l) => l.quota);

describe('auto-allocation', () => {
  it('total 10 over 3 equal histories → 4/3/3; preview saves nothing, apply saves the lines', async () => {
    const sku = (await f.sku(0)).code;
    await sold(
      sku,
      [r1, r2, r3].map((retCode) => ({ retCode, quantity: 5 })),
    );
    const id = await a.plan(sku, [], { total: 10 }, true);
    const preview = await post('/sellout/autoAlloc/preview', { planId: id, days: 30 });
    expect(preview.body.data).toEqual([
      { code: r1, name: expect.any(String), sellout: 5, quota: 4 },
      { code: r2, name: expect.any(String), sellout: 5, quota: 3 },
      { code: r3, name: expect.any(String), sellout: 5, quota: 3 },
    ]);
    expect((await a.lines(id)).data).toEqual([]);
    const applied = await post('/sellout/autoAlloc/apply', { planId: id, days: 30 });
    expect(applied.body).toMatchObject({ code: 200, message: '分配已保存' });
    expect(quotas((await a.lines(id)).data)).toEqual([4, 3, 3]);
  });

  it('in proportion by largest remainder; only the last `days` days count; no history → equal shares over the lines', async () => {
    const sku = (await f.sku(0)).code;
    await sold(sku, [
      { retCode: r1, quantity: 45 },
      { retCode: r2, quantity: 27 },
      { retCode: r3, quantity: 20 },
      { retCode: r3, quantity: 8, daysAgo: 6 },
      { retCode: r1, quantity: 1000, daysAgo: 40 },
    ]);
    const id = await a.plan(sku, [], { total: 10 }, true);
    expect(quotas((await post('/sellout/autoAlloc/preview', { planId: id, days: 7 })).body.data)).toEqual([4, 3, 3]);
    // Over 3 days the 8 units six days back drop out: 45/27/20 of 10 → 4.89, 2.93, 2.17 → 5, 3, 2.
    expect(quotas((await post('/sellout/autoAlloc/preview', { planId: id, days: 3 })).body.data)).toEqual([5, 3, 2]);
    const quiet = (await f.sku(0)).code;
    const plan = await a.plan(
      quiet,
      [
        { code: r1, quota: 0 },
        { code: r2, quota: 0 },
        { code: r3, quota: 0 },
      ],
      { total: 7 },
      true,
    );
    expect(quotas((await post('/sellout/autoAlloc/preview', { planId: plan, days: 30 })).body.data)).toEqual([3, 2, 2]);
  });

  it('refuses what it cannot do with a message and changes nothing', async () => {
    const sku = (await f.sku(0)).code;
    const empty = await a.plan(sku, [], { total: 10 }, true);
    expect((await post('/sellout/autoAlloc/preview', { planId: empty, days: 30 })).body).toMatchObject({
      code: 400,
      message: '没有可分配的对象：请先设置配额明细或录入进货数据',
    });
    expect((await post('/sellout/autoAlloc/preview', { planId: empty, days: 0 })).body.message).toBe('统计天数不能小于1');
    expect((await post('/sellout/autoAlloc/apply', { planId: 999999, days: 30 })).body.code).toBe(404);
    const closed = await a.plan(sku, [{ code: r1, quota: 1 }]);
    await post('/alloc/plan/close', { id: closed });
    expect((await post('/sellout/autoAlloc/apply', { planId: closed, days: 30 })).body).toMatchObject({
      code: 409,
      message: '配额计划当前状态为「已关闭」，不能设置配额',
    });
  });

  it('an applied share never takes a line below what orders used (409, lines unchanged)', async () => {
    const sku = (await f.sku(100)).code;
    const id = await a.plan(
      sku,
      [
        { code: r1, quota: 6 },
        { code: r2, quota: 4 },
      ],
      { total: 10 },
    );
    const o = await f.order(r1, [{ skuCode: sku, quantity: 6 }]);
    expect((await t.post('/order/opt/approve', {}, { token, query: { id: o.id } })).body.code).toBe(200);
    await sold(sku, [{ retCode: r2, quantity: 10 }]);
    expect((await post('/sellout/autoAlloc/apply', { planId: id, days: 30 })).body).toMatchObject({
      code: 409,
      message: `分配对象 ${r1} 已使用 6，配额不能小于已使用数量`,
    });
    expect(quotas((await a.lines(id)).data)).toEqual([6, 4]);
  });

  it('scope: a caller who cannot see every code of the share is refused whole', async () => {
    const sku = (await f.sku(0)).code;
    const [mine, theirs] = [r1, r2];
    await sold(sku, [
      { retCode: mine, quantity: 1 },
      { retCode: theirs, quantity: 1 },
    ]);
    const id = await a.plan(sku, [], { total: 10 }, true);
    const limited = await scopedUser(t, [{ dataType: 1, dataList: mine }]);
    expect((await post('/sellout/autoAlloc/preview', { planId: id, days: 30 }, limited)).body.code).toBe(404);
    expect((await post('/sellout/autoAlloc/apply', { planId: id, days: 30 }, limited)).body.code).toBe(404);
    expect((await a.lines(id)).data).toEqual([]);
  });

  it('export (导出): the file is the preview, for the admin and for a user whose scope holds every code; outside it the task fails', async () => {
    const sku = (await f.sku(0)).code;
    await sold(sku, [
      { retCode: r1, quantity: 5 },
      { retCode: r2, quantity: 3 },
    ]);
    const id = await a.plan(sku, [{ code: r3, quota: 0 }], { total: 10 }, true);
    const query = { planId: id, days: 30 };
    const limited = await scopedUser(t, [{ dataType: 1, dataList: [r1, r2, r3].join(',') }]);
    for (const who of [token, limited]) {
      const preview = await post('/sellout/autoAlloc/preview', query, who);
      expect(preview.body.data).toHaveLength(3);
      const { list, exported } = await shownAndExported(t, who, {
        resource: { fields: AUTO_FIELDS, page: { menu: 'autoAlloc' } },
        rows: preview.body.data,
        query,
      });
      expect(exported).toEqual(list);
      expect(exported.header).toEqual(['编码', '名称', '出货量', '分配配额']);
    }
    // Like the preview, the export refuses a share it cannot show whole.
    const partial = await scopedUser(t, [{ dataType: 1, dataList: r1 }]);
    expect((await post('/sellout/autoAlloc/preview', query, partial)).body.code).toBe(404);
    await expect(
      shownAndExported(t, partial, { resource: { fields: AUTO_FIELDS, page: { menu: 'autoAlloc' } }, rows: [], query }),
    ).rejects.toThrow('autoAlloc: export failed');
    expect((await t.post('/export/create', { resource: 'autoAlloc', query: { planId: id, days: 0 } }, { token })).body).toMatchObject({
      code: 400,
      message: '统计天数不能小于1',
    });
  });
});
