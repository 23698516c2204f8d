import { allocFixtures } from '../modules/alloc/alloc-test-kit.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for the stock and allocation area (/stock, /alloc, /sellout): transfers
 * from the walk's warehouse to a new one, through their states; SKU mapping, sell-in and opening inventory;
 * quota plans, their lines and auto-allocation on SKUs of their own.
 */
export function stockBodies({ t, token, f, made, retCode, uniq }: Walk): Bodies {
  const { wms } = f;
  const alloc = allocFixtures(t, () => token);
  // Plans name a SKU of their own: an active plan on the walk's SKU would refuse the walk's approvals.
  const sku = async () => (await f.sku(0)).code;
  const draftPlan = async () => alloc.plan(await sku(), [], {}, true);
  const sp = async () => (await f.shops.sp()).spCode;
  const sellinBody = async () => {
    const spCode = await sp();
    return { spCode, retCode: await f.shop({ spCode }), skuCode: await sku(), quantity: 3, saleDate: '2026-01-05' };
  };
  const openingBody = async () => ({ spCode: await sp(), skuCode: await sku(), quantity: 10, stockDate: '2026-01-01' });
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
    '/stock/mapping/add': async () => ({ source: 'HIPAC', externalCode: uniq('EXT'), skuCode: await sku() }),
    '/stock/mapping/update': async () => {
      const body = { source: 'HIPAC', externalCode: uniq('EXT'), skuCode: await sku() };
      return { id: (await made('/stock/mapping/add', body)).id, ...body, source: 'FSCT' };
    },
    '/stock/mapping/delete': async () => ({
      id: (await made('/stock/mapping/add', { source: 'DCC', externalCode: uniq('EXT'), skuCode: await sku() })).id,
    }),
    '/stock/sellin/add': sellinBody,
    '/stock/sellin/delete': async () => ({ id: (await made('/stock/sellin/add', await sellinBody())).id }),
    '/stock/openingInventory/add': openingBody,
    '/stock/openingInventory/update': async () => {
      const body = await openingBody();
      return { id: (await made('/stock/openingInventory/add', body)).id, ...body, quantity: 99 };
    },
    '/stock/openingInventory/delete': async () => ({ id: (await made('/stock/openingInventory/add', await openingBody())).id }),
    '/alloc/plan/add': async () => alloc.planBody(await sku()),
    '/alloc/plan/update': async () => {
      const code = await sku();
      return { ...alloc.planBody(code), id: await alloc.plan(code, [], {}, true), total: 200 };
    },
    '/alloc/plan/delete': async () => ({ id: await draftPlan() }),
    '/alloc/plan/activate': async () => ({ id: await draftPlan() }),
    '/alloc/plan/close': async () => ({ id: await alloc.plan(await sku(), []) }),
    '/alloc/line/save': async () => ({ planId: await draftPlan(), lines: [{ code: retCode, quota: 5 }] }),
    '/sellout/autoAlloc/apply': async () => ({ planId: await alloc.plan(await sku(), [{ code: retCode, quota: 1 }], {}, true), days: 30 }),
  };
}
