import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for the stock and allocation area (/stock, /alloc, /sellout): transfers
 * from the walk's warehouse to a new one, through their states.
 */
export function stockBodies({ f, made }: Walk): Bodies {
  const { wms } = f;
  const transferBody = async () => ({
    fromWarehouseCode: f.warehouse(),
    toWarehouseCode: (await wms.warehouse()).warehouseCode,
    lines: [{ skuCode: await wms.stock(f.warehouse(), 5), quantity: 2 }],
  });
  const transferred = async (...steps: 'approve'[]) => {
    const body = await transferBody();
    const { id } = await made('/stock/transfer/add', body);
    for (const step of steps) await made(`/stock/transfer/${step}`, { id });
    return { id: id as number, body };
  };
  return {
    '/stock/transfer/add': transferBody,
    '/stock/transfer/update': async () => {
      const { id, body } = await transferred();
      return { id, ...body, remark: '改备注' };
    },
    '/stock/transfer/approve': async () => ({ id: (await transferred()).id }),
    '/stock/transfer/complete': async () => ({ id: (await transferred('approve')).id }),
    '/stock/transfer/cancel': async () => ({ id: (await transferred('approve')).id }),
  };
}
