import { and, asc, eq, sql } from 'drizzle-orm';
import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleHolding, signedInUser } from '../modules/users/system-fixtures.ts';
import { userDataPermissions } from '../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import {
  assertAllInScope,
  enforcedDimensions,
  loadScope,
  notApplicable,
  requestScope,
  rowInScope,
  type Scope,
  scopeFromEntries,
  scopeWhere,
  scopeWithin,
  NOTHING,
  UNLIMITED,
} from './data-scope.ts';
import { ok } from './envelope.ts';
import { SCOPE_DIMENSIONS, UNENFORCED_DIMENSIONS } from '@console/contract/permissions';

/** A stand-in for a scoped business table (an order keeps every key it is filtered by). */
const probe = pgTable('scope_probe', {
  id: varchar({ length: 8 }).primaryKey(),
  retCode: varchar({ length: 16 }),
  spCode: varchar({ length: 16 }),
  platformCode: varchar({ length: 16 }),
  channelCode: varchar({ length: 16 }),
  provinceCode: varchar({ length: 16 }),
  gradeCode: varchar({ length: 16 }),
});
const cols = {
  1: probe.retCode,
  2: probe.spCode,
  3: probe.platformCode,
  5: probe.channelCode,
  6: probe.provinceCode,
  7: probe.gradeCode,
} as const;

const ROWS = [
  { id: 'o1', retCode: 'S1', spCode: 'P1', platformCode: '0004', channelCode: 'C1', provinceCode: '110000', gradeCode: 'A' },
  { id: 'o2', retCode: 'S2', spCode: 'P1', platformCode: '0004', channelCode: 'C2', provinceCode: '310000', gradeCode: 'B' },
  { id: 'o3', retCode: 'S3', spCode: 'P2', platformCode: '0005', channelCode: 'C1', provinceCode: '110000', gradeCode: 'B' },
  { id: 'o4', retCode: null, spCode: 'P2', platformCode: '0004', channelCode: 'C1', provinceCode: null, gradeCode: 'A' },
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.register(
      async (api) => {
        api.get('/probe/scoped', { config: { permission: 'authenticated' } }, async (req) => {
          const scope = await requestScope(req);
          const again = await requestScope(req);
          const rows = await app.db.select({ id: probe.id }).from(probe).where(scopeWhere(scope, cols)).orderBy(asc(probe.id));
          return ok({ ids: rows.map((r) => r.id), cached: scope === again });
        });
      },
      { prefix: '/api' },
    );
  });
  await t.db.execute(sql`create table scope_probe (id varchar(8) primary key, ret_code varchar(16), sp_code varchar(16),
    platform_code varchar(16), channel_code varchar(16), province_code varchar(16), grade_code varchar(16))`);
  await t.db.insert(probe).values(ROWS);
});
afterAll(() => t.close());

const idsFor = async (scope: Scope, columns = cols) =>
  (await t.db.select({ id: probe.id }).from(probe).where(scopeWhere(scope, columns)).orderBy(asc(probe.id))).map((r) => r.id);
const limited = (...entries: [number, string][]) => scopeFromEntries(entries.map(([dataType, dataList]) => ({ dataType, dataList })));

describe('scopeFromEntries', () => {
  it('reads only ALL as unlimited, no entries (or only empty lists) as nothing, and splits comma-joined codes', () => {
    expect(scopeFromEntries([])).toEqual(NOTHING);
    expect(limited([99, 'ALL'])).toEqual(UNLIMITED);
    expect(limited([1, ' , '])).toEqual(NOTHING);
    const s = limited([1, 'S1, S2,,S1'], [7, 'A']);
    expect(s.all).toBe(false);
    if (!s.all) {
      expect([...(s.limits.get(1) ?? [])]).toEqual(['S1', 'S2']);
      expect([...(s.limits.get(7) ?? [])]).toEqual(['A']);
      expect(s.limits.has(2)).toBe(false);
    }
  });
});

describe('scopeWhere on a real table', () => {
  it('adds no condition for an unlimited user', async () => {
    expect(scopeWhere(UNLIMITED, cols)).toBeUndefined();
    expect(await idsFor(UNLIMITED)).toEqual(['o1', 'o2', 'o3', 'o4']);
  });

  it('shows a user without data permissions no row at all, whatever columns the table has', async () => {
    expect(await idsFor(NOTHING)).toEqual([]);
    expect(await idsFor(NOTHING, {} as typeof cols)).toEqual([]);
  });

  it('keeps rows whose key is in the list of one limited dimension, and drops NULL keys', async () => {
    expect(await idsFor(limited([1, 'S1,S3']))).toEqual(['o1', 'o3']);
    expect(await idsFor(limited([6, '110000']))).toEqual(['o1', 'o3']);
    expect(await idsFor(limited([3, '0004']))).toEqual(['o1', 'o2', 'o4']);
  });

  it('requires every limited dimension at once (AND across dimensions)', async () => {
    expect(await idsFor(limited([2, 'P1,P2'], [7, 'B']))).toEqual(['o2', 'o3']);
    expect(await idsFor(limited([5, 'C1'], [7, 'A'], [3, '0004']))).toEqual(['o1', 'o4']);
    expect(await idsFor(limited([1, 'S1'], [7, 'B']))).toEqual([]);
  });

  it('fails closed on a limited dimension the table is not keyed by, unless declared not applicable', async () => {
    // Dimension 4 (service) has no column here: a user limited there sees no row of this table.
    expect(await idsFor(limited([4, 'V1']))).toEqual([]);
    expect(await idsFor(limited([4, 'V1'], [7, 'A']))).toEqual([]);
    expect(await idsFor(limited([1, 'S1']), { 7: probe.gradeCode } as typeof cols)).toEqual([]);
    const declared = { 7: probe.gradeCode, 1: notApplicable('the probe is no shop’s') } as unknown as typeof cols;
    expect(await idsFor(limited([1, 'S1']), declared)).toEqual(['o1', 'o2', 'o3', 'o4']);
    expect(await idsFor(limited([1, 'S1'], [7, 'A']), declared)).toEqual(['o1', 'o4']);
  });

  it('every dimension but the unenforced ones is carried by some declared area, and those by none', () => {
    // The app is built (every area loaded): a column for 4 somewhere means its grants may be lifted.
    expect(enforcedDimensions()).toEqual(SCOPE_DIMENSIONS.filter((d) => !UNENFORCED_DIMENSIONS.includes(d)));
  });

  it('combines with the list’s own filters through and()', async () => {
    const rows = await t.db
      .select({ id: probe.id })
      .from(probe)
      .where(and(eq(probe.spCode, 'P1'), scopeWhere(limited([7, 'B']), cols)));
    expect(rows.map((r) => r.id)).toEqual(['o2']);
  });
});

