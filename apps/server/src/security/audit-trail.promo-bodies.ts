import type { Bodies, Walk } from './audit-trail.kit.ts';

/** The operation-log walk's bodies for promotions (issue 29): set meals made for the call in the state it needs. */
export function promoBodies({ skuCode, made }: Walk): Bodies {
  const mealBody = {
    name: '组合装',
    lines: [{ skuCode, quantity: 2 }],
    packagePrice: 1000,
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
    perShopQuota: 5,
  };
  const meal = async (over: object = {}) => (await made('/setMeal/add', { ...mealBody, ...over })).id as number;
  return {
    '/setMeal/add': async () => mealBody,
    '/setMeal/update': async () => ({ id: await meal(), ...mealBody, name: '组合装二' }),
    '/setMeal/delete': async () => ({ id: await meal() }),
    '/setMeal/enable': async () => ({ ids: [await meal({ status: 2 })] }),
    '/setMeal/disable': async () => ({ ids: [await meal()] }),
  };
}
