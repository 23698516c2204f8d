import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { scoreOrder } from '../order/order-risk.ts';

/** Risk grades, rules, the scoring of every new order, the review and the approval it guards. */

const { t, token, f } = await orderTestApp();
const sku = (await f.sku(10_000, 1000)).code;

const grade = (b: Record<string, unknown>) => t.post('/risk/grade/add', b, { token });
for (const g of [
  { gradeCode: 'LOW', gradeName: '低', minScore: 0, maxScore: 39, action: 1 },
  { gradeCode: 'MID', gradeName: '中', minScore: 40, maxScore: 69, action: 2 },
  { gradeCode: 'HIGH', gradeName: '高', minScore: 70, maxScore: 100, action: 3 },
])
  expect((await grade(g)).body.code).toBe(200);

type Risk = {
  orderNo: string;
  score: number;
  gradeName: string;
  action: number;
  reviewStatus: number;
  reasons: { rule: string; points: number; detail: string }[];
};
const riskOf = async (orderNo: string, as = token) =>
  ((await t.post('/ord/risk/queryList', { orderNo }, { token: as })).body.data as Risk[])[0];
const place = (retCode: string, quantity = 1) => f.order(retCode, [{ skuCode: sku, quantity }]);
const approve = (id: number) => t.post('/order/opt/approve', {}, { token, query: { id } });
const review = (orderNo: string, result: number, remark = '', as = token) =>
  t.post('/ord/risk/review', { orderNo, result, remark }, { token: as });
const rule = (ruleCode: string, points: number, threshold: number, enabled = true) =>
  t.post('/ord/risk/rule/update', { ruleCode, points, threshold, enabled }, { token });

describe('scoring', () => {
  it('a shop’s first order scores NEW_SHOP, graded 低 (放行): it may be approved at once', async () => {
    const o = await place(await f.shop());
    expect(await riskOf(o.orderNo)).toMatchObject({
      score: 30,
      gradeName: '低',
      action: 1,
      reviewStatus: 0,
      reasons: [{ rule: 'NEW_SHOP', points: 30, detail: '门店近30天内首单' }],
    });
    expect((await approve(o.id)).body.code).toBe(200);
  });

  it('HIGH_AMOUNT and FREQUENT add up; an order graded 拦截 is refused approval naming its grade until reviewed', async () => {
    const shop = await f.shop();
    for (let i = 0; i < 5; i++) await place(shop, 1);
    const big = await place(shop, 10);
    const risk = await riskOf(big.orderNo);
    expect(risk.reasons.map((r) => r.rule).sort()).toEqual(['FREQUENT', 'HIGH_AMOUNT']);
    expect(risk.reasons.find((r) => r.rule === 'HIGH_AMOUNT')?.detail).toBe('应付¥100.00超过门店近90天均单¥10.00的3倍');
    expect(risk).toMatchObject({ score: 70, gradeName: '高', action: 3, reviewStatus: 1 });
    expect((await approve(big.id)).body).toMatchObject({
      code: 409,
      message: `订单${big.orderNo}风险等级为「高」（拦截），请先完成风控审核`,
    });
    expect((await f.detail(big.id)).data.status).toBe(10);
    expect((await review(big.orderNo, 1, '已电话核实')).body).toMatchObject({ code: 200, data: { reviewStatus: 2 } });
    expect((await approve(big.id)).body.code).toBe(200);
    // Reviewed once: a second review names the state it is in.
    expect((await review(big.orderNo, 2)).body).toMatchObject({
      code: 409,
      message: `订单${big.orderNo}风控状态为「审核通过」，不能审核拒绝`,
    });
  });

  it('a rejected review cancels the order; rules follow their settings (points, threshold, enabled)', async () => {
    expect((await rule('NEW_SHOP', 50, 30)).body.code).toBe(200);
    const o = await place(await f.shop());
    expect(await riskOf(o.orderNo)).toMatchObject({ score: 50, gradeName: '中', action: 2, reviewStatus: 1 });
    expect((await review(o.orderNo, 2, '疑似刷单')).body).toMatchObject({ code: 200, data: { reviewStatus: 3 } });
    const d = (await f.detail(o.id)).data;
    expect(d).toMatchObject({ status: 90, cancelReason: '风控审核拒绝：疑似刷单' });
    expect((await rule('NEW_SHOP', 30, 30, false)).body.code).toBe(200);
    expect((await riskOf((await place(await f.shop())).orderNo)).score).toBe(0);
    const rules = (await t.post('/ord/risk/rule/queryList', {}, { token })).body.data as { ruleCode: string; enabled: boolean }[];
    expect(rules.map((r) => r.ruleCode)).toEqual(['NEW_SHOP', 'HIGH_AMOUNT', 'REGION_MISMATCH', 'FREQUENT']);
    expect(rules[0].enabled).toBe(false);
    await rule('NEW_SHOP', 30, 30, true);
    expect((await rule('NEW_SHOP', 101, 30)).body).toMatchObject({ code: 400, message: '分值应在0–100之间' });
    expect(
      (await t.post('/ord/risk/rule/update', { ruleCode: 'NOPE', points: 1, threshold: 1, enabled: true }, { token })).body,
    ).toMatchObject({
      code: 400,
      message: '规则不存在',
    });
  });

  it('REGION_MISMATCH: a delivery province other than the shop’s', async () => {
    const o = await place(await f.shop());
    await t.db.execute(sql`update order_info set delivery_province_code = '110000' where id = ${o.id}`);
    const ctx = { db: t.db } as never;
    const scored = await t.db.transaction((tx) => scoreOrder(tx, ctx, o.id));
    expect(scored?.reasons.map((r) => r.rule).sort()).toEqual(['NEW_SHOP', 'REGION_MISMATCH']);
    expect(scored?.reasons.find((r) => r.rule === 'REGION_MISMATCH')?.detail).toMatch(/^收货省份110000与门店省份\d+不一致$/);
  });

  it('orders placed at once by one shop see each other: the sixth of six simultaneous orders is FREQUENT', async () => {
    const shop = await f.shop();
    await Promise.all(Array.from({ length: 6 }, () => place(shop)));
    const rows = (await t.post('/ord/risk/queryList', { retCode: shop, pageSize: 50 }, { token })).body.data as Risk[];
    expect(rows.filter((r) => r.reasons.some((x) => x.rule === 'FREQUENT'))).toHaveLength(1);
    expect(rows.filter((r) => r.reasons.some((x) => x.rule === 'NEW_SHOP'))).toHaveLength(1);
  });
});

