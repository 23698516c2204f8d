import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for marketing (/coupon): templates made for the call, in the state it
 * needs (a disabled one to enable, one never issued to delete), coupons issued to the walk's shop.
 */
export function marketingBodies({ retCode, made, uniq, pending }: Walk): Bodies {
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
    ...payBodies(made, uniq, pending),
  };
}

const channelBody = (code: string, status = 1) => ({ channelCode: code, name: '微信支付', type: 1, apiKey: 'walk-secret-key', status });

/** Payments (/pay): channels made for the call, a payment started for a pending order of the walk's shop. */
function payBodies(made: Walk['made'], uniq: Walk['uniq'], pending: Walk['pending']): Bodies {
  const channel = async (status = 1) => {
    const body = channelBody(uniq('PC'), status);
    return { id: (await made('/pay/channel/add', body)).id as number, body };
  };
  return {
    '/pay/channel/add': async () => channelBody(uniq('PC')),
    '/pay/channel/update': async () => {
      const { id, body } = await channel();
      return { id, ...body, name: '支付宝' };
    },
    '/pay/channel/delete': async () => ({ id: (await channel()).id }),
    '/pay/channel/enable': async () => ({ ids: [(await channel(2)).id] }),
    '/pay/channel/disable': async () => ({ ids: [(await channel()).id] }),
    '/pay/record/add': async () => ({ orderNo: (await pending()).orderNo, channelCode: (await channel()).body.channelCode }),
  };
}
