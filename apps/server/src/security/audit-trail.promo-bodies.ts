import type { Bodies, Walk } from './audit-trail.kit.ts';

/** The operation-log walk's bodies for promotions (issue 29): set meals, special activities and lottery and equity activities made for the call, a draw and a grant of the walk's shop in the state it needs. */
export function promoBodies({ skuCode, retCode, made }: Walk): Bodies {
  const mealBody = {
    name: '组合装',
    lines: [{ skuCode, quantity: 2 }],
    packagePrice: 1000,
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
    perShopQuota: 5,
  };
  const meal = async (over: object = {}) => (await made('/setMeal/add', { ...mealBody, ...over })).id as number;
  const specialBody = { name: '周末特价', startTime: '2020-01-01', endTime: '2099-12-31', lines: [{ skuCode, specialPrice: 100 }] };
  const special = async (over: object = {}) => (await made('/activity/special/add', { ...specialBody, ...over })).id as number;
  const lotteryBody = {
    name: '年终抽奖',
    startTime: '2020-01-01',
    endTime: '2099-12-31',
    drawsPerShopPerDay: 100,
    prizes: [{ name: '赠品', kind: 2, skuCode, probability: 500, stock: 10 }],
  };
  const lottery = async (over: object = {}) => (await made('/lottery/activity/add', { ...lotteryBody, ...over })).id as number;
  const equityBody = async () => ({
    name: '金牌权益',
    gradeCodes: ['A'],
    periodStart: '2020-01-01',
    periodEnd: '2099-12-31',
    templateId: (await made('/coupon/template/add', { name: '权益券', type: 1, amountOff: 100, validDays: 30, total: 1000 })).id,
  });
  const equity = async (over: object = {}) => (await made('/equity/activity/add', { ...(await equityBody()), ...over })).id as number;
  return {
    '/equity/activity/add': equityBody,
    '/equity/activity/update': async () => ({ id: await equity(), ...(await equityBody()), name: '金牌权益二' }),
    '/equity/activity/delete': async () => ({ id: await equity() }),
    '/equity/activity/enable': async () => ({ ids: [await equity({ status: 2 })] }),
    '/equity/activity/disable': async () => ({ ids: [await equity()] }),
    '/equity/activity/grant': async () => ({ id: await equity() }),
    '/lottery/activity/add': async () => lotteryBody,
    '/lottery/activity/update': async () => ({ id: await lottery(), ...lotteryBody, name: '年终抽奖二' }),
    '/lottery/activity/delete': async () => ({ id: await lottery() }),
    '/lottery/activity/enable': async () => ({ ids: [await lottery({ status: 2 })] }),
    '/lottery/activity/disable': async () => ({ ids: [await lottery()] }),
    '/lottery/activity/draw': async () => ({ activityId: await lottery(), retCode }),
    '/activity/special/add': async () => specialBody,
    '/activity/special/update': async () => ({ id: await special(), ...specialBody, name: '周末特价二' }),
    '/activity/special/delete': async () => ({ id: await special() }),
    '/activity/special/enable': async () => ({ ids: [await special({ status: 2 })] }),
    '/activity/special/disable': async () => ({ ids: [await special()] }),
    '/setMeal/add': async () => mealBody,
    '/setMeal/update': async () => ({ id: await meal(), ...mealBody, name: '组合装二' }),
    '/setMeal/delete': async () => ({ id: await meal() }),
    '/setMeal/enable': async () => ({ ids: [await meal({ status: 2 })] }),
    '/setMeal/disable': async () => ({ ids: [await meal()] }),
  };
}
