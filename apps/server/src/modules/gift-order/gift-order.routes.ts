import { giftBudgetApi, giftOrderApi } from '@console/contract/gift-order';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { listBudgets, updateBudget } from './gift-budget.service.ts';
import { registerGiftOrderExport } from './gift-order.export.ts';
import { giftDetail, listGiftOrders } from './gift-order-query.service.ts';
import { addGiftOrder } from './gift-order.service.ts';

/** `/gift/order/*` and `/gift/order/budget/*`: every call from the area's descriptors. */
export async function giftOrderRoutes(app: FastifyInstance) {
  registerGiftOrderExport();
  serveAll(app, giftOrderApi, {
    queryList: listGiftOrders,
    detail: giftDetail,
    add: addGiftOrder,
  });
  serveAll(app, giftBudgetApi, {
    queryList: listBudgets,
    update: updateBudget,
  });
}
