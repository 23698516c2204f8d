import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { byKeys, COUNT_CAP, cappedCount, estimatedCount, keysetAfter, type PageSql, pagedList } from './list.ts';

let t: TestApp;
const N = 37;
// Rows made here carry this prefix so the seeded admin never counts.
const mine = like(users.loginId, 'list_%');

beforeAll(async () => {
  t = await buildTestApp();
  // created_at repeats every 5 rows so the unique code must break ties in the order.
  await t.db.execute(sql`
    insert into sys_user (code, name, login_id, pwd_hash, role_code, status, created_at)
    select 'L' || lpad(i::text, 4, '0'), '列表' || i, 'list_' || i, 'x', case when i % 3 = 0 then '0034' else '0002' end,
           1, timestamptz '2024-01-01' + ((i / 5) || ' hours')::interval
    from generate_series(1, ${N}) as i`);
  await t.db.execute(sql`analyze sys_user`);
});
afterAll(() => t.close());

const order = [desc(users.createdAt), desc(users.code)] as const;
const rowsOf =
  (where = mine) =>
  (limit: number, offset: number) =>
    t.db
      .select({ code: users.code })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
const countOf =
  (where = mine) =>
  () =>
    t.db.select({ one: sql`1` }).from(users).where(where);
const allCodes = async () => (await rowsOf()(1000, 0)).map((r) => r.code);

describe('cappedCount', () => {
  it('is exact up to the cap and reports capped above it', async () => {
    expect(await cappedCount(t.db, countOf()(), 100)).toEqual({ total: N, exact: true });
    expect(await cappedCount(t.db, countOf()(), N)).toEqual({ total: N, exact: true });
    expect(await cappedCount(t.db, countOf()(), 10)).toEqual({ total: 11, exact: false });
  });

  it('counts only what the filter matches', async () => {
    const agents = and(mine, eq(users.roleCode, '0034'));
    expect(await cappedCount(t.db, countOf(agents)(), 100)).toEqual({ total: 12, exact: true });
  });
});

describe('pagedList', () => {
  it('gives the page in order with the exact total under the cap', async () => {
    const codes = await allCodes();
    const res = await pagedList({ db: t.db }, { page: 2, pageSize: 10, rows: rowsOf(), count: countOf() });
    expect(res.exact).toBe(true);
    expect(res.total).toBe(N);
    expect(res.rows.map((r) => r.code)).toEqual(codes.slice(10, 20));
  });

  it('answers the last, short page and a page past the end', async () => {
    const last = await pagedList({ db: t.db }, { page: 4, pageSize: 10, rows: rowsOf(), count: countOf(), cap: 5 });
    // The short last page proves the total even though the count stopped at the cap.
    expect(last).toMatchObject({ total: N, exact: true });
    expect(last.rows).toHaveLength(7);
    const past = await pagedList({ db: t.db }, { page: 9, pageSize: 10, rows: rowsOf(), count: countOf() });
    expect(past).toEqual({ rows: [], total: N, exact: true });
  });

  it('past the cap reports an inexact total no smaller than the rows the page proves', async () => {
    const res = await pagedList({ db: t.db }, { page: 2, pageSize: 10, rows: rowsOf(), count: countOf(), cap: 5 });
    expect(res.exact).toBe(false);
    expect(res.rows).toHaveLength(10);
    expect(res.total).toBeGreaterThanOrEqual(21);
  });

  it('gives an empty list with total 0 when nothing matches', async () => {
    const none = and(mine, eq(users.roleCode, 'none'));
    expect(await pagedList({ db: t.db }, { page: 1, pageSize: 10, rows: rowsOf(none), count: countOf(none) })).toEqual({
      rows: [],
      total: 0,
      exact: true,
    });
  });
});

