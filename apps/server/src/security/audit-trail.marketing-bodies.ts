import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for marketing (/coupon): templates made for the call, in the state it
 * needs (a disabled one to enable, one never issued to delete), coupons issued to the walk's shop.
 */
export function marketingBodies({ retCode, made }: Walk): Bodies {
  const templateBody = { name: '满100减10', type: 1, amountOff: 1000, threshold: 10000, validDays: 30, total: 100 };
  const template = async (over: object = {}) => (await made('/coupon/template/add', { ...templateBody, ...over })).id as number;
  const coupon = async () => (await made('/coupon/issue', { templateId: await template(), retCodes: [retCode] })).couponNos[0] as string;
  return {
    '/coupon/template/add': async () => templateBody,
    '/coupon/template/update': async () => ({ id: await template(), ...templateBody, name: '满100减20', amountOff: 2000 }),
    '/coupon/template/delete': async () => ({ id: await template() }),
    '/coupon/template/enable': async () => ({ ids: [await template({ status: 2 })] }),
    '/coupon/template/disable': async () => ({ ids: [await template()] }),
    '/coupon/issue': async () => ({ templateId: await template(), retCodes: [retCode] }),
    '/coupon/void': async () => ({ couponNos: [await coupon()] }),
  };
}
