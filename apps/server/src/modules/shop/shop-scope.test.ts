import { exportSource } from '../../shared/export-registry.ts';
import { scopeFromEntries } from '../../shared/data-scope.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { GUANGZHOU_TIANHE, grantAll, HANGZHOU_GONGSHU, scopedUser, shopFixtures, uid } from './shop.fixtures.ts';

/**
 * The data scope on every shop verb (issue: dimensions 1, 2, 3, 5, 6, 7; 4 carried by none: nothing; 99 all;
 * no entries nothing).
 * Four shops, each scope a row of the table: what the list shows is exactly what detail, update, status,
 * delete, wallet, work orders and the export can reach; everything else answers 404 and changes nothing.
 */
let t: TestApp;
let admin: string;
const shops: Record<'s1' | 's2' | 's3' | 's4', { id: number; retCode: string }> = {} as never;
let sp1: { id: number; spCode: string };
let sp2: { id: number; spCode: string };

beforeAll(async () => {
  t = await buildTestApp();
  await grantAll(t);
  admin = await t.login();
  const fx = shopFixtures(t, () => admin);
  sp1 = await fx.sp();
  sp2 = await fx.sp({ ...GUANGZHOU_TIANHE });
  shops.s1 = await fx.shop({ retCode: uid('S1'), spCode: sp1.spCode, gradeCode: 'A' });
  shops.s2 = await fx.shop({ retCode: uid('S2'), spCode: sp1.spCode, gradeCode: 'B', ...HANGZHOU_GONGSHU });
  shops.s3 = await fx.shop({ retCode: uid('S3'), spCode: sp2.spCode, gradeCode: 'A', ...GUANGZHOU_TIANHE });
  shops.s4 = await fx.shop({ retCode: uid('S4'), spCode: sp2.spCode, gradeCode: 'C', channelCode: 'C02', platformCode: '0001' });
});
afterAll(() => t.close());

type Name = keyof typeof shops;
const ALL: Name[] = ['s1', 's2', 's3', 's4'];
type Case = { name: string; entries: () => { dataType: number; dataList: string }[]; sees: Name[]; sps?: 'sp1' | 'sp2' | 'both' | 'none' };

// With no entries at all the scope function decides (default-deny: nothing).
const noEntriesSeeAll = scopeFromEntries([]).all;
const CASES: Case[] = [
  { name: '1 shop', entries: () => [{ dataType: 1, dataList: `${shops.s1.retCode},${shops.s2.retCode}` }], sees: ['s1', 's2'] },
  { name: '2 service provider', entries: () => [{ dataType: 2, dataList: sp2.spCode }], sees: ['s3', 's4'], sps: 'sp2' },
  { name: '3 platform', entries: () => [{ dataType: 3, dataList: '0001' }], sees: ['s4'] },
  { name: '5 channel', entries: () => [{ dataType: 5, dataList: 'C02' }], sees: ['s4'] },
  { name: '6 province', entries: () => [{ dataType: 6, dataList: '440000' }], sees: ['s3'], sps: 'sp2' },
  // No shop or SP carries a service code: a user limited there sees none (fail closed, not everything).
  { name: '4 service', entries: () => [{ dataType: 4, dataList: 'V1' }], sees: [], sps: 'none' },
  { name: '7 grade', entries: () => [{ dataType: 7, dataList: 'A' }], sees: ['s1', 's3'] },
  {
    name: 'SP and grade together (every dimension)',
    entries: () => [
      { dataType: 2, dataList: sp1.spCode },
      { dataType: 7, dataList: 'A,C' },
    ],
    sees: ['s1'],
    // An SP has no grade: a user limited by grade sees no SP.
    sps: 'none',
  },
  { name: '99 all', entries: () => [{ dataType: 99, dataList: 'ALL' }], sees: ALL, sps: 'both' },
  { name: 'no entries', entries: () => [], sees: noEntriesSeeAll ? ALL : [], sps: noEntriesSeeAll ? 'both' : 'none' },
];

