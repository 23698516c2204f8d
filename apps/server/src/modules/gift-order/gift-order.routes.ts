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
    queryList: (q, ctx) => listGiftOrders(ctx, q),
    detail: (q, ctx) => giftDetail(ctx, q.id),
    add: (b, ctx) => addGiftOrder(ctx, b),
  });
  serveAll(app, giftBudgetApi, {
    queryList: (q, ctx) => listBudgets(ctx, q),
    update: (b, ctx) => updateBudget(ctx, b),
  });
}
