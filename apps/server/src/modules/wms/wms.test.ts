import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, scopedUser } from '../shop/shop.fixtures.ts';
import { wmsFixtures } from './wms.fixtures.ts';

const { t, token } = await adminTestApp();
const f = wmsFixtures(t, () => token);
await f.seedChannels();
const as = { token };

describe('warehouses /wms/base', () => {
  it('adds, lists with region names, updates with optimistic concurrency', async () => {
    const { id, warehouseCode } = await f.warehouse({ cityCode: '330100', districtCode: '330106', contact: '王五', phone: '13800138000' });
    const list = await t.post('/wms/base/queryList', { warehouseCode }, as);
    expect(list.body.total).toBe(1);
    const row = list.body.data[0];
    expect(row).toMatchObject({ id, provinceName: '浙江省', cityName: '杭州市', districtName: '西湖区', status: 1 });
    const dup = await t.post('/wms/base/add', { warehouseCode, warehouseName: 'x', type: 1, provinceCode: '330000' }, as);
    expect(dup.status).toBe(409);
    const bad = await t.post(
      '/wms/base/add',
      { warehouseCode: 'WBAD', warehouseName: 'x', type: 1, provinceCode: '330000', cityCode: '440100' },
      as,
    );
    expect(bad.body).toMatchObject({ code: 400, message: '城市不属于所选省份，请重新选择' });
    const body = { ...row, warehouseName: '新名称' };
    for (const k of ['provinceName', 'cityName', 'districtName', 'createTime']) delete body[k];
    expect((await t.post('/wms/base/update', body, as)).body.code).toBe(200);
    const stale = await t.post('/wms/base/update', { ...body, warehouseName: '再改' }, as);
    expect(stale.body).toMatchObject({ code: 409, message: '数据已被他人修改，请刷新后重试' });
    const changeCode = await t.post('/wms/base/update', { ...body, updateTime: undefined, warehouseCode: 'OTHER' }, as);
    expect(changeCode.body).toMatchObject({ code: 400, message: '仓库编码不能修改' });
  });

  it('enables and disables all or nothing; queryAll lists them', async () => {
    const a = await f.warehouse();
    const b = await f.warehouse();
    expect((await t.post('/wms/base/disable', { ids: [a.id] }, as)).body.code).toBe(200);
    const both = await t.post('/wms/base/disable', { ids: [a.id, b.id] }, as);
    expect(both.body).toMatchObject({ code: 409, message: '所选仓库中有已停用的仓库，请刷新后重试' });
    expect(
      (await t.get('/wms/base/queryAll', { status: 1 }, as)).body.data.map((w: { warehouseCode: string }) => w.warehouseCode),
    ).toContain(b.warehouseCode);
    expect((await t.post('/wms/base/enable', { ids: [a.id, 999999] }, as)).status).toBe(404);
    expect((await t.post('/wms/base/enable', { ids: [a.id] }, as)).body.code).toBe(200);
  });

  it('refuses to delete a warehouse holding stock, deletes an empty one', async () => {
    const full = await f.warehouse();
    const empty = await f.warehouse();
    await f.stock(full.warehouseCode, 5);
    const refused = await t.post('/wms/base/delete', { ids: [full.id, empty.id] }, as);
    expect(refused.body).toMatchObject({ code: 409, message: `仓库 ${full.warehouseCode} 仍有库存5，不能删除` });
    expect((await t.post('/wms/base/delete', { ids: [empty.id] }, as)).body).toMatchObject({ code: 200, data: { count: 1 } });
  });

  it('a deleted warehouse takes its channel rows along: a new one of the same code serves no channel', async () => {
    const w = await f.warehouse();
    const channelsOf = (code: string) => t.db.execute(sql`select channel_code from wms_warehouse_channel where warehouse_code = ${code}`);
    const channels = [
      { channelCode: 'C01', priority: 1 },
      { channelCode: 'C02', priority: 2 },
    ];
    expect((await t.post('/wms/channel/batchUpdateChannel', { warehouseCode: w.warehouseCode, channels }, as)).body.code).toBe(200);
    expect((await channelsOf(w.warehouseCode)).rows).toHaveLength(2);
    expect((await t.post('/wms/base/delete', { ids: [w.id] }, as)).body).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await channelsOf(w.warehouseCode)).rows).toEqual([]);
    const log = await t.get('/log/operation/queryList', { module: '仓储管理', action: '删除', targetId: w.warehouseCode }, as);
    expect(JSON.stringify(log.body.data)).toContain('C01(1)、C02(2)');
    await f.warehouse({ warehouseCode: w.warehouseCode });
    expect((await t.get('/wms/channel/queryChannelList', { warehouseCode: w.warehouseCode }, as)).body.total).toBe(0);
  });
});

