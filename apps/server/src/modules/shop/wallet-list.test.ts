import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInfo, shopWallet } from '../../db/schema/shop.ts';
import { adminTestApp, scopedUser, shopFixtures, uid } from './shop.fixtures.ts';

/**
 * 钱包余额 is read in two parts (the wallets with money by balance, then every other shop by code): the rows and
 * their order are exactly those of the one sort the list had before (`coalesce(balance, 0) desc, ret_code`),
 * by page number and by cursor both ways, with the name / code filters and with a scope that hides shops.
 */
const { t, token, post } = await adminTestApp();
const tag = uid('WL');
let spCode = '';

// Balances with ties (500 ×3, 300 ×2), wallets at 0 and shops without one, spread over two SPs.
const BALANCES = [500, 300, undefined, 500, 0, 300, undefined, 500, 100, 0, undefined, 700, undefined, 100];

beforeAll(async () => {
  const fx = shopFixtures(t, () => token);
  const sps = [await fx.sp(), await fx.sp()];
  spCode = sps[0].spCode;
  for (const [i, balance] of BALANCES.entries()) {
    const retCode = `${tag}${String(14 - i).padStart(2, '0')}`;
    await fx.shop({ retCode, retName: `钱包${tag}${i % 2 ? '甲' : '乙'}`, spCode: sps[i % 3 === 0 ? 1 : 0].spCode });
    if (balance !== undefined) await t.db.insert(shopWallet).values({ retCode, balance });
  }
});

/** The list's order as one sort over the join (the query it had before its parts). */
async function sortedBefore(where: ReturnType<typeof and>) {
  const rows = await t.db
    .select({ retCode: shopInfo.retCode, balance: sql<string>`coalesce(${shopWallet.balance}, 0)::bigint` })
    .from(shopInfo)
    .leftJoin(shopWallet, eq(shopWallet.retCode, shopInfo.retCode))
    .where(where)
    .orderBy(desc(sql`coalesce(${shopWallet.balance}, 0)`), asc(shopInfo.retCode));
  return rows.map((r) => `${r.retCode}:${Number(r.balance)}`);
}

type Page = { rows: { retCode: string; balance: number }[]; total: number; cursor?: { next?: string; prev?: string } };
const pageOf = (res: { body: { data: Page['rows']; total: number; cursor?: Page['cursor'] } }): Page => ({
  rows: res.body.data,
  total: res.body.total,
  cursor: res.body.cursor,
});
const codes = (p: Page) => p.rows.map((r) => `${r.retCode}:${r.balance}`);

/** Every page by number, then forward by cursor, then back by cursor from the last: each walk the whole list. */
async function walks(ask: (body: object) => Promise<Page>, filter: object) {
  const size = 3;
  const first = await ask({ ...filter, page: 1, pageSize: size });
  const pages = Math.ceil(first.total / size);
  const byNumber: string[] = [];
  for (let page = 1; page <= pages; page++) byNumber.push(...codes(await ask({ ...filter, page, pageSize: size })));
  const forward: string[] = [];
  let last = first;
  forward.push(...codes(first));
  for (let page = 2; page <= pages; page++) {
    last = await ask({ ...filter, page, pageSize: size, cursor: last.cursor?.next });
    forward.push(...codes(last));
  }
  const back: string[] = codes(last);
  for (let page = pages - 1; page >= 1; page--) {
    last = await ask({ ...filter, page, pageSize: size, cursor: last.cursor?.prev });
    back.unshift(...codes(last));
  }
  return { total: first.total, byNumber, forward, back };
}

describe('钱包余额 order', () => {
  const asAdmin = async (body: object) => pageOf(await post('/shop/wall/balance/queryList', body));

  it('the code filter: every walk gives the rows and the order of the one sort', async () => {
    const want = await sortedBefore(ilike(shopInfo.retCode, `%${tag}%`));
    expect(want).toHaveLength(BALANCES.length);
    const got = await walks(asAdmin, { retCode: tag });
    expect(got).toEqual({ total: want.length, byNumber: want, forward: want, back: want });
  });

  it('the name filter', async () => {
    const want = await sortedBefore(ilike(shopInfo.retName, `%${tag}甲%`));
    expect(want).toHaveLength(7);
    expect(await walks(asAdmin, { retName: `${tag}甲` })).toEqual({ total: 7, byNumber: want, forward: want, back: want });
  });

  it('a scope that hides some shops', async () => {
    const user = await scopedUser(t, [{ dataType: 2, dataList: spCode }]);
    const asUser = async (body: object) => pageOf(await t.post('/shop/wall/balance/queryList', body, { token: user }));
    const want = await sortedBefore(and(ilike(shopInfo.retCode, `%${tag}%`), eq(shopInfo.spCode, spCode)));
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(BALANCES.length);
    expect(await walks(asUser, { retCode: tag })).toEqual({ total: want.length, byNumber: want, forward: want, back: want });
  });
});

describe('钱包余额 plan', () => {
  it('the first page reads each part from its index, stopping at the page (no sort over every shop)', async () => {
    const query = t.pool.query.bind(t.pool) as (...a: unknown[]) => Promise<unknown>;
    const seen: { text: string; values: unknown[] }[] = [];
    (t.pool as { query: unknown }).query = (...a: unknown[]) => {
      const cfg = a[0] as { text: string; values?: unknown[] };
      seen.push({ text: cfg.text, values: cfg.values ?? (a[1] as unknown[] | undefined) ?? [] });
      return query(...a);
    };
    try {
      expect((await post('/shop/wall/balance/queryList', { page: 1, pageSize: 20 })).body.code).toBe(200);
    } finally {
      (t.pool as { query: unknown }).query = query;
    }
    const list = seen.find((q) => q.text.includes('union all'))!;
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      // The test tables are small: without this the planner reads them whole, whatever the indexes.
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>({ text: `explain ${list.text}`, values: list.values });
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Merge Append/);
      expect(plan).toMatch(/Index Scan using shop_wallet_balance_idx on shop_wallet/);
      expect(plan).toMatch(/Index Scan using shop_info_ret_code_uq on shop_info/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
