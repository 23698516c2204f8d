import type { Bodies, Walk } from './audit-trail.kit.ts';

/** The operation-log walk's bodies for sell-in orders (/ord/sallinOrder): an order of one unit of the walk's SKU for an SP, taken through the steps each call needs. */
export function sellinBodies({ f, made, skuCode }: Walk): Bodies {
  const body = async () => ({ spCode: (await f.shops.sp()).spCode, warehouseCode: f.warehouse(), lines: [{ skuCode, quantity: 1 }] });
  const order = async (...steps: 'approve'[]) => {
    const { id } = await made('/ord/sallinOrder/add', await body());
    for (const step of steps) await made(`/ord/sallinOrder/${step}`, { id });
    return id as number;
  };
  return {
    '/ord/sallinOrder/add': body,
    '/ord/sallinOrder/approve': async () => ({ id: await order() }),
    '/ord/sallinOrder/ship': async () => ({ id: await order('approve') }),
    '/ord/sallinOrder/cancel': async () => ({ id: await order('approve'), reason: '计划调整' }),
  };
}