describe('pagedList totals', () => {
  const tagged = (tag: string) => like(users.loginId, `${tag}_%`);
  const addRows = (tag: string, from: number, n: number) =>
    t.db.execute(sql`
      insert into sys_user (code, name, login_id, pwd_hash, role_code, status)
      select ${tag} || lpad(i::text, 5, '0'), '总数' || i, ${tag} || '_' || i, 'x', '0002', 1
      from generate_series(${from}::int, ${from + n - 1}::int) as i`);

  it('counts a total under the cap on every request (a new row shows at once)', async () => {
    await addRows('fresh', 1, 12);
    const list = () =>
      pagedList({ db: t.db }, { page: 1, pageSize: 10, rows: rowsOf(tagged('fresh')), count: countOf(tagged('fresh')), cap: 50 });
    expect(await list()).toMatchObject({ total: 12, exact: true });
    await addRows('fresh', 13, 1);
    expect(await list()).toMatchObject({ total: 13, exact: true });
  });

  it('reuses an above-cap total for the same filter for a few seconds instead of counting again', async () => {
    await addRows('est', 1, 30);
    await t.db.execute(sql`analyze sys_user`);
    const list = () =>
      pagedList({ db: t.db }, { page: 1, pageSize: 10, rows: rowsOf(tagged('est')), count: countOf(tagged('est')), cap: 5 });
    const first = await list();
    expect(first.exact).toBe(false);
    // Counting again would now see 60 more rows (the planner too, after analyze): the kept answer does not.
    await addRows('est', 31, 60);
    await t.db.execute(sql`analyze sys_user`);
    expect((await list()).total).toBe(first.total);
    const other = await pagedList(
      { db: t.db },
      { page: 1, pageSize: 10, rows: rowsOf(tagged('est')), count: countOf(tagged('est')), cap: 6 },
    );
    expect(other.exact).toBe(false);
  });
});

describe('pagedList cursor (keyset) paging', () => {
  const orderTerms = [
    { column: users.createdAt, desc: true },
    { column: users.code, desc: true },
  ];
  const keyedRows = (limit: number, offset: number, p: PageSql) =>
    t.db
      .select({ code: users.code, ...p.keyField })
      .from(users)
      .where(and(mine, p.seek))
      .orderBy(...p.orderBy)
      .limit(limit)
      .offset(offset);
  const list = (page: number, cursor?: string, pageSize = 8) =>
    pagedList({ db: t.db }, { page, pageSize, rows: keyedRows, count: countOf(), order: orderTerms, cursor });

  it('walks forward by next and back by prev over the same pages as by number, without the sort key in the rows', async () => {
    const codes = await allCodes();
    const pages = Math.ceil(N / 8);
    let res = await list(1);
    expect(res.rows[0]).toEqual({ code: codes[0] });
    expect(res.cursor?.prev).toBeUndefined();
    const forward: string[][] = [res.rows.map((r) => r.code)];
    for (let p = 2; p <= pages; p++) {
      res = await list(p, res.cursor?.next);
      forward.push(res.rows.map((r) => r.code));
    }
    expect(forward.flat()).toEqual(codes);
    expect(res.total).toBe(N);
    expect(res.cursor?.next).toBeUndefined();
    for (let p = pages - 1; p >= 1; p--) {
      res = await list(p, res.cursor?.prev);
      expect(res.rows.map((r) => r.code)).toEqual(codes.slice((p - 1) * 8, p * 8));
    }
  });

  it('seeks from the cursor: rows added before the edge row do not shift the next page', async () => {
    const codes = await allCodes();
    const first = await list(1);
    await t.db.execute(sql`
      insert into sys_user (code, name, login_id, pwd_hash, role_code, status, created_at)
      values ('L9999', '新来', 'list_new', 'x', '0002', 1, timestamptz '2030-01-01')`);
    try {
      // By number, page 2 would now start one row earlier; by cursor it starts right after the edge row.
      expect((await list(2, first.cursor?.next)).rows.map((r) => r.code)).toEqual(codes.slice(8, 16));
      expect((await list(2)).rows.map((r) => r.code)).toEqual(codes.slice(7, 15));
    } finally {
      await t.db.execute(sql`delete from sys_user where code = 'L9999'`);
    }
  });

  it('ignores a cursor made for another page, filter or page size, and garbage', async () => {
    const codes = await allCodes();
    const first = await list(1);
    expect((await list(3, first.cursor?.next)).rows.map((r) => r.code)).toEqual(codes.slice(16, 24));
    expect((await list(2, first.cursor?.next, 5)).rows.map((r) => r.code)).toEqual(codes.slice(5, 10));
    expect((await list(2, 'not-a-cursor')).rows.map((r) => r.code)).toEqual(codes.slice(8, 16));
    const agents = and(mine, eq(users.roleCode, '0034'));
    const other = await pagedList(
      { db: t.db },
      {
        page: 2,
        pageSize: 8,
        rows: (l, o, p) => keyedRows(l, o, { ...p, seek: and(agents, p.seek) as never }),
        count: countOf(agents),
        order: orderTerms,
        cursor: first.cursor?.next,
      },
    );
    // The cursor of the unfiltered list was ignored: page 2 of the agents by number.
    expect(other.rows.every((r) => codes.includes(r.code))).toBe(true);
    expect(other.rows.length).toBe(4);
  });
});

