import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/order.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for the warehouse area (/wms): warehouses and their channels, stock rows,
 * purchase orders through their states, deliveries and splits of the walk's orders, province returns. Rows
 * come from wms.fixtures.ts; a new warehouse takes the writes that would change how the walk's orders route.
 */
export function wmsBodies({ t, f, made, approved, pending }: Walk): Bodies {
  const { wms } = f;
  const warehouseBody = () => {
    const warehouseCode = f.products.uid('WH');
    return { warehouseCode, warehouseName: `仓库${warehouseCode}`, type: 2, provinceCode: '330000' };
  };
  /** A stock row of a new SKU in the walk's warehouse (disabled when asked). */
  const inventory = async (disabled = false) => {
    const row = await wms.inv(f.warehouse(), await wms.stock(f.warehouse(), 10));
    if (disabled) await made('/wms/inv/disable', { ids: [row.id] });
    return row.id;
  };
  const poBody = async () => ({
    warehouseCode: f.warehouse(),
    supplierName: '供应商',
    lines: [{ skuCode: await wms.skuCode(), quantity: 10 }],
  });
  /** A purchase order taken through `steps` (submit, a partial receipt). */
  const po = async (...steps: ('submit' | 'receivePart')[]) => {
    const body = await poBody();
    const { id } = await made('/wms/purchaseOrder/add', body);
    for (const step of steps)
      if (step === 'submit') await made('/wms/purchaseOrder/submit', { id });
      else await made('/wms/purchaseOrder/receive', { id, lines: [{ skuCode: body.lines[0].skuCode, quantity: 4 }] });
    return { id: id as number, body };
  };
  const returnBody = async () => ({
    provinceCode: '330000',
    warehouseCode: f.warehouse(),
    reason: '破损',
    lines: [{ skuCode: await wms.skuCode(), quantity: 1 }],
  });
  const returned = async (...steps: 'approve'[]) => {
    const { id } = await made('/wms/return/province/add', await returnBody());
    for (const step of steps) await made(`/wms/return/province/${step}`, { id });
    return id as number;
  };

  return {
    '/wms/base/add': async () => warehouseBody(),
    '/wms/base/update': async () => {
      const body = warehouseBody();
      return { id: (await wms.warehouse(body)).id, ...body, warehouseName: '改名' };
    },
    '/wms/base/delete': async () => ({ ids: [(await wms.warehouse()).id] }),
    '/wms/base/enable': async () => ({ ids: [(await wms.warehouse({ status: 2 })).id] }),
    '/wms/base/disable': async () => ({ ids: [(await wms.warehouse()).id] }),
    '/wms/channel/batchUpdateChannel': async () => ({
      warehouseCode: (await wms.warehouse()).warehouseCode,
      channels: [{ channelCode: 'C02', priority: 1 }],
    }),
    '/wms/inv/enable': async () => ({ ids: [await inventory(true)] }),
    '/wms/inv/disable': async () => ({ ids: [await inventory()] }),
    '/wms/inv/adjust': async () => ({ id: await inventory(), delta: -2, reason: '盘亏' }),
    '/wms/purchaseOrder/add': poBody,
    '/wms/purchaseOrder/update': async () => {
      const { id, body } = await po();
      return { id, ...body, supplierName: '另一供应商' };
    },
    '/wms/purchaseOrder/delete': async () => ({ ids: [(await po()).id] }),
    '/wms/purchaseOrder/submit': async () => ({ id: (await po()).id }),
    '/wms/purchaseOrder/receive': async () => {
      const { id, body } = await po('submit');
      return { id, lines: body.lines };
    },
    '/wms/purchaseOrder/cancel': async () => ({ id: (await po()).id }),
    '/wms/purchaseOrder/close': async () => ({ id: (await po('submit', 'receivePart')).id }),
    '/wms/deliver/add': async () => ({ orderNo: (await approved()).orderNo }),
    '/wms/deliver/ship': async () => {
      const [delivery] = await made('/wms/deliver/add', { orderNo: (await approved()).orderNo });
      return { id: delivery.id };
    },
    // An order approved without its lines locked (as one pushed from another system arrives): the split locks them.
    '/wms/order/split/apply': async () => {
      const { id, orderNo } = await pending();
      await t.db.update(orders).set({ status: 20 }).where(eq(orders.id, id));
      return { orderNo };
    },
    '/wms/return/province/add': returnBody,
    '/wms/return/province/update': async () => {
      const body = await returnBody();
      const { id } = await made('/wms/return/province/add', body);
      return { id, ...body, reason: '过期' };
    },
    '/wms/return/province/delete': async () => ({ ids: [await returned()] }),
    '/wms/return/province/approve': async () => ({ id: await returned() }),
    '/wms/return/province/reject': async () => ({ id: await returned() }),
    '/wms/return/province/receive': async () => ({ id: await returned('approve') }),
  };
}