describe('channels /wms/channel', () => {
  it('answers the dictionary and replaces a warehouse list in one batch', async () => {
    expect((await t.get('/wms/channel/baseChannel', {}, as)).body.data).toHaveLength(3);
    const w = await f.warehouse();
    const save = (channels: object[]) => t.post('/wms/channel/batchUpdateChannel', { warehouseCode: w.warehouseCode, channels }, as);
    expect(
      (
        await save([
          { channelCode: 'C01', priority: 1 },
          { channelCode: 'C02', priority: 2 },
        ])
      ).body.code,
    ).toBe(200);
    expect(
      (
        await save([
          { channelCode: 'C02', priority: 1 },
          { channelCode: 'C03', priority: 2, status: 2 },
        ])
      ).body.code,
    ).toBe(200);
    const list = await t.get('/wms/channel/queryChannelList', { warehouseCode: w.warehouseCode }, as);
    expect(
      list.body.data.map((r: { channelCode: string; priority: number; status: number }) => [r.channelCode, r.priority, r.status]),
    ).toEqual([
      ['C02', 1, 1],
      ['C03', 2, 2],
    ]);
    // Unknown channel: nothing changes.
    expect(
      (
        await save([
          { channelCode: 'C01', priority: 1 },
          { channelCode: 'NOPE', priority: 2 },
        ])
      ).body,
    ).toMatchObject({
      code: 400,
      message: '渠道不存在：NOPE',
    });
    expect(
      (
        await save([
          { channelCode: 'C01', priority: 1 },
          { channelCode: 'C01', priority: 2 },
        ])
      ).status,
    ).toBe(400);
    expect((await t.get('/wms/channel/queryChannelList', { warehouseCode: w.warehouseCode }, as)).body.total).toBe(2);
  });

  it('a user limited to channel C02 sees and replaces only C02 rows; naming C03 is refused whole', async () => {
    const w = await f.warehouse();
    await t.post(
      '/wms/channel/batchUpdateChannel',
      {
        warehouseCode: w.warehouseCode,
        channels: [
          { channelCode: 'C02', priority: 1 },
          { channelCode: 'C03', priority: 2 },
        ],
      },
      as,
    );
    const limited = await scopedUser(t, [{ dataType: 5, dataList: 'C02' }]);
    const seen = await t.get('/wms/channel/queryChannelList', { warehouseCode: w.warehouseCode }, { token: limited });
    expect(seen.body.data.map((r: { channelCode: string }) => r.channelCode)).toEqual(['C02']);
    const refused = await t.post(
      '/wms/channel/batchUpdateChannel',
      { warehouseCode: w.warehouseCode, channels: [{ channelCode: 'C03', priority: 1 }] },
      { token: limited },
    );
    expect(refused.status).toBe(404);
    expect(
      (await t.post('/wms/channel/batchUpdateChannel', { warehouseCode: w.warehouseCode, channels: [] }, { token: limited })).body.code,
    ).toBe(200);
    const all = await t.get('/wms/channel/queryChannelList', { warehouseCode: w.warehouseCode }, as);
    expect(all.body.data.map((r: { channelCode: string }) => r.channelCode)).toEqual(['C03']);
  });
});

