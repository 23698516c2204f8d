import { eq } from 'drizzle-orm';
import { orders } from '../modules/order/order.tables.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for after-sales (/order/afterSale): a claim on a shipped order of the walk's
 * shop (its status set directly: shipping is the warehouse's), taken through the steps each call needs.
 */
export function afterSaleBodies({ t, made, skuCode, pending }: Walk): Bodies {
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
  };
}
