import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { grantAll } from '../shop/shop.fixtures.ts';
import { wmsFixtures } from '../wms/wms.fixtures.ts';
import { inventory, stockLedger } from '../../db/schema/wms.ts';

let t: TestApp;
let as: { token: string };
let w: ReturnType<typeof wmsFixtures>;
beforeAll(async () => {
  t = await buildTestApp();
  await grantAll(t);
  as = { token: await t.login() };
  w = wmsFixtures(t, () => as.token);
});
afterAll(() => t?.close());

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() + 8 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);

/** Back-dated ledger rows for one stock row (the inventory moved with them, as every stock operation does). */
async function history(warehouseCode: string, skuCode: string, moves: [daysAgo: number, type: string, delta: number][]) {
  const [row] = await t.db
    .select()
    .from(inventory)
    .where(and(eq(inventory.warehouseCode, warehouseCode), eq(inventory.skuCode, skuCode)));
  let onHand = row.onHand;
  for (const [ago, type, delta] of moves) {
    onHand += delta;
    await t.db.insert(stockLedger).values({
      inventoryId: row.id,
      warehouseCode,
      skuCode,
      type,
      onHandDelta: delta,
      lockedDelta: 0,
      onHandAfter: onHand,
      lockedAfter: 0,
      createdAt: sql`now() - make_interval(days => ${ago})`,
    });
  }
  await t.db.update(inventory).set({ onHand }).where(eq(inventory.id, row.id));
}

describe('stock reports from the ledger', () => {
  it('today’s stock report equals the inventory list; a past day shows the stock of its end', async () => {
    const { warehouseCode } = await w.warehouse();
    const sku = await w.stock(warehouseCode, 50);
    await history(warehouseCode, sku, [
      [10, 'RECEIVE', 40],
      [5, 'SHIP', -15],
      [2, 'ADJUST', 3],
    ]);
    const report = async (date: string) => (await t.get('/inv/report/stock', { date, warehouseCode, page: 1, pageSize: 50 }, as)).body;
    const inv = (await t.get('/wms/inv/queryList', { warehouseCode, page: 1, pageSize: 50 }, as)).body.data;
    expect((await report(today())).data).toEqual(
      inv.map((r: { skuCode: string; onHand: number; locked: number }) => ({
        warehouseCode,
        skuCode: r.skuCode,
        onHand: r.onHand,
        locked: r.locked,
        available: r.onHand - r.locked,
      })),
    );
    expect((await report(today())).data[0].onHand).toBe(78);
    expect((await report(daysAgo(3))).data[0].onHand).toBe(25);
    expect((await report(daysAgo(20))).total).toBe(0);
  });

  it('the flow: closing of a day is the opening of the next, always; in and out by ledger type', async () => {
    const { warehouseCode } = await w.warehouse();
    const sku = await w.stock(warehouseCode, 20);
    await history(warehouseCode, sku, [
      [30, 'RECEIVE', 100],
      [12, 'SHIP', -30],
      [12, 'RETURN', 5],
      [7, 'TRANSFER_OUT', -10],
      [7, 'ADJUST', -1],
      [1, 'RECEIVE', 9],
    ]);
    const res = (await t.get('/inv/report/flow', { warehouseCode, skuCode: sku, startDate: daysAgo(14), endDate: today() }, as)).body;
    const flow = res.data;
    expect(flow.days).toHaveLength(15);
    expect(flow.days[0].opening).toBe(100);
    for (let i = 1; i < flow.days.length; i++) expect(flow.days[i].opening).toBe(flow.days[i - 1].closing);
    for (const d of flow.days) expect(d.closing).toBe(d.opening + d.inQty - d.outQty);
    const d12 = flow.days.find((d: { date: string }) => d.date === daysAgo(12));
    expect(d12).toMatchObject({ inQty: 5, outQty: 30, types: { SHIP: -30, RETURN: 5 } });
    const stock = (await t.get('/inv/report/stock', { date: today(), warehouseCode, skuCode: sku, page: 1, pageSize: 5 }, as)).body.data;
    expect(flow.days.at(-1).closing).toBe(stock[0].onHand);
    expect(stock[0].onHand).toBe(20 + 100 - 30 + 5 - 10 - 1 + 9);
  });

  it('the opening is the ledger’s sum before the period, for a stock row, a warehouse and everything', async () => {
    const a = await w.warehouse();
    const b = await w.warehouse();
    const one = await w.stock(a.warehouseCode, 7);
    const two = await w.stock(b.warehouseCode, 11);
    await history(a.warehouseCode, one, [
      [40, 'RECEIVE', 60],
      [20, 'SHIP', -12],
      [3, 'RETURN', 4],
    ]);
    await history(b.warehouseCode, two, [
      [25, 'RECEIVE', 30],
      [9, 'ADJUST', -2],
    ]);
    const start = daysAgo(10);
    for (const codes of [{ warehouseCode: a.warehouseCode, skuCode: one }, { warehouseCode: b.warehouseCode }, {}]) {
      const where = [
        sql`${stockLedger.createdAt} < (${start}::date)::timestamp at time zone 'Asia/Shanghai'`,
        ...Object.entries(codes).map(([k, v]) => eq(k === 'skuCode' ? stockLedger.skuCode : stockLedger.warehouseCode, v)),
      ];
      const [{ sum }] = await t.db
        .select({ sum: sql<number>`coalesce(sum(${stockLedger.onHandDelta}), 0)::int` })
        .from(stockLedger)
        .where(and(...where));
      const res = (await t.get('/inv/report/flow', { ...codes, startDate: start, endDate: today() }, as)).body;
      expect(res.data.days[0].opening, JSON.stringify(codes)).toBe(sum);
    }
  });

  it('a period that ended before today: its days are the ledger’s, not moved by what came after it', async () => {
    const { warehouseCode } = await w.warehouse();
    const sku = await w.stock(warehouseCode, 10);
    await history(warehouseCode, sku, [
      [20, 'RECEIVE', 50],
      [15, 'SHIP', -8],
      [6, 'RECEIVE', 30],
      [2, 'SHIP', -4],
    ]);
    const codes = { warehouseCode, skuCode: sku };
    const flow = (await t.get('/inv/report/flow', { ...codes, startDate: daysAgo(18), endDate: daysAgo(4) }, as)).body.data;
    expect(flow.days).toHaveLength(15);
    // The stock row's first 10 arrived today, after the period.
    expect(flow.days[0].opening).toBe(50);
    expect(flow.days.find((d: { date: string }) => d.date === daysAgo(15))).toMatchObject({ outQty: 8, types: { SHIP: -8 } });
    expect(flow.days.at(-1).closing).toBe(50 - 8 + 30);
    const stock = (await t.get('/inv/report/stock', { ...codes, date: daysAgo(4), page: 1, pageSize: 5 }, as)).body.data;
    expect(flow.days.at(-1).closing).toBe(stock[0].onHand);
  });

  it.each([
    [{ startDate: '2026-02-01', endDate: '2026-01-01' }, '结束日期不能早于开始日期'],
    [{ startDate: '2024-01-01', endDate: '2026-01-01' }, '查询期间不能超过366天'],
    [{ startDate: 'x', endDate: '2026-01-01' }, '请选择开始日期'],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, '开始日期不是有效日期'],
  ])('refuses a bad period %o with 400', async (q, message) => {
    expect((await t.get('/inv/report/flow', q, as)).body).toMatchObject({ code: 400, message });
  });
});
