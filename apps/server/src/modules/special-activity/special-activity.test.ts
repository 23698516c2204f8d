import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';

/** Special activities: the resource, and order create pricing a line at the lowest price valid for the shop now. */

const { t, token, f } = await orderTestApp();
const other = (await t.db.execute<{ code: string }>(sql`select grade_code as code from grade_info where grade_code <> 'A' limit 1`)).rows[0]
  ?.code;
const activity = async (name: string, lines: { skuCode: string; specialPrice: number }[], over: Record<string, unknown> = {}) => {
  const res = await t.post('/activity/special/add', { name, startTime: '2020-01-01', endTime: '2099-12-31', lines, ...over }, { token });
  if (res.body.code !== 200) throw new Error(res.body.message);
  return res.body.data.id as number;
};
type Line = { skuCode: string; price: number; amount: number; priceSource: string };
const linesOf = async (id: number) => (await f.detail(id)).data.lines as Line[];

describe('special activity resource', () => {
  it('adds with lines and grades, lists them, refuses bad input in Chinese, a stale edit, and deletes', async () => {
    const { code } = await f.sku(0, 1000);
    const id = await activity('周末特价', [{ skuCode: code, specialPrice: 850 }], { gradeCodes: ['A'] });
    const [row] = (await t.get('/activity/special/queryList', { page: 1, pageSize: 10, name: '周末特价' }, { token })).body.data;
    expect(row).toMatchObject({
      id,
      startTime: '2020-01-01 00:00:00',
      endTime: '2099-12-31 23:59:59',
      gradeCodes: ['A'],
      linesText: `${code}：¥8.50`,
      items: [{ skuCode: code, specialPrice: 850 }],
    });
    const bad = { name: '坏', startTime: '2020-02-01', endTime: '2020-01-01', lines: [{ skuCode: code, specialPrice: 1 }] };
    expect((await t.post('/activity/special/add', bad, { token })).body).toMatchObject({ code: 400, message: '开始时间不能晚于结束时间' });
    const noGrade = { ...bad, endTime: '2020-03-01', gradeCodes: ['NOPE'] };
    expect((await t.post('/activity/special/add', noGrade, { token })).body).toMatchObject({ code: 400, message: '门店等级NOPE不存在' });
    const edit = (name: string) => ({
      id,
      name,
      startTime: row.startTime,
      endTime: row.endTime,
      gradeCodes: [],
      lines: row.items,
      updateTime: row.updateTime,
    });
    expect((await t.post('/activity/special/update', edit('周末特价2'), { token })).body.code).toBe(200);
    expect((await t.post('/activity/special/update', edit('周末特价3'), { token })).body).toMatchObject({ code: 409 });
    expect((await t.post('/activity/special/delete', { id }, { token })).body.code).toBe(200);
  });
});

describe('order create with special prices', () => {
  it('prices each line at the lowest price valid for the shop now and names it; the detail shows it', async () => {
    const [a, b, c] = [await f.sku(100, 1000), await f.sku(100, 1000), await f.sku(100, 500)];
    await activity('A等级特价', [{ skuCode: a.code, specialPrice: 800 }], { gradeCodes: ['A'] });
    await activity('全场特价', [
      { skuCode: a.code, specialPrice: 900 },
      { skuCode: b.code, specialPrice: 950 },
      { skuCode: c.code, specialPrice: 600 },
    ]);
    const shop = await f.shop();
    const { id } = await f.order(shop, [
      { skuCode: a.code, quantity: 2 },
      { skuCode: b.code, quantity: 1 },
      { skuCode: c.code, quantity: 1 },
    ]);
    const lines = await linesOf(id);
    expect(lines.find((l) => l.skuCode === a.code)).toMatchObject({ price: 800, amount: 1600, priceSource: '特价活动 A等级特价' });
    expect(lines.find((l) => l.skuCode === b.code)).toMatchObject({ price: 950, priceSource: '特价活动 全场特价' });
    // Dearer than the price table: the table's price stands.
    expect(lines.find((l) => l.skuCode === c.code)).toMatchObject({ price: 500, priceSource: '价格表' });
    expect((await f.detail(id)).data.totalAmount).toBe(1600 + 950 + 500);
  });

  it('ignores activities of another grade, disabled, or not running now', async () => {
    const { code } = await f.sku(100, 1000);
    if (other) await activity('别的等级', [{ skuCode: code, specialPrice: 100 }], { gradeCodes: [other] });
    await activity('已停用', [{ skuCode: code, specialPrice: 200 }], { status: 2 });
    await activity('已结束', [{ skuCode: code, specialPrice: 300 }], { startTime: '2020-01-01', endTime: '2020-12-31 23:59:59' });
    await activity('未开始', [{ skuCode: code, specialPrice: 400 }], { startTime: '2099-01-01', endTime: '2099-12-31' });
    const { id } = await f.order(await f.shop(), [{ skuCode: code, quantity: 1 }]);
    expect((await linesOf(id))[0]).toMatchObject({ price: 1000, priceSource: '价格表' });
  });
});
