import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for gift orders (/gift/order): the walk's shop gets a budget large enough for
 * every gift order of the walk (a budget set is one log row; a gift order's is its order's 创建 row).
 */
export function giftBodies({ made, skuCode, retCode }: Walk): Bodies {
  const budget = (monthlyBudget: number) => ({ retCode, monthlyBudget });
  return {
    '/gift/order/budget/update': async () => budget(100_000_000),
    '/gift/order/add': async () => {
      await made('/gift/order/budget/update', budget(100_000_000));
      return { retCode, lines: [{ skuCode, quantity: 1 }] };
    },
  };
}
