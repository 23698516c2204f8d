import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { expireCoupons } from './coupon-use.ts';
import { couponFixtures } from './coupon.fixtures.ts';
import { todayIn } from '../../shared/time.ts';

/** Coupon templates, issue (scope, total, concurrency, Idempotency-Key), list, void, the expiry job. */

const { t, token, f } = await orderTestApp();
const cp = couponFixtures(t, () => token);
const count = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0].n);

describe('templates', () => {
  it('refuses a template that is no usable rule, with a Chinese message, writing nothing', async () => {
    const add = (body: object) => t.post('/coupon/template/add', { name: '坏模板', total: 10, ...body }, { token });
    const before = await count(sql`select count(*)::int as n from coupon_template`);
    const cases: [object, string][] = [
      [{ type: 1, validDays: 7 }, '满减券请输入减免金额'],
      [{ type: 2, discountRate: 0, validDays: 7 }, '折扣券的折扣须在1–99之间（减免的百分比）'],
      [{ type: 1, amountOff: 100 }, '请填写有效期：起止日期或领取后有效天数'],
      [
        { type: 1, amountOff: 100, validDays: 7, validFrom: '2026-01-01', validTo: '2026-02-01' },
        '有效期请二选一：起止日期或领取后有效天数',
      ],
      [{ type: 1, amountOff: 100, validFrom: '2026-03-01', validTo: '2026-02-01' }, '生效日期不能晚于失效日期'],
    ];
    for (const [body, message] of cases) expect((await add(body)).body).toMatchObject({ code: 400, message });
    expect((await add({ type: 2, discountRate: 100, validDays: 7 })).body).toMatchObject({ code: 400, message: '折扣须在1–99之间' });
    expect(await count(sql`select count(*)::int as n from coupon_template`)).toBe(before);
  });

  it('lists, edits with the whole row in view, and deletes only a template none was issued of', async () => {
    const id = await cp.template({ name: '春季满减' });
    const [row] = (await t.get('/coupon/template/queryList', { name: '春季满减' }, { token })).body.data;
    expect(row).toMatchObject({ id, type: 1, amountOff: 1000, threshold: 10000, total: 100, issued: 0, skuCodes: [] });
    // An edit that turns it into a 折扣 without a rate is judged with the stored fields: refused.
    const edit = (over: object) => t.post('/coupon/template/update', { id, name: '春季满减', type: 1, total: 100, ...over }, { token });
    expect((await edit({ type: 2 })).body).toMatchObject({ code: 400, message: '折扣券的折扣须在1–99之间（减免的百分比）' });
    expect((await edit({ type: 2, discountRate: 15, maxDiscount: 500 })).body.code).toBe(200);
    await cp.issue(id, [await f.shop(), await f.shop()]);
    expect((await edit({ type: 2, discountRate: 15, total: 1 })).body).toMatchObject({ code: 400, message: '发放总量不能少于已发放的2张' });
    expect((await t.post('/coupon/template/delete', { id }, { token })).body).toMatchObject({
      code: 409,
      message: '优惠券模板「春季满减」已发放2张，不能删除',
    });
    const spare = await cp.template();
    expect((await t.post('/coupon/template/delete', { id: spare }, { token })).body.code).toBe(200);
  });
});

