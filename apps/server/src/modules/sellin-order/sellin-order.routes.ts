import { sellinOrderApi } from '@console/contract/sellin-order';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerSellinOrderExport } from './sellin-order.export.ts';
import { listSellins, sellinDetail } from './sellin-order-query.service.ts';
import { addSellin, approveSellin, cancelSellin, shipSellin } from './sellin-order.service.ts';

/** `/ord/sallinOrder/*`: every call from the area's descriptor. */
export async function sellinOrderRoutes(app: FastifyInstance) {
  registerSellinOrderExport();
  serveAll(app, sellinOrderApi, {
    queryList: (q, ctx) => listSellins(ctx, q),
    detail: (q, ctx) => sellinDetail(ctx, q.id),
    add: (b, ctx) => addSellin(ctx, b),
    approve: (b, ctx) => approveSellin(ctx, b),
    ship: (b, ctx) => shipSellin(ctx, b),
    cancel: (b, ctx) => cancelSellin(ctx, b),
  });
}
