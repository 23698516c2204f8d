import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/order.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for after-sales (/order/afterSale), invoice titles (/invoice/info) and half-year returns (/semiannualReturnOrder): a claim on a shipped order of the walk's
 * shop (its status set directly: shipping is the warehouse's), taken through the steps each call needs.
 */
export function orderLifeBodies({ t, f, made, skuCode, pending, retCode }: Walk): Bodies {
  /** A half-year return of one unit, after a shipped order of 40 units made room for it under the cap. */
  const srBody = async () => {
    const order = await f.order(retCode, [{ skuCode, quantity: 40 }]);
    await t.db.update(orders).set({ status: 40 }).where(eq(orders.id, order.id));
    return { retCode, warehouseCode: f.warehouse(), reason: '滞销退货', lines: [{ skuCode, quantity: 1 }] };
  };
  const sr = async (...steps: 'approve'[]) => {
    const { id } = await made('/semiannualReturnOrder/add', await srBody());
    for (const step of steps) await made(`/semiannualReturnOrder/${step}`, { id });
    return id as number;
  };
  const title = () => ({ retCode, titleType: 1, title: '杭州某某商贸有限公司', taxNo: '91350100M000100Y43' });
  const titled = async () => (await made('/invoice/info/add', title())).id as number;
  const body = async (type = 2) => {
    const order = await pending();
    await t.db.update(orders).set({ status: 40 }).where(eq(orders.id, order.id));
    return { orderId: order.id, type, reason: '商品破损', lines: [{ skuCode, quantity: 1 }] };
  };
  const claimed = async (...steps: ('approve' | 'receive')[]) => {
    const { id } = await made('/order/afterSale/add', await body());
    for (const step of steps) await made(`/order/afterSale/${step}`, { id });
    return id as number;
  };
  return {
    '/order/afterSale/add': () => body(),
    '/order/afterSale/approve': async () => ({ id: await claimed() }),
    '/order/afterSale/reject': async () => ({ id: await claimed(), reason: '不符合售后条件' }),
    '/order/afterSale/receive': async () => ({ id: await claimed('approve') }),
    '/order/afterSale/refund': async () => ({ id: await claimed('approve', 'receive') }),
    '/semiannualReturnOrder/add': srBody,
    '/semiannualReturnOrder/approve': async () => ({ id: await sr() }),
    '/semiannualReturnOrder/reject': async () => ({ id: await sr(), reason: '资料不全' }),
    '/semiannualReturnOrder/receive': async () => ({ id: await sr('approve') }),
    '/semiannualReturnOrder/setting/update': async () => ({ returnRate: 5 }),
    '/invoice/info/add': async () => title(),
    '/invoice/info/update': async () => ({ id: await titled(), ...title(), title: '改名有限公司' }),
    '/invoice/info/delete': async () => ({ id: await titled() }),
    '/invoice/info/setDefault': async () => ({ id: await titled() }),
  };
}
