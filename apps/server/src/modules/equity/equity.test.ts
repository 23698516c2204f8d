import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponFixtures } from '../coupon/coupon.fixtures.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { day, gradeFixture } from './equity.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';

/** Equity activities: a coupon for the shops of some grades, granted once per period, also when grants race. */

const { t, token, f } = await orderTestApp();
const cp = couponFixtures(t, () => token);
const grade = gradeFixture(t);
const activity = async (gradeCodes: string[], over: Record<string, unknown> = {}) => {
  const templateId = await cp.template({ total: 100 });
  const res = await t.post(
    '/equity/activity/add',
    { name: '金牌权益', gradeCodes, periodStart: day(-1), periodEnd: day(30), templateId, ...over },
    { token },
  );
  if (res.body.code !== 200) throw new Error(res.body.message);
  return res.body.data.id as number;
};
const grant = (id: number) => t.post('/equity/activity/grant', { id }, { token });
const couponsOf = async (retCode: string) =>
  Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from coupon where ret_code = ${retCode}`)).rows[0].n);

describe('equity grant', () => {
  it('issues each enabled shop of the grades its coupon once per period; a second grant issues nothing', async () => {
    const g = await grade();
    const [a, b] = [await f.shop({ gradeCode: g }), await f.shop({ gradeCode: g })];
    const other = await f.shop();
    const id = await activity([g]);
    const first = await grant(id);
    expect(first.body).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await grant(id)).body).toMatchObject({ code: 200, data: { count: 0, couponNos: [] } });
    expect([await couponsOf(a), await couponsOf(b), await couponsOf(other)]).toEqual([1, 1, 0]);
    const [row] = (await t.get('/equity/activity/queryList', { page: 1, pageSize: 10, name: '金牌权益' }, { token })).body.data.filter(
      (r: { id: number }) => r.id === id,
    );
    expect(row).toMatchObject({ granted: 2, gradeText: `等级${g}` });
  });

  it('two grants racing: one coupon per shop', async () => {
    const g = await grade();
    const shops = await Promise.all(Array.from({ length: 4 }, () => f.shop({ gradeCode: g })));
    const id = await activity([g]);
    const results = await Promise.all([grant(id), grant(id), grant(id)]);
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    expect(results.reduce((s, r) => s + r.body.data.count, 0)).toBe(4);
    for (const s of shops) expect(await couponsOf(s)).toBe(1);
  });

  it('grants only to shops in the caller’s scope; the others get theirs from a wider grant later', async () => {
    const g = await grade();
    const [mine, theirs] = [await f.shop({ gradeCode: g }), await f.shop({ gradeCode: g })];
    const id = await activity([g]);
    const limited = await scopedUser(t, [{ dataType: 1, dataList: mine }]);
    expect((await t.post('/equity/activity/grant', { id }, { token: limited })).body).toMatchObject({ code: 200, data: { count: 1 } });
    expect([await couponsOf(mine), await couponsOf(theirs)]).toEqual([1, 0]);
    expect((await grant(id)).body.data.count).toBe(1);
    expect([await couponsOf(mine), await couponsOf(theirs)]).toEqual([1, 1]);
  });

  it('refuses a disabled activity, one out of its period, and bad input in Chinese', async () => {
    const g = await grade();
    await f.shop({ gradeCode: g });
    const off = await activity([g], { status: 2 });
    const later = await activity([g], { periodStart: day(5), periodEnd: day(9) });
    expect((await grant(off)).body.message).toContain('已停用');
    expect((await grant(later)).body.message).toContain('不在周期内');
    const bad = await t.post(
      '/equity/activity/add',
      { name: 'x', gradeCodes: [], periodStart: day(0), periodEnd: day(1), templateId: 1 },
      { token },
    );
    expect(bad.body).toMatchObject({ code: 400, message: '请选择适用等级' });
  });
});
