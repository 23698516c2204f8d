import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { couponFixtures } from '../coupon/coupon.fixtures.ts';
import { orderTestApp } from './order.fixtures.ts';

/** The create form's preview: the same pricing as create (special price, set meal, coupon), nothing written. */

const { t, token, f } = await orderTestApp();
const cp = couponFixtures(t, () => token);

it('answers the lines, the coupon and the totals create then writes, and writes nothing itself', async () => {
  const [a, b] = [await f.sku(100, 1000), await f.sku(100, 700)];
  await t.post(
    '/activity/special/add',
    { name: '预览特价', startTime: '2020-01-01', endTime: '2099-12-31', lines: [{ skuCode: a.code, specialPrice: 900 }] },
    { token },
  );
  const meal = await t.post(
    '/setMeal/add',
    {
      name: '预览套餐',
      lines: [{ skuCode: b.code, quantity: 3 }],
      packagePrice: 2000,
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      perShopQuota: 5,
    },
    { token },
  );
  const shop = await f.shop();
  const couponNo = await cp.coupon(shop, { amountOff: 500, threshold: 1000 });
  const body = { lines: [{ skuCode: a.code, quantity: 2 }], setMeals: [{ setMealId: meal.body.data.id, count: 1 }], couponNo };
  const preview = await t.post(
    '/order/opt/preview',
    { retCode: shop, receiver: '王五', phone: '13800138000', address: '西湖大道1号', ...body },
    { token },
  );
  expect(preview.body.data).toMatchObject({
    totalAmount: 1800 + 2100,
    discountAmount: 100 + 500,
    couponOff: 500,
    couponProblem: '',
    payAmount: 1800 + 2000 - 500,
  });
  expect(preview.body.data.lines.map((l: { priceSource: string }) => l.priceSource)).toEqual(['特价活动 预览特价', '套餐 预览套餐']);
  expect(await cp.one(couponNo)).toMatchObject({ status: 1 });
  expect(
    Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from order_info where ret_code = ${shop}`)).rows[0].n),
  ).toBe(0);
  const { id } = await f.order(shop, body.lines, { setMeals: body.setMeals, couponNo });
  expect((await f.detail(id)).data).toMatchObject({ totalAmount: preview.body.data.totalAmount, payAmount: preview.body.data.payAmount });
  const again = await t.post(
    '/order/opt/preview',
    { retCode: shop, receiver: '王五', phone: '13800138000', address: '西湖大道1号', ...body },
    { token },
  );
  expect(again.body.data).toMatchObject({ couponOff: 0, couponProblem: `优惠券${couponNo}当前状态为「已使用」，不能使用` });
});