describe('inventory /wms/inv and ledger /wms/history', () => {
  it('lists with available and onlyShort, adjusts never below locked, enables/disables all or nothing', async () => {
    const w = await f.warehouse();
    const plenty = await f.stock(w.warehouseCode, 50);
    const few = await f.stock(w.warehouseCode, 3);
    const short = await t.get('/wms/inv/queryList', { warehouseCode: w.warehouseCode, onlyShort: true }, as);
    expect(
      short.body.data?.map((r: { skuCode: string }) => r.skuCode),
      JSON.stringify(short.body),
    ).toEqual([few]);
    const row = await f.inv(w.warehouseCode, plenty);
    expect(row).toMatchObject({ onHand: 50, locked: 0, available: 50, status: 1 });
    expect(row).toHaveProperty('skuName', '测试SKU');
    await t.db.execute(sql`update wms_inventory set locked = 40 where id = ${row.id}`);
    await t.db.execute(sql`insert into wms_stock_ledger (inventory_id, warehouse_code, sku_code, type, on_hand_delta, locked_delta, on_hand_after, locked_after)
      values (${row.id}, ${w.warehouseCode}, ${plenty}, 'LOCK', 0, 40, 50, 40)`);
    const refused = await t.post('/wms/inv/adjust', { id: row.id, delta: -11, reason: '盘亏' }, as);
    expect(refused.body).toMatchObject({ code: 409, message: '库存不足' });
    const done = await t.post('/wms/inv/adjust', { id: row.id, delta: -10, reason: '盘亏' }, as);
    expect(done.body).toMatchObject({ code: 200, data: { onHand: 40, locked: 40, available: 0 } });
    const { rows: logged } = await t.db.execute<{ target_id: string }>(
      sql`select target_id from sys_operation_log where target_type = 'inventory' and action = '库存调整' order by id desc limit 1`,
    );
    expect(logged).toEqual([{ target_id: `${w.warehouseCode}/${plenty}` }]);
    expect((await t.post('/wms/inv/adjust', { id: row.id, delta: 0, reason: 'x' }, as)).status).toBe(400);
    expect((await t.post('/wms/inv/adjust', { id: 999999, delta: 1, reason: 'x' }, as)).status).toBe(404);

    const other = await f.inv(w.warehouseCode, few);
    expect((await t.post('/wms/inv/disable', { ids: [row.id] }, as)).body.code).toBe(200);
    expect((await t.post('/wms/inv/disable', { ids: [row.id, other.id] }, as)).status).toBe(409);
    expect((await f.inv(w.warehouseCode, few)).status).toBe(1);
    expect((await t.post('/wms/inv/enable', { ids: [row.id] }, as)).body.code).toBe(200);

    const hist = await t.get('/wms/history/queryList', { warehouseCode: w.warehouseCode, skuCode: plenty }, as);
    expect(hist.body.data.map((h: { type: string; onHandDelta: number }) => [h.type, h.onHandDelta])).toEqual([
      ['ADJUST', -10],
      ['LOCK', 0],
      ['RECEIVE', 50],
    ]);
    expect(hist.body.data[0]).toMatchObject({ sourceType: 'STOCKTAKE', reason: '盘亏', operator: expect.stringContaining('admin') });
    const byType = await t.get('/wms/history/queryList', { warehouseCode: w.warehouseCode, type: 'RECEIVE' }, as);
    expect(byType.body.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const ranged = await t.get(
      '/wms/history/queryList',
      { warehouseCode: w.warehouseCode, startTime: '2000-01-01', endTime: '2000-01-02' },
      as,
    );
    expect(ranged.body.total).toBe(0);
    expect(today).toMatch(/^\d{4}/);
  });
});

describe('exports and pickers', () => {
  it('declares inventory and ledger as exportable lists that follow the list filters', async () => {
    const { exportSource } = await import('../../shared/export-registry.ts');
    const w = await f.warehouse();
    const sku = await f.stock(w.warehouseCode, 12);
    const ctx = { db: t.db, tz: 'Asia/Shanghai', scope: async () => ({ all: true }) } as never;
    const collect = async (page: string, q: object) => {
      const src = exportSource(page)!;
      const rows: Record<string, unknown>[] = [];
      for await (const batch of src.rows(ctx, src.query.parse(q))) rows.push(...batch);
      return { rows, headers: src.columns.map((c) => c.header) };
    };
    const inv = await collect('wmsInventory', { warehouseCode: w.warehouseCode });
    expect(inv.rows).toEqual([expect.objectContaining({ skuCode: sku, onHand: 12, available: 12 })]);
    expect(inv.headers).toContain('可用数量');
    const hist = await collect('wmsHistory', { warehouseCode: w.warehouseCode });
    expect(hist.rows).toEqual([expect.objectContaining({ skuCode: sku, type: 'RECEIVE', onHandDelta: 12 })]);
  });

  it('runs inventory and ledger exports through the export center', async () => {
    const w = await f.warehouse();
    await f.stock(w.warehouseCode, 3);
    await f.stock(w.warehouseCode, 30);
    const task = async (resource: string, query: object) => {
      const created = await t.post('/export/create', { resource, query }, as);
      expect(created.body.code).toBe(200);
      const id = created.body.data.id;
      for (let i = 0; i < 200; i++) {
        const row = (await t.get('/export/queryList', {}, as)).body.data.find((r: { id: string }) => r.id === id);
        if (row && ['done', 'failed'].includes(row.status)) return row;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    expect(await task('wmsInventory', { warehouseCode: w.warehouseCode, onlyShort: 'true' })).toMatchObject({ status: 'done', rows: 1 });
    expect(await task('wmsHistory', { warehouseCode: w.warehouseCode })).toMatchObject({ status: 'done', rows: 2 });
  });

  it('answers the SKU picker', async () => {
    const sku = await f.skuCode();
    const res = await t.get('/wms/base/skuOptions', {}, as);
    expect(res.body.data).toContainEqual({ skuCode: sku, skuName: '测试SKU' });
  });
});

describe('permissions', () => {
  it('every /wms path answers with a permission key of the menu tree', async () => {
    const { flattenMenuTree } = await import('../../db/menu-tree.ts');
    const keys = new Set(flattenMenuTree().map((r) => r.code));
    const wms = t.app.routeTable.filter((r) => r.url.startsWith('/api/wms/'));
    expect(wms.length).toBeGreaterThanOrEqual(30);
    expect(wms.filter((r) => r.permission !== 'authenticated' && !keys.has(String(r.permission)))).toEqual([]);
  });

  it('a role without the warehouse keys gets 403, a missing session 600008', async () => {
    const { userWithout } = await import('../products/products.fixtures.ts');
    const limited = await userWithout(t, []);
    expect((await t.post('/wms/base/queryList', {}, { token: limited })).status).toBe(403);
    expect((await t.post('/wms/inv/adjust', { id: 1, delta: 1, reason: 'x' }, { token: limited })).status).toBe(403);
    expect((await t.get('/wms/history/queryList', {})).body.code).toBe(600008);
  });
});
