import { and, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextUserCode } from '../modules/users/user-code.ts';
import { users } from '../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { createDb, type Db } from '../db/client.ts';
import { type OrderTerm, pagedList } from './list.ts';
import { listFilter, preparedPagedList } from './prepared-list.ts';

/** The prepared path answers exactly what pagedList answers: rows, totals, cursors; and refuses a shape it cannot trust. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = [];
  for (let i = 0; i < 23; i++)
    rows.push({
      code: await nextUserCode(t.db),
      name: `分页${i % 3}号${i}`,
      loginId: `prep${i}`,
      cellPhone: '13900000000',
      tel: '',
      pwdHash: 'x',
      roleCode: i % 2 ? '0002' : '0034',
      status: 1 + (i % 2),
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 5))),
    });
  await t.db.insert(users).values(rows);
});
afterAll(() => t.close());

type Q = { name?: string; status?: number; roleType?: string };
const order: OrderTerm[] = [
  { column: users.createdAt, desc: true },
  { column: users.code, desc: true },
];
const where = (q: Q, bind: (name: string, v: string | number) => unknown = (_n, v) => v) =>
  and(
    ilike(users.loginId, 'prep%'),
    q.name ? ilike(users.name, bind('name', `%${q.name}%`) as string) : undefined,
    q.status !== undefined ? eq(users.status, bind('status', q.status) as number) : undefined,
    q.roleType ? eq(users.roleCode, bind('roleType', q.roleType) as string) : undefined,
  );

const direct = (q: Q, page: number, pageSize: number, cursor?: string) =>
  pagedList(
    { db: t.db },
    {
      page,
      pageSize,
      order,
      cursor,
      rows: (limit, offset, p) =>
        t.db
          .select({ ...p.keyField, code: users.code })
          .from(users)
          .where(and(where(q), p.seek))
          .orderBy(...p.orderBy)
          .limit(limit)
          .offset(offset),
      count: () => t.db.select({ one: sql`1` }).from(users).where(where(q)),
    },
  );

const prepared = (q: Q, page: number, pageSize: number, cursor?: string, cap?: number, kept?: { db: Db; generic?: boolean }) => {
  const f = listFilter();
  const w = where(q, f.value);
  const db = kept?.db ?? t.db;
  return preparedPagedList(
    { db },
    {
      plans: kept === undefined ? undefined : kept.generic === false ? 'kept' : 'generic',
      name: 'prepared-test',
      filter: f,
      page,
      pageSize,
      order,
      cursor,
      cap,
      rows: (p) =>
        db
          .select({ ...p.keyField, code: users.code })
          .from(users)
          .where(and(w, p.seek))
          .orderBy(...p.orderBy)
          .limit(p.limit)
          .offset(p.offset),
      count: () => db.select({ one: sql`1` }).from(users).where(w),
    },
  );
};

describe('prepared list', () => {
  it('answers every page of every filter as pagedList does, by number and by cursor both ways', async () => {
    for (const q of [
      {},
      { status: 1 },
      { roleType: '0002' },
      { status: 2, roleType: '0002' },
      { name: '1号' },
      { status: 1, name: '号' },
    ] as Q[]) {
      const pageSize = 4;
      const first = await direct(q, 1, pageSize);
      const pages = Math.ceil(first.total / pageSize);
      expect(pages).toBeGreaterThan(1);
      let cursor: string | undefined;
      const walked: string[][] = [];
      for (let page = 1; page <= pages; page++) {
        const want = await direct(q, page, pageSize);
        const got = await prepared(q, page, pageSize);
        expect({ rows: got.rows, total: got.total, exact: got.exact }).toEqual({ rows: want.rows, total: want.total, exact: want.exact });
        const byCursor = await prepared(q, page, pageSize, cursor);
        expect(byCursor.rows).toEqual(want.rows);
        walked.push(byCursor.rows.map((r) => r.code));
        cursor = byCursor.cursor?.next;
      }
      expect(cursor).toBeUndefined();
      // And back from the last page to the first by `prev`.
      let back = (await prepared(q, pages, pageSize)).cursor?.prev;
      for (let page = pages - 1; page >= 1; page--) {
        const got = await prepared(q, page, pageSize, back);
        expect(got.rows.map((r) => r.code)).toEqual(walked[page - 1]);
        back = got.cursor?.prev;
      }
    }
  });

  it('counts past a cap as pagedList does: estimated, never below what the page proves', async () => {
    const want = await direct({}, 2, 3);
    const got = await prepared({}, 2, 3, undefined, 5);
    expect(got.exact).toBe(false);
    expect(got.total).toBeGreaterThan(5);
    expect(got.rows).toEqual(want.rows);
  });

  it('refuses, in tests, a request whose SQL differs from the one kept for its shape', async () => {
    const list = (extra: SQL | undefined) => {
      const f = listFilter();
      return preparedPagedList(
        { db: t.db },
        {
          name: 'prepared-misuse',
          filter: f,
          page: 1,
          pageSize: 5,
          order,
          rows: (p) =>
            t.db
              .select({ ...p.keyField, code: users.code })
              .from(users)
              .where(and(ilike(users.loginId, 'prep%'), extra, p.seek))
              .orderBy(...p.orderBy)
              .limit(p.limit)
              .offset(p.offset),
          count: () =>
            t.db
              .select({ one: sql`1` })
              .from(users)
              .where(and(ilike(users.loginId, 'prep%'), extra)),
        },
      );
    };
    await list(undefined);
    // A condition added without going through the filter: same shape, other SQL.
    await expect(list(ne(users.status, 2))).rejects.toThrow(/differs from the one kept for this shape/);
  });

  it('keeps plans: the first page of a common size is one statement per connection, run on its generic plan', async () => {
    const one = createDb(String(t.pool.options.connectionString), 1);
    try {
      const kept = { db: one.db };
      for (let i = 0; i < 8; i++)
        expect(await prepared({ status: 1 }, 1, 10, undefined, undefined, kept)).toEqual(await prepared({ status: 1 }, 1, 10));
      for (const page of [2, 3])
        expect(await prepared({ status: 1 }, page, 10, undefined, undefined, kept)).toEqual(await prepared({ status: 1 }, page, 10));
      const { rows } = await one.pool.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        `select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%order by%'`,
      );
      const first = rows.filter((r) => / limit 10 offset 0$/.test(r.statement));
      expect(first).toHaveLength(1);
      expect(first[0].generic_plans + first[0].custom_plans).toBe(8);
      expect(first[0].generic_plans).toBeGreaterThan(0);
      // Deeper pages: one statement with the offset bound, whatever the page.
      expect(rows.filter((r) => / limit 10 offset \$\d+$/.test(r.statement))).toHaveLength(1);
      // Kept but not generic (the orders list, whose best plan follows its scope): bound, planned each run.
      await prepared({ status: 2 }, 1, 10, undefined, undefined, { ...kept, generic: false });
      const after = await one.pool.query<{ statement: string }>('select statement from pg_prepared_statements');
      expect(after.rows.filter((r) => / limit \$\d+ offset \$\d+$/.test(r.statement))).toHaveLength(1);
    } finally {
      await one.pool.end();
    }
  });

  it('refuses a placeholder named twice', () => {
    const f = listFilter();
    f.value('a', 1);
    expect(() => f.value('a', 2)).toThrow(/used twice/);
    expect(f.flag('onlyShort', true)).toBe(true);
    expect(f.shape).toBe('a,onlyShort=1');
  });
});