describe('issue', () => {
  it('issues one coupon per shop with the template validity, never beyond its total', async () => {
    const [a, b, c] = [await f.shop(), await f.shop(), await f.shop()];
    const id = await cp.template({ total: 2, validFrom: null, validTo: null, validDays: 3 });
    const res = await cp.issue(id, [a, b]);
    expect(res.body).toMatchObject({ code: 200, message: '发放成功', data: { count: 2 } });
    const row = await cp.one(res.body.data.couponNos[0]);
    expect(row).toMatchObject({
      retCode: a,
      status: 1,
      orderNo: '',
      validFrom: todayIn('Asia/Shanghai'),
      validTo: todayIn('Asia/Shanghai', 2),
    });
    const over = await cp.issue(id, [c]);
    expect(over.body).toMatchObject({ code: 409 });
    expect(over.body.message).toContain('超出发放总量');
    expect((await cp.list({ templateId: id })).total).toBe(2);
  });

  it('never issues beyond the total when issues race (20 at once against 5)', async () => {
    const shop = await f.shop();
    const id = await cp.template({ total: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => cp.issue(id, [shop])));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 409)).toHaveLength(15);
    expect(await count(sql`select count(*)::int as n from coupon where template_id = ${id}`)).toBe(5);
    expect(await count(sql`select issued as n from coupon_template where id = ${id}`)).toBe(5);
  });

  it('a repeat with one Idempotency-Key answers the first answer and issues once, even racing', async () => {
    const shop = await f.shop();
    const id = await cp.template();
    const answers = await Promise.all(Array.from({ length: 4 }, () => cp.issue(id, [shop], token, `issue-${id}`)));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(await count(sql`select count(*)::int as n from coupon where template_id = ${id}`)).toBe(1);
    expect(
      (
        await t.post(
          '/coupon/issue',
          { templateId: id, retCodes: [shop, await f.shop()] },
          { token, headers: { 'idempotency-key': `issue-${id}` } },
        )
      ).status,
    ).toBe(422);
  });

  it('issues only to shops in the caller scope: one outside refuses the whole issue', async () => {
    const inside = await f.shop({ gradeCode: 'A' });
    const outside = await f.shop({ gradeCode: 'B' });
    const gradeA = await scopedUser(t, [{ dataType: 7, dataList: 'A' }]);
    const id = await cp.template();
    const res = await cp.issue(id, [inside, outside], gradeA);
    expect(res.body).toMatchObject({ code: 404, message: `以下门店不存在或不在您的数据权限范围内：${outside}` });
    expect(await count(sql`select issued as n from coupon_template where id = ${id}`)).toBe(0);
    expect((await cp.issue(id, [inside], gradeA)).body.code).toBe(200);
  });

  it('refuses a disabled template and an unknown one', async () => {
    const id = await cp.template();
    await t.post('/coupon/template/disable', { ids: [id] }, { token });
    expect((await cp.issue(id, [await f.shop()])).body.code).toBe(409);
    expect((await cp.issue(999999, [await f.shop()])).body).toMatchObject({ code: 404, message: '优惠券模板不存在或已被删除' });
  });
});

describe('list and void', () => {
  it('lists and voids only coupons in scope; a batch naming one outside is refused whole', async () => {
    const inside = await f.shop({ gradeCode: 'A' });
    const outside = await f.shop({ gradeCode: 'B' });
    const [mine, theirs] = [await cp.coupon(inside), await cp.coupon(outside)];
    const gradeA = await scopedUser(t, [{ dataType: 7, dataList: 'A' }]);
    const seen = (await cp.list({}, gradeA)).data.map((r: { couponNo: string }) => r.couponNo);
    expect(seen).toContain(mine);
    expect(seen).not.toContain(theirs);
    const mixed = await t.post('/coupon/void', { couponNos: [mine, theirs] }, { token: gradeA });
    expect(mixed.body).toMatchObject({ code: 404 });
    expect((await cp.one(mine)).status).toBe(1);
    expect((await t.post('/coupon/void', { couponNos: [mine] }, { token: gradeA })).body).toMatchObject({ code: 200, message: '作废成功' });
    expect((await cp.one(mine)).status).toBe(4);
    const again = await t.post('/coupon/void', { couponNos: [mine] }, { token });
    expect(again.body).toMatchObject({ code: 409, message: `优惠券${mine}当前状态为「已作废」，不能作废` });
  });

  it('filters by shop, template and status, and answers nothing to a user without data permissions', async () => {
    const shop = await f.shop();
    const no = await cp.coupon(shop);
    expect((await cp.list({ retCode: shop, status: 1 })).data.map((r: { couponNo: string }) => r.couponNo)).toEqual([no]);
    expect((await cp.list({ retCode: shop, status: 2 })).total).toBe(0);
    expect((await cp.list({}, await scopedUser(t, []))).total).toBe(0);
    expect((await t.get('/coupon/queryList', { status: 9 }, { token })).status).toBe(400);
  });
});

describe('expiry job', () => {
  it('expires unused coupons past their last day, and only those', async () => {
    const shop = await f.shop();
    const [old, fresh, used] = [await cp.coupon(shop), await cp.coupon(shop), await cp.coupon(shop)];
    const yesterday = todayIn('Asia/Shanghai', -1);
    await t.db.execute(sql`update coupon set valid_from = '2020-01-01', valid_to = ${yesterday} where coupon_no in (${old}, ${used})`);
    await t.db.execute(sql`update coupon set status = 2, order_no = 'SOX' where coupon_no = ${used}`);
    expect(await expireCoupons(t.db, 'Asia/Shanghai')).toBeGreaterThanOrEqual(1);
    expect((await cp.one(old)).status).toBe(3);
    expect((await cp.one(fresh)).status).toBe(1);
    expect((await cp.one(used)).status).toBe(2);
  });
});