describe.each(CASES)('scope $name', (c) => {
  let token: string;
  const visible = () => c.sees.map((n) => shops[n]);
  const hidden = () => ALL.filter((n) => !c.sees.includes(n)).map((n) => shops[n]);
  const post = (path: string, body: object) => t.post(path, body, { token });
  beforeAll(async () => {
    token = await scopedUser(t, c.entries());
  });

  it('list filters in SQL: exactly the shops inside every limited dimension', async () => {
    const res = await post('/shop/info/queryList', { page: 1, pageSize: 100 });
    expect(res.body.data.map((r: { retCode: string }) => r.retCode).sort()).toEqual(
      visible()
        .map((s) => s.retCode)
        .sort(),
    );
    expect(res.body.total).toBe(c.sees.length);
    const wallets = await post('/shop/wall/balance/queryList', { page: 1, pageSize: 100 });
    expect(wallets.body.total).toBe(c.sees.length);
  });

  it('detail answers 404 outside the scope', async () => {
    for (const s of visible()) expect((await t.get('/shop/info/detail', { id: s.id }, { token })).status).toBe(200);
    for (const s of hidden()) expect((await t.get('/shop/info/detail', { id: s.id }, { token })).status).toBe(404);
  });

  it('update, enable/disable and delete outside the scope are 404 and change nothing', async () => {
    for (const s of hidden()) {
      const row = (await t.get('/shop/info/detail', { id: s.id }, { token: admin })).body.data;
      const {
        createTime: _c,
        provinceName: _p,
        cityName: _ci,
        districtName: _d,
        gradeName: _g,
        spName: _s,
        retailerTypeName: _r,
        ...body
      } = row;
      expect((await post('/shop/info/update', { ...body, retName: '越权修改' })).status).toBe(404);
      expect((await post('/shop/info/disable', { ids: [s.id] })).status).toBe(404);
      expect((await post('/shop/info/delete', { ids: [s.id] })).status).toBe(404);
      const after = (await t.get('/shop/info/detail', { id: s.id }, { token: admin })).body.data;
      expect(after).toMatchObject({ retName: row.retName, status: 1 });
    }
  });

  it('a batch naming any shop outside is refused whole', async () => {
    if (!c.sees.length || c.sees.length === ALL.length) return;
    const ids = [visible()[0].id, hidden()[0].id];
    expect((await post('/shop/info/disable', { ids })).status).toBe(404);
    expect((await t.get('/shop/info/detail', { id: visible()[0].id }, { token: admin })).body.data.status).toBe(1);
  });

  it('wallet and work orders of a shop outside are 404', async () => {
    for (const s of hidden()) {
      expect((await post('/shop/wall/balance/recharge', { retCode: s.retCode, amount: 100, reason: '越权' })).status).toBe(404);
      expect((await t.get('/shop/wall/balance/ledger', { retCode: s.retCode }, { token })).status).toBe(404);
      expect((await post('/shop/retWorkOrder/add', { retCode: s.retCode, title: '越权', content: '越权' })).status).toBe(404);
    }
    for (const s of visible()) {
      expect((await t.get('/shop/wall/balance/ledger', { retCode: s.retCode }, { token })).status).toBe(200);
    }
  });

  it('the export yields the same shops as the list', async () => {
    const source = exportSource('shopInfo');
    if (!source) throw new Error('shopInfo is not exportable');
    const ctx = { db: t.db, tz: 'Asia/Shanghai', scope: async () => scopeFromEntries(c.entries()) } as unknown as RequestCtx;
    const got: string[] = [];
    for await (const batch of source.rows(ctx, source.query.parse({}))) got.push(...batch.map((r) => String(r.retCode)));
    expect(got.sort()).toEqual(
      visible()
        .map((s) => s.retCode)
        .sort(),
    );
  });

  it('service providers by dimension 2', async () => {
    if (!c.sps) return;
    const res = await post('/shop/spInfo/queryList', { page: 1, pageSize: 100 });
    const codes = res.body.data.map((r: { spCode: string }) => r.spCode).sort();
    const want = { sp1: [sp1.spCode], sp2: [sp2.spCode], both: [sp1.spCode, sp2.spCode], none: [] }[c.sps];
    expect(codes).toEqual(want.sort());
    const outside = c.sps === 'sp1' ? sp2 : c.sps === 'sp2' ? sp1 : c.sps === 'none' ? sp1 : undefined;
    if (outside) {
      expect((await t.get('/shop/spInfo/detail', { id: outside.id }, { token })).status).toBe(404);
      expect((await post('/shop/spInfo/disable', { ids: [outside.id] })).status).toBe(404);
    }
  });
});
