import { HANGZHOU_XIHU } from '../modules/shop/shop.fixtures.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for orders (/order/opt): pending orders of the walk's shop, placed through
 * order.fixtures.ts. Approve, merge, cancel and remark take their input in the query string (the walk sends
 * it there, as the route's schema says); a merge takes two pending orders of one shop to one address.
 */
export function orderBodies({ retCode, skuCode, pending }: Walk): Bodies {
  const pair = async () => [(await pending()).id, (await pending()).id];
  return {
    '/order/opt/create': async () => ({
      retCode,
      lines: [{ skuCode, quantity: 1 }],
      receiver: '王五',
      phone: '13800138000',
      address: '西湖大道1号',
    }),
    '/order/opt/approve': async () => ({ id: (await pending()).id }),
    '/order/opt/approve/merge': async () => ({ ids: (await pair()).join(',') }),
    '/order/opt/cancel': async () => ({ id: (await pending()).id, reason: '门店取消' }),
    '/order/opt/editRemark': async () => ({ id: (await pending()).id, remark: '请上午送达' }),
    '/order/opt/editAddress': async () => ({
      id: (await pending()).id,
      receiver: '赵六',
      phone: '13900139000',
      ...HANGZHOU_XIHU,
      address: '西湖大道2号',
    }),
    '/order/opt/batch/approve/merge': async () => ({ ids: await pair() }),
    '/order/opt/batch/cancel': async () => ({ ids: [(await pending()).id], reason: '门店取消' }),
  };
}
