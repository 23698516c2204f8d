import { describe, expect, it } from 'vitest';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { orderTestApp } from './order.fixtures.ts';
import { poolQueries, statementOf } from '../../test/pool-spy.ts';

/**
 * The orders list of a user scoped to some shops finds its page's keys on an index alone (bench "orders", a
 * 200-shop scope on 1,000,000 orders: an index-only scan reads 22 buffers where fetching each matching order
 * from the heap before the sort read 85). A test table is too small for the planner to show it, so the test
 * holds the condition for it: the shop index covers every column the list's keys query reads.
 */

const { t, token: admin, f } = await orderTestApp();

/** The columns of an index of order_info, in its order. */
async function indexColumns(name: string) {
  const { rows } = await t.pool.query<{ col: string }>(
    `select a.attname as col from pg_index i join pg_class c on c.oid = i.indexrelid
       cross join lateral unnest(i.indkey) with ordinality k(attnum, n)
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
     where c.relname = $1 order by k.n`,
    [name],
  );
  return rows.map((r) => r.col);
}

describe('orders list plan', () => {
  it('a shop-scoped status tab with a date range: the shop index covers the keys query (index-only)', async () => {
    const limited = await scopedUser(t, [{ dataType: 1, dataList: [await f.shop(), await f.shop()].join(',') }]);
    const body = { status: '50', startTime: '2026-01-01', endTime: '2026-12-31', page: 1, pageSize: 10 };
    const seen = await poolQueries(t, async () => {
      expect((await t.post('/order/query/list', body, { token: limited })).body.code).toBe(200);
    });
    const keys = seen
      .map(({ text: q }) => q.match(/in \(\(select "id" from "order_info" where (.*?) limit /)?.[0])
      .find((q) => q?.includes('"ret_code" = any'));
    expect(keys).toBeDefined();
    const read = new Set([...(keys ?? '').matchAll(/"order_info"\."(\w+)"/g)].map((m) => m[1]));
    read.add('id');
    const { rows } = await t.pool.query<{ col: string }>(
      `select a.attname as col from pg_index i join pg_class c on c.oid = i.indexrelid
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where c.relname = 'order_info_status_ret_created_idx'`,
    );
    const covered = new Set(rows.map((r) => r.col));
    expect([...read].filter((c) => !covered.has(c))).toEqual([]);
  });

  // Bench "orders", 1,000,000 rows, the administrator's status tab with 30 days: planning the page afresh took
  // 1.6 ms, running it 0.4 ms. With its page size bound, a generic plan costs the page as a tenth of the filter's
  // rows and PostgreSQL never keeps it; with the page in the text it keeps the index plan per connection.
  it('the unlimited user’s page has its page in the text (a generic plan is kept); a shop scope’s stays bound', async () => {
    const limited = await scopedUser(t, [{ dataType: 1, dataList: await f.shop() }]);
    const body = { status: '50', startTime: '2026-01-01', endTime: '2026-12-31', page: 1, pageSize: 10 };
    const pageOf = async (token: string) => {
      const page = await statementOf(
        t,
        async () => {
          expect((await t.post('/order/query/list', body, { token })).body.code).toBe(200);
        },
        (text) => text.includes('in ((select "id" from "order_info"'),
      );
      expect(page.name).toBeDefined();
      return page.text;
    };
    const unlimited = await pageOf(admin);
    expect(unlimited).toMatch(/ limit 10 offset 0\)\)/);
    expect(unlimited).not.toMatch(/ limit \$\d+ offset/);
    expect(await pageOf(limited)).toMatch(/"ret_code" = any\(\$\d+::text\[\]\)\) order by .* limit \$\d+ offset \$\d+\)\)/);
  });

  it('one statement per request in steady state: the page, its exact total and the session check together', async () => {
    const [, shop] = await f.ordersOf(10, [1, 1, 1]);
    const limited = await scopedUser(t, [{ dataType: 1, dataList: shop }]);
    const list = (body: Record<string, unknown>) => t.post('/order/query/list', { page: 1, pageSize: 2, ...body }, { token: limited });
    // The first requests read the session and the scope, and learn that the route confirms itself. (An empty
    // page proves no session: it reads the session apart, shared/session-check.ts.)
    for (let i = 0; i < 2; i++) expect((await list({})).body.code).toBe(200);
    for (const [body, total, rows] of [
      [{}, 3, 2],
      [{ page: 2 }, 3, 1],
    ] as const) {
      const seen = await poolQueries(t, async () => {
        const res = await list(body);
        expect(res.body).toMatchObject({ code: 200, total });
        expect(res.body.exact).toBeUndefined();
        expect(res.body.data).toHaveLength(rows);
      });
      expect(seen).toHaveLength(1);
    }
  });

  // The DX tabs count telesales orders per status (source 2): on the status index each one's source is read from
  // the heap (bench seed, 1,000,000 orders, admin: 62,324 buffers). The DX count index leads with what every
  // status's count fixes (source, status), then a shop scope's column, and covers all it reads: index-only.
  it('the DX tab counts, the admin’s and a shop scope’s: the DX count index covers each status’s count', async () => {
    const columns = await indexColumns('order_info_source_status_ret_created_idx');
    expect(columns.slice(0, 3)).toEqual(['source', 'status', 'ret_code']);
    const limited = await scopedUser(t, [{ dataType: 1, dataList: await f.shop() }]);
    for (const token of [admin, limited]) {
      const seen = await poolQueries(t, async () => {
        expect((await t.post('/order/query/DX/statusCount', {}, { token })).body.code).toBe(200);
      });
      const counted = seen
        .map(({ text }) => [...text.matchAll(/\(select 1 from "order_info" where (.*?) limit /g)].map((m) => m[1]))
        .find((c) => c.length);
      expect(counted).toHaveLength(7);
      for (const where of counted ?? []) {
        expect(where).toMatch(/"order_info"\."source" = \$\d+/);
        expect(where).toMatch(/"order_info"\."status" = \$\d+/);
        const read = new Set([...where.matchAll(/"order_info"\."(\w+)"/g)].map((m) => m[1]));
        expect([...read].filter((c) => !columns.includes(c))).toEqual([]);
      }
    }
  });
});
