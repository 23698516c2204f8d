import type { TestApp } from '../../test/build-app.ts';

/** A set meal on sale from 2020 to 2099 (quota 3 a shop), its fields overridable; answers its id. */
export const setMealFixture =
  (t: TestApp, token: string) =>
  async (lines: { skuCode: string; quantity: number }[], over: Record<string, unknown> = {}) => {
    const res = await t.post(
      '/setMeal/add',
      {
        name: `套餐${Math.random().toString(36).slice(2, 8)}`,
        lines,
        packagePrice: 10000,
        validFrom: '2020-01-01',
        validTo: '2099-12-31',
        perShopQuota: 3,
        ...over,
      },
      { token },
    );
    if (res.body.code !== 200) throw new Error(res.body.message);
    return res.body.data.id as number;
  };
