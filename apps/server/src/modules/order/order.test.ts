import { orderApi } from '@console/contract/order';
import { permissionKeys, requestOf } from '@console/contract/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flattenMenuTree } from '../../db/menu-tree.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { orderTestApp, orderUser } from './order.fixtures.ts';

/** Orders: every call's permission key, the lists (filters, paging, cursor, DX), detail and telesales create. */

const { t, token, f } = await orderTestApp();

type Row = Record<string, unknown>;
const list = async (body: Row, as = token, path = '/order/query/list') => (await t.post(path, body, { token: as })).body;
const numbers = (rows: Row[]) => rows.map((r) => r.orderNo as string);

describe('permissions', () => {
  it('every call answers with its menu-tree key: refused without it, served with only it', async () => {
    const menuKeys = new Set(flattenMenuTree().map((r) => r.code));
    const none = await orderUser(t, '9101', []);
    for (const [name, e] of Object.entries(orderApi)) {
      expect(permissionKeys(e.permission).length, `${name} needs a key`).toBeGreaterThan(0);
      for (const key of permissionKeys(e.permission)) expect(menuKeys.has(key), `${name}: ${key} is in the menu tree`).toBe(true);
      const route = t.app.routeTable.find((r) => r.method === e.method && r.url === `/api${e.path}`);
      expect(route?.permission, name).toEqual(e.permission);
      const { url, body } = requestOf(e, {});
      const call = (as: string) => (e.method === 'GET' ? t.get(url, undefined, { token: as }) : t.post(url, body, { token: as }));
      expect((await call(none)).status, `${name} without ${e.permission}`).toBe(403);
    }
    // Each key alone opens every call that names it (the detail: either of its two keys).
    const keys = [...new Set(Object.values(orderApi).flatMap((e) => permissionKeys(e.permission)))];
    for (const [i, key] of keys.entries()) {
      const only = await orderUser(t, String(9200 + i), [key]);
      for (const [name, e] of Object.entries(orderApi).filter(([, x]) => permissionKeys(x.permission).includes(key))) {
        const { url, body } = requestOf(e, {});
        const res = e.method === 'GET' ? await t.get(url, undefined, { token: only }) : await t.post(url, body, { token: only });
        expect(res.status, `${name} with only ${key}`).not.toBe(403);
      }
    }
  });
});

