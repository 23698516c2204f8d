import { eq, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextUserCode } from '../modules/users/user-code.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { departments } from './schema/departments.ts';
import { roles } from './schema/roles.ts';
import { users } from './schema/users.ts';
import { keptTypes, rowCopier, runMapped, sentDirect } from './row-mapper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // One user without a department: its left join finds no row.
  await t.db.insert(users).values({
    code: await nextUserCode(t.db),
    name: '无部门',
    loginId: 'row-mapper',
    cellPhone: '13900000000',
    tel: '',
    pwdHash: 'x',
    roleCode: '0002',
    status: 1,
    depCode: null,
  });
});
afterAll(() => t.close());

const joined = () =>
  t.db.select().from(users).leftJoin(roles, eq(roles.code, users.roleCode)).leftJoin(departments, eq(departments.code, users.depCode));

describe('sentDirect', () => {
  it('maps a flat select as Drizzle does: columns, decoded SQL, nulls of a left join, timestamps', async () => {
    const flat = t.db
      .select({
        code: users.code,
        createdAt: users.createdAt,
        status: users.status,
        roleName: roles.roleName,
        depName: departments.depName,
        n: sql<number>`count(*) over ()`.mapWith(Number),
        text: sql<string>`${users.code} || '!'`,
        nothing: sql<null>`null`,
      })
      .from(users)
      .leftJoin(roles, eq(roles.code, users.roleCode))
      .leftJoin(departments, eq(departments.code, users.depCode))
      .orderBy(users.code);
    const mapped = await sentDirect(flat.prepare('row_mapper_flat')).execute();
    expect(mapped.length).toBeGreaterThan(0);
    expect(mapped.some((r) => r.depName === null)).toBe(true);
    expect(mapped[0].createdAt).toBeInstanceOf(Date);
    expect(typeof mapped[0].n).toBe('number');
    expect(mapped).toStrictEqual(await flat.execute());
  });

  it('sends the kept statement itself, one query config for every call, with parsers resolved once', async () => {
    const flat = t.db
      .select({ code: users.code, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.code, sql.placeholder('code')));
    const run = sentDirect(flat.prepare('row_mapper_sent'));
    const [first] = await t.db.select({ code: users.code }).from(users).limit(1);
    const drizzleExecute = vi.spyOn(NodePgPreparedQuery.prototype, 'execute');
    const query = vi.spyOn(t.pool, 'query');
    try {
      const a = await run.execute({ code: first.code });
      const b = await run.execute({ code: first.code });
      expect(b).toStrictEqual(a);
      expect(a[0].code).toBe(first.code);
      expect(drizzleExecute).not.toHaveBeenCalled();
      const configs = query.mock.calls.map(([c]) => c as unknown as pg.QueryConfig).filter((c) => c.name === 'row_mapper_sent');
      expect(configs).toHaveLength(2);
      expect(configs[1]).toBe(configs[0]);
      expect(configs[0].types).toBe(keptTypes);
    } finally {
      drizzleExecute.mockRestore();
      query.mockRestore();
    }
    // Times and dates stay PostgreSQL's text, as Drizzle's driver leaves them; other types parse as pg's own.
    const timestamptz = keptTypes.getTypeParser(pg.types.builtins.TIMESTAMPTZ);
    expect(timestamptz).toBe(keptTypes.getTypeParser(pg.types.builtins.TIMESTAMPTZ));
    expect(timestamptz('2026-01-02 03:04:05+00')).toBe('2026-01-02 03:04:05+00');
    expect(keptTypes.getTypeParser(pg.types.builtins.INT8)('12')).toBe(12);
  });

  it("fails as Drizzle's execute fails: the driver's error as the cause of Drizzle's", async () => {
    const q = t.db
      .select({ code: users.code })
      .from(users)
      .where(eq(users.status, sql.placeholder('status')));
    const err = await sentDirect(q.prepare('row_mapper_fails'))
      .execute({ status: 'not a number' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DrizzleQueryError);
    expect((err as DrizzleQueryError).cause).toMatchObject({ code: '22P02' });
  });

  it('leaves a nested select to Drizzle, which turns a left-joined table with no row into null', async () => {
    const nested = joined().orderBy(users.code);
    const rows = await sentDirect(nested.prepare('row_mapper_nested')).execute();
    expect(rows.some((r) => r.sys_department === null)).toBe(true);
    expect(rows).toStrictEqual(await nested.execute());
  });

  it('runMapped answers what awaiting the select answers, and awaits anything else as it is', async () => {
    const q = () => t.db.select({ code: users.code, createdAt: users.createdAt }).from(users).orderBy(users.code);
    expect(await runMapped(q())).toStrictEqual(await q());
    const other = Promise.resolve([{ a: 1 }]);
    expect(await runMapped(other)).toStrictEqual([{ a: 1 }]);
  });
});

describe('rowCopier', () => {
  it('copies only the named fields, in their order, values as they are', () => {
    const when = new Date(0);
    const row = { __key: '["k"]', b: 2, a: 'x', c: null, d: when, e: undefined };
    const out = rowCopier(['a', 'b', 'c', 'd', 'e'])(row);
    expect(Object.keys(out)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(out).toEqual({ a: 'x', b: 2, c: null, d: when, e: undefined });
    expect(out.d).toBe(when);
    expect('__key' in out).toBe(false);
  });

  it('keeps one copier per field list', () => {
    expect(rowCopier(['a', 'b'])).toBe(rowCopier(['a', 'b']));
    expect(rowCopier(['a', 'b'])).not.toBe(rowCopier(['b', 'a']));
  });

  it('takes any name as a field, quotes and `__proto__` included', () => {
    const names = ['it"s', "o'k", 'a\\b', '__proto__'];
    const row = Object.fromEntries(names.map((n, i) => [n, i]));
    const out = rowCopier(names)(row);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.entries(out)).toEqual(names.map((n, i) => [n, i]));
  });
});
