import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../app.ts';
import { createDb } from '../../db/client.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { GUANGZHOU_TIANHE, scopedUser } from '../shop/shop.fixtures.ts';
import { poolQueries } from '../../test/pool-spy.ts';

/** The report's kept answers (sales-report-kept.ts): reused while their period's stamp holds, per scope. */

const { t, token, f } = await orderTestApp();
// The other instance behind nginx: its own app and pool (so its own kept answers) on the same database.
const other = createDb((t.pool as unknown as { options: { connectionString: string } }).options.connectionString, 2);
const twin = await build({ config: t.config, db: other.db, pool: other.pool });
await twin.ready();
afterAll(async () => {
  await twin.close();
  await other.pool.end();
});

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
type Instance = 'this' | 'twin';
/** The approval's answer code, on this instance or the other. */
const approve = async (id: number, on: Instance = 'this'): Promise<number> =>
  on === 'this'
    ? (await t.post('/order/opt/approve', {}, { token, query: { id } })).body.code
    : (
        await twin.inject({
          method: 'POST',
          url: '/api/order/opt/approve',
          query: { id: String(id) },
          payload: {},
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().code;
async function report(q: Record<string, unknown>, on: Instance = 'this', tok = token) {
  const query = { startDate: today, endDate: today, page: 1, pageSize: 50, ...q };
  if (on === 'this') return (await t.get('/sp/data/report/sales', query, { token: tok })).body.data;
  const res = await twin.inject({
    method: 'GET',
    url: '/api/sp/data/report/sales',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${tok}` },
  });
  return res.json().data;
}
/** Whether the report's own statement ran (not only the probe of a kept answer). */
const ranStatement = async (work: () => Promise<unknown>) => (await poolQueries(t, work)).some((q) => /^\s*with k as/.test(q.text));

describe('sales report, kept answers', () => {
  it('an approval shows at once in a kept answer, whichever instance committed it; unchanged, a probe alone answers', async () => {
    const { code } = await f.sku(1000);
    const shop = await f.shop();
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await f.order(shop, [{ skuCode: code, quantity: 1 }]));
    expect(await approve(orders[0].id)).toBe(200);
    for (const dimension of ['sp', 'province', 'day']) {
      const first = await report({ dimension });
      let again: unknown;
      expect(await ranStatement(async () => (again = await report({ dimension }))), dimension).toBe(false);
      expect(again).toEqual(first);
    }
    const before = (await report({ dimension: 'sp' })).totals.orderCount;
    // Committed by the other instance: this one hears of it only through the stamp.
    expect(await approve(orders[1].id, 'twin')).toBe(200);
    expect((await report({ dimension: 'sp' })).totals.orderCount).toBe(before + 1);
    expect((await report({ dimension: 'day' })).totals.orderCount).toBe(before + 1);
    // And the other way round: the twin's answer kept, then an approval here.
    expect((await report({ dimension: 'province' }, 'twin')).totals.orderCount).toBe(before + 1);
    await approve(orders[2].id);
    expect((await report({ dimension: 'province' }, 'twin')).totals.orderCount).toBe(before + 2);
    // A user limited to the shop reads the orders themselves: never kept, and current as well.
    const one = await scopedUser(t, [{ dataType: 1, dataList: shop }]);
    expect((await report({ dimension: 'sp' }, 'this', one)).totals.orderCount).toBe(3);
    await approve(orders[3].id, 'twin');
    expect(await ranStatement(async () => expect((await report({ dimension: 'sp' }, 'this', one)).totals.orderCount).toBe(4))).toBe(true);
  });

  it('a kept answer is its scope’s own: users limited to different SPs, and the administrator, never get another’s', async () => {
    const { code } = await f.sku(1000);
    const [sp, sp2] = [await f.shops.sp({ ...GUANGZHOU_TIANHE }), await f.shops.sp({ ...GUANGZHOU_TIANHE })];
    const shops = [sp, sp2, sp2].map((s) => f.shop({ ...GUANGZHOU_TIANHE, spCode: s.spCode }));
    for (const shop of shops) await approve((await f.order(await shop, [{ skuCode: code, quantity: 1 }])).id);
    const all = await report({ dimension: 'sp' });
    const spCodes = all.rows.map((r: { key: string }) => r.key);
    expect(spCodes).toEqual(expect.arrayContaining([sp.spCode, sp2.spCode]));
    const other = sp2.spCode;
    const mine = await scopedUser(t, [{ dataType: 2, dataList: sp.spCode }]);
    const theirs = await scopedUser(t, [{ dataType: 2, dataList: other }]);
    // A name is read afresh beside the stamp: a renamed SP writes no roll-up.
    expect((await report({ dimension: 'sp' }, 'this', mine)).rows[0].name).not.toBe('改名的服务商');
    await t.db.execute(sql`update sp_info set sp_name = '改名的服务商' where sp_code = ${sp.spCode}`);
    expect((await report({ dimension: 'sp' }, 'this', mine)).rows[0]).toMatchObject({ key: sp.spCode, name: '改名的服务商' });
    for (let round = 0; round < 2; round++) {
      expect((await report({ dimension: 'sp' }, 'this', mine)).rows.map((r: { key: string }) => r.key)).toEqual([sp.spCode]);
      expect((await report({ dimension: 'sp' }, 'this', theirs)).rows.map((r: { key: string }) => r.key)).toEqual([other]);
      expect((await report({ dimension: 'sp' })).rows.map((r: { key: string }) => r.key)).toEqual(spCodes);
    }
  });
});