describe('lists', () => {
  let shopA: string;
  let shopB: string;
  let sku: string;
  const made: { id: number; orderNo: string }[] = [];
  beforeAll(async () => {
    sku = (await f.sku(1000)).code;
    shopA = await f.shop({ retName: '列表甲店' });
    shopB = await f.shop({ retName: '列表乙店', channelCode: 'C02' });
    for (let i = 0; i < 7; i++) made.push(await f.order(i % 2 ? shopB : shopA, [{ skuCode: sku, quantity: 1 + i }]));
    // Spread the creation times over days so the date filters have something to cut.
    for (const [i, o] of made.entries())
      await t.db.execute(
        sql`update order_info set created_at = timestamptz '2025-03-01 10:00:00+08' + ${i} * interval '1 day' where id = ${o.id}`,
      );
  });

  it('filters by shop, status, source, channel, order number, name and date range', async () => {
    const a = await list({ retCode: shopA, pageSize: 50 });
    expect(a.total).toBe(4);
    expect(a.data.every((r: Row) => r.retCode === shopA && r.statusName === '待审核' && r.source === 2)).toBe(true);
    expect((await list({ retName: '乙店', pageSize: 50 })).total).toBe(3);
    expect((await list({ channelCode: 'C02', retCode: shopB })).total).toBe(3);
    expect((await list({ orderNo: made[2].orderNo })).data.map((r: Row) => r.id)).toEqual([made[2].id]);
    const range = await list({ retCode: shopA, startTime: '2025-03-02', endTime: '2025-03-05', pageSize: 50 });
    // Days 1..7 → A's orders on days 1, 3, 5, 7: the 3rd and 5th fall in 2..5 (a bare end date covers its day).
    expect(numbers(range.data)).toEqual([made[4].orderNo, made[2].orderNo]);
    expect((await list({ retCode: shopA, endTime: '2025-03-01 10:00:00' })).total).toBe(1);
    expect((await list({ retCode: shopA, status: 20 })).total).toBe(0);
    expect((await list({ retCode: shopA, source: 1 })).total).toBe(0);
    const bad = await t.post('/order/query/list', { startTime: '3月1日' }, { token });
    expect(bad.status).toBe(400);
  });

  it('pages newest first by number and by cursor, with the same rows', async () => {
    const byNumber: string[] = [];
    for (let page = 1; page <= 3; page++) byNumber.push(...numbers((await list({ retCode: shopA, page, pageSize: 2 })).data));
    expect(byNumber).toEqual([made[6], made[4], made[2], made[0]].map((o) => o.orderNo));
    const first = await list({ retCode: shopA, page: 1, pageSize: 2 });
    expect(first.total).toBe(4);
    expect(first.cursor?.next).toBeTruthy();
    const second = await list({ retCode: shopA, page: 2, pageSize: 2, cursor: first.cursor.next });
    expect(numbers(second.data)).toEqual([made[2].orderNo, made[0].orderNo]);
    const back = await list({ retCode: shopA, page: 1, pageSize: 2, cursor: second.cursor.prev });
    expect(numbers(back.data)).toEqual(numbers(first.data));
    // A cursor of another filter is ignored: the page is read by its number.
    const other = await list({ retCode: shopB, page: 2, pageSize: 2, cursor: first.cursor.next });
    expect(other.data).toHaveLength(1);
    expect(other.data[0].retCode).toBe(shopB);
  });

  it('counts per status for the tabs, with the other filters and the scope', async () => {
    const counts = (await t.post('/order/query/statusCount', { retCode: shopA }, { token })).body.data as Row[];
    expect(counts.map((c) => c.statusName)).toEqual(['待审核', '已审核', '已推送ERP', '已发货', '已完成', '已取消', '已合并']);
    expect(counts.find((c) => c.status === 10)).toMatchObject({ count: 4, exact: true });
    expect(counts.filter((c) => c.status !== 10).every((c) => c.count === 0 && c.exact)).toBe(true);
    // The other filters apply too (a date range that holds only the first order).
    const ranged = (await t.post('/order/query/statusCount', { retCode: shopA, endTime: '2025-03-01' }, { token })).body.data as Row[];
    expect(ranged.find((c) => c.status === 10)?.count).toBe(1);
    const limited = await scopedUser(t, [{ dataType: 1, dataList: shopB }]);
    const seen = (await t.post('/order/query/statusCount', { retCode: shopA }, { token: limited })).body.data as Row[];
    expect(seen.every((c) => c.count === 0)).toBe(true);
  });

  it('shows each user only the orders of their scope; no scope, no orders', async () => {
    const limited = await scopedUser(t, [{ dataType: 1, dataList: shopB }]);
    const seen = await list({ pageSize: 500 }, limited);
    expect(seen.total).toBe(3);
    expect(seen.data.every((r: Row) => r.retCode === shopB)).toBe(true);
    const byChannel = await scopedUser(t, [{ dataType: 5, dataList: 'C02' }]);
    expect((await list({ retCode: shopA }, byChannel)).total).toBe(0);
    const nothing = await scopedUser(t, []);
    expect((await list({}, nothing)).total).toBe(0);
  });

  it('the DX list holds telesales orders only; an agent (0034 / 0038) sees only the orders they placed', async () => {
    await t.db.execute(sql`update order_info set source = 1 where id = ${made[0].id}`);
    const all = await list({ retCode: shopA, pageSize: 50 }, token, '/order/query/DX/list');
    expect(all.total).toBe(3);
    const agent = await orderUser(t, '0034');
    const other = await orderUser(t, '0038');
    const mine = await f.order(shopA, [{ skuCode: sku, quantity: 1 }], {}, agent);
    const theirs = await f.order(shopA, [{ skuCode: sku, quantity: 1 }], {}, other);
    const seen = await list({ pageSize: 500 }, agent, '/order/query/DX/list');
    expect(seen.data.map((r: Row) => r.id)).toEqual([mine.id]);
    expect((await list({ pageSize: 500 }, other, '/order/query/DX/list')).data.map((r: Row) => r.id)).toEqual([theirs.id]);
    // The admin (not an agent) sees both on the DX list; the agent's full list is not limited to their own.
    const dx = numbers((await list({ retCode: shopA, pageSize: 50 }, token, '/order/query/DX/list')).data);
    expect(dx).toEqual(expect.arrayContaining([mine.orderNo, theirs.orderNo]));
    expect((await list({ retCode: shopA, pageSize: 50 }, agent)).total).toBe(6);
  });

  it('answers the detail with lines and log; out of scope is not found', async () => {
    const d = (await f.detail(made[1].id)).data;
    expect(d).toMatchObject({ orderNo: made[1].orderNo, retCode: shopB, status: 10, statusName: '待审核', creator: 'admin' });
    expect(d.lines).toEqual([expect.objectContaining({ skuCode: sku, quantity: 2, price: 1250, amount: 2500, discount: 0, gift: false })]);
    expect(d.log).toEqual([
      expect.objectContaining({ action: '创建', fromStatus: null, toStatus: 10, operator: expect.stringContaining('admin') }),
    ]);
    const limited = await scopedUser(t, [{ dataType: 1, dataList: shopA }]);
    const res = await t.get('/order/query/detail', { id: made[1].id }, { token: limited });
    expect(res.status).toBe(404);
    expect((await t.get('/order/query/detail', { id: 99_999_999 }, { token })).status).toBe(404);
  });
});