describe('rowInScope, scopeWithin and assertAllInScope', () => {
  it('judges a row in memory by the same rule', () => {
    const s = limited([1, 'S1'], [7, 'A']);
    expect(rowInScope(s, { 1: 'S1', 7: 'A' })).toBe(true);
    expect(rowInScope(s, { 1: 'S1', 7: 'B' })).toBe(false);
    expect(rowInScope(s, { 1: null, 7: 'A' })).toBe(false);
    // Fail closed: a key the row does not give is out of scope, unless declared not applicable.
    expect(rowInScope(s, { 7: 'A' })).toBe(false);
    expect(rowInScope(s, { 1: notApplicable('no shop'), 7: 'A' })).toBe(true);
    expect(rowInScope(UNLIMITED, { 1: null })).toBe(true);
    expect(rowInScope(NOTHING, { 7: 'A' })).toBe(false);
    expect(rowInScope(NOTHING, {})).toBe(false);
  });

  it('tells whether one scope stays inside another', () => {
    const ab = limited([7, 'A,B']);
    expect(scopeWithin(limited([7, 'A']), ab)).toBe(true);
    expect(scopeWithin(limited([7, 'A'], [1, 'S1']), ab)).toBe(true);
    expect(scopeWithin(limited([7, 'C']), ab)).toBe(false);
    expect(scopeWithin(limited([1, 'S1']), ab)).toBe(false);
    expect(scopeWithin(UNLIMITED, ab)).toBe(false);
    expect(scopeWithin(UNLIMITED, UNLIMITED)).toBe(true);
    expect(scopeWithin(ab, UNLIMITED)).toBe(true);
    // Nothing is inside everything; nothing holds nothing but nothing.
    expect(scopeWithin(NOTHING, ab)).toBe(true);
    expect(scopeWithin(ab, NOTHING)).toBe(false);
    expect(scopeWithin(UNLIMITED, NOTHING)).toBe(false);
    expect(scopeWithin(NOTHING, NOTHING)).toBe(true);
  });

  it('refuses a whole batch when any row is out of scope or missing, answering not found', async () => {
    const s = limited([7, 'B']);
    await expect(assertAllInScope(t.db, probe, probe.id, ['o2', 'o3'], scopeWhere(s, cols))).resolves.toBeUndefined();
    await expect(assertAllInScope(t.db, probe, probe.id, ['o2', 'o1'], scopeWhere(s, cols))).rejects.toMatchObject({ status: 404 });
    await expect(assertAllInScope(t.db, probe, probe.id, ['o2', 'zz'], undefined)).rejects.toMatchObject({ status: 404 });
    await expect(assertAllInScope(t.db, probe, probe.id, ['o2', 'o2'], scopeWhere(s, cols))).resolves.toBeUndefined();
  });
});

describe('loadScope and requestScope', () => {
  it("reads the user's stored permissions, once per request, and a change applies on the next request", async () => {
    await roleHolding(t, '8401', []);
    const { code, token } = await signedInUser(t, 'scopeuser', '8401');
    expect(await loadScope(t.db, code)).toEqual(NOTHING);
    const call = async () => (await t.get('/probe/scoped', {}, { token })).body.data;
    // Default-deny: a new user without data permissions sees no scoped row.
    expect(await call()).toEqual({ ids: [], cached: true });

    const admin = await t.login();
    await t.post(
      '/permission/addOrUpdate',
      {
        userCode: code,
        dataList: [
          { dataType: 7, dataList: 'A' },
          { dataType: 5, dataList: 'C1' },
        ],
      },
      { token: admin },
    );
    expect((await call()).ids).toEqual(['o1', 'o4']);
    await t.post('/permission/addOrUpdate', { userCode: code, dataList: [{ dataType: 99, dataList: 'ALL' }] }, { token: admin });
    expect((await call()).ids).toEqual(['o1', 'o2', 'o3', 'o4']);
    await t.db.delete(userDataPermissions).where(eq(userDataPermissions.userCode, code));
  });
});
