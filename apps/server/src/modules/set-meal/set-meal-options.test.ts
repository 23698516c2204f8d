import { expect, it } from 'vitest';
import { orderTestApp } from '../order/order.fixtures.ts';
import { setMealFixture } from './set-meal.fixtures.ts';

/** The create form's 套餐 picker and the preview's quota check (the shop's scope: idor.marketing.ts). */

const { t, token, f } = await orderTestApp();
const add = setMealFixture(t, token);
const meal = (skuCode: string, over: Record<string, unknown> = {}) => add([{ skuCode, quantity: 2 }], { packagePrice: 900, ...over });
const preview = (retCode: string, setMeals: { setMealId: number; count: number }[]) =>
  t.post('/order/opt/preview', { retCode, receiver: '王五', phone: '13800138000', address: '西湖大道1号', lines: [], setMeals }, { token });

it('offers the set meals on sale now with what the shop has left of each quota; not the disabled or expired ones', async () => {
  const { code } = await f.sku(100, 500);
  const onSale = await meal(code);
  const disabled = await meal(code, { status: 2 });
  const expired = await meal(code, { validFrom: '2020-01-01', validTo: '2020-12-31' });
  const later = await meal(code, { validFrom: '2098-01-01', validTo: '2099-12-31' });
  const shop = await f.shop();
  await f.order(shop, [], { setMeals: [{ setMealId: onSale, count: 2 }] });
  const options = (await t.get('/setMeal/options', { retCode: shop }, { token })).body.data as { id: number }[];
  const ids = options.map((o) => o.id);
  expect(ids).toContain(onSale);
  for (const id of [disabled, expired, later]) expect(ids).not.toContain(id);
  expect(options.find((o) => o.id === onSale)).toMatchObject({ packagePrice: 900, linesText: `${code}×2`, perShopQuota: 3, remaining: 1 });
  // Another shop's quota is untouched.
  const other = (await t.get('/setMeal/options', { retCode: await f.shop() }, { token })).body.data as { id: number; remaining: number }[];
  expect(other.find((o) => o.id === onSale)?.remaining).toBe(3);
  expect((await t.get('/setMeal/options', { retCode: 'NOPE' }, { token })).body).toMatchObject({ code: 404 });
  expect((await t.get('/setMeal/options', {}, { token })).body).toMatchObject({ code: 400, message: '请选择门店' });
});

it('the preview prices the packages and says 超出套餐限购 as create would, taking nothing', async () => {
  const { code } = await f.sku(100, 500);
  const id = await meal(code, { perShopQuota: 2 });
  const shop = await f.shop();
  const fine = await preview(shop, [{ setMealId: id, count: 2 }]);
  expect(fine.body.data).toMatchObject({ totalAmount: 2000, payAmount: 1800 });
  expect(fine.body.data.lines).toHaveLength(1);
  const over = await preview(shop, [{ setMealId: id, count: 3 }]);
  expect(over.status).toBe(409);
  expect(over.body.message).toContain('超出套餐限购');
  await f.order(shop, [], { setMeals: [{ setMealId: id, count: 1 }] });
  expect((await preview(shop, [{ setMealId: id, count: 2 }])).body.message).toBe(
    `超出套餐限购：「${(await t.get('/setMeal/options', { retCode: shop }, { token })).body.data.find((o: { id: number }) => o.id === id).name}」每店限购2份`,
  );
  expect((await preview(shop, [{ setMealId: id, count: 1 }])).body.code).toBe(200);
});