describe('estimatedCount', () => {
  it('returns the planner estimate, in the range of the real count', async () => {
    const n = await estimatedCount(t.db, countOf()());
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(N + 1);
  });
});

describe('keysetAfter', () => {
  it('walks the whole list page by page in the offset order, ties broken by the unique key', async () => {
    const codes = await allCodes();
    const seen: string[] = [];
    let last: { code: string; createdAt: Date } | undefined;
    for (;;) {
      const where = last
        ? and(
            mine,
            keysetAfter(
              [
                { column: users.createdAt, value: last.createdAt },
                { column: users.code, value: last.code },
              ],
              'desc',
            ),
          )
        : mine;
      const page = await t.db
        .select({ code: users.code, createdAt: users.createdAt })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(8);
      if (page.length === 0) break;
      seen.push(...page.map((r) => r.code));
      last = page[page.length - 1];
    }
    expect(seen).toEqual(codes);
  });

  it('ascending order seeks forward', async () => {
    const page = await t.db
      .select({ code: users.code })
      .from(users)
      .where(and(mine, keysetAfter([{ column: users.code, value: 'L0030' }], 'asc')))
      .orderBy(users.code);
    expect(page.map((r) => r.code)).toEqual(['L0031', 'L0032', 'L0033', 'L0034', 'L0035', 'L0036', 'L0037']);
  });
});

describe('byKeys', () => {
  it('fetches the same page as a plain OFFSET query', async () => {
    const codes = await allCodes();
    const keys = t.db
      .select({ code: users.code })
      .from(users)
      .where(mine)
      .orderBy(...order)
      .limit(10)
      .offset(20);
    const page = await t.db
      .select({ code: users.code })
      .from(users)
      .where(byKeys(users.code, keys))
      .orderBy(...order);
    expect(page.map((r) => r.code)).toEqual(codes.slice(20, 30));
  });
});

describe('GET /user/queryList on the shared list code', () => {
  // Past COUNT_CAP the reply's total is an estimate; a short last page still gives the exact total.
  it('answers deep pages beyond the count cap, with an exact total on the last page', async () => {
    await t.db.execute(sql`
      insert into sys_user (code, name, login_id, pwd_hash, role_code, status, created_at)
      select 'C' || lpad(i::text, 6, '0'), '容量' || i, 'capx' || i, 'x', '0003', 1, timestamptz '2023-01-01' + (i || ' minutes')::interval
      from generate_series(1, ${COUNT_CAP + 55}) as i`);
    await t.db.execute(sql`analyze sys_user`);
    const token = await t.login();
    const list = (page: number) => t.get('/user/queryList', { loginId: 'capx', page, pageSize: 10 }, { token });

    const first = await list(1);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.total).toBeGreaterThan(COUNT_CAP);
    // Newest first: the highest-numbered row leads.
    expect(first.body.data[0].loginId).toBe(`capx${COUNT_CAP + 55}`);

    const last = await list(Math.ceil((COUNT_CAP + 55) / 10));
    expect(last.body.data.map((r: { loginId: string }) => r.loginId)).toEqual(['capx5', 'capx4', 'capx3', 'capx2', 'capx1']);
    expect(last.body.total).toBe(COUNT_CAP + 55);
    expect(first.body.exact).toBe(false);
    expect(last.body.exact).toBeUndefined();
  });

  it('pages by the reply cursor: next and prev give the pages a number gives', async () => {
    const token = await t.login();
    const list = (page: number, cursor?: string) =>
      t.get('/user/queryList', { loginId: 'capx', page, pageSize: 10, ...(cursor ? { cursor } : {}) }, { token });
    const byNumber = async (page: number) => (await list(page)).body.data.map((r: { code: string }) => r.code);
    const p1 = await list(1);
    expect(p1.body.cursor.prev).toBeUndefined();
    const p2 = await list(2, p1.body.cursor.next);
    expect(p2.body.data.map((r: { code: string }) => r.code)).toEqual(await byNumber(2));
    expect(p2.body.data[0]).not.toHaveProperty('__key');
    const p3 = await list(3, p2.body.cursor.next);
    expect(p3.body.data.map((r: { code: string }) => r.code)).toEqual(await byNumber(3));
    const back = await list(2, p3.body.cursor.prev);
    expect(back.body.data.map((r: { code: string }) => r.code)).toEqual(await byNumber(2));
  });
});