describe('scope and grades', () => {
  it('lists and reviews only in scope: outside, the list is empty and the review 404 with nothing changed', async () => {
    await rule('NEW_SHOP', 50, 30);
    const shop = await f.shop();
    const o = await place(shop);
    const outsider = await scopedUser(t, [{ dataType: 1, dataList: 'NO_SUCH_SHOP' }]);
    expect(await riskOf(o.orderNo, outsider)).toBeUndefined();
    expect((await review(o.orderNo, 1, '', outsider)).body.code).toBe(404);
    expect((await riskOf(o.orderNo)).reviewStatus).toBe(1);
    const insider = await scopedUser(t, [{ dataType: 1, dataList: shop }]);
    expect((await riskOf(o.orderNo, insider)).orderNo).toBe(o.orderNo);
    await rule('NEW_SHOP', 30, 30);
  });

  it('grade ranges of enabled grades never overlap; bad ranges are refused in Chinese', async () => {
    expect((await grade({ gradeCode: 'X1', gradeName: '叠', minScore: 30, maxScore: 45, action: 2 })).body).toMatchObject({
      code: 409,
      message: '分数区间30–45与风险等级「低」（0–39）重叠',
    });
    expect((await grade({ gradeCode: 'X2', gradeName: '反', minScore: 50, maxScore: 10, action: 2 })).body).toMatchObject({
      code: 400,
      message: '最低分不能大于最高分',
    });
    expect((await grade({ gradeCode: 'X3', gradeName: '停', minScore: 30, maxScore: 45, action: 2, status: 2 })).body.code).toBe(200);
    const list = (await t.get('/risk/grade/queryList', { pageSize: 50 }, { token })).body.data as { id: number; gradeCode: string }[];
    expect(list.map((g) => g.gradeCode)).toEqual(['LOW', 'X3', 'MID', 'HIGH']);
    const x3 = list.find((g) => g.gradeCode === 'X3')?.id;
    expect((await t.post('/risk/grade/enable', { ids: [x3] }, { token })).body.code).toBe(409);
    expect((await grade({ gradeCode: 'LOW', gradeName: '低2', minScore: 0, maxScore: 0, action: 1, status: 2 })).body).toMatchObject({
      code: 409,
      message: '风险等级编码已存在',
    });
  });
});

describe('rule edits', () => {
  it('an edit carries the updateTime it read: the second of two editors gets 409 and the rule keeps the first’s', async () => {
    await rule('HIGH_AMOUNT', 30, 3);
    const rules = async () => (await t.post('/ord/risk/rule/queryList', {}, { token })).body.data as Record<string, unknown>[];
    const read = (await rules()).find((r) => r.ruleCode === 'HIGH_AMOUNT')!;
    const edit = (points: number) =>
      t.post(
        '/ord/risk/rule/update',
        { ruleCode: 'HIGH_AMOUNT', points, threshold: 3, enabled: true, updateTime: read.updateTime },
        { token },
      );
    expect((await edit(35)).body.code).toBe(200);
    expect((await edit(45)).body).toMatchObject({ code: 409, message: '数据已被他人修改，请刷新后重试' });
    expect((await rules()).find((r) => r.ruleCode === 'HIGH_AMOUNT')).toMatchObject({ points: 35 });
  });
});

describe('the order detail', () => {
  it('reads an order’s score (grade, rule hits, review) and its ERP pushes; outside the scope 404', async () => {
    const shop = await f.shop();
    const o = await place(shop);
    const risk = (await t.get('/ord/risk/byOrder', { orderId: o.id }, { token })).body.data;
    expect(risk).toMatchObject({ orderNo: o.orderNo, gradeName: '低', action: 1, reviewStatus: expect.any(Number) });
    expect(risk.reasons.map((x: { rule: string }) => x.rule)).toContain('NEW_SHOP');
    expect((await t.get('/erp/order/byOrder', { orderId: o.id }, { token })).body.data).toEqual([]);
    expect((await approve(o.id)).body.code).toBe(200);
    const pushes = (await t.get('/erp/order/byOrder', { orderId: o.id }, { token })).body.data;
    expect(pushes).toEqual([
      expect.objectContaining({ orderNo: o.orderNo, status: 1, attempts: expect.any(Number), lastError: expect.any(String) }),
    ]);
    const stranger = await scopedUser(t, [{ dataType: 1, dataList: 'OTHER' }]);
    expect((await t.get('/ord/risk/byOrder', { orderId: o.id }, { token: stranger })).body.code).toBe(404);
    expect((await t.get('/erp/order/byOrder', { orderId: o.id }, { token: stranger })).body.code).toBe(404);
  });
});
