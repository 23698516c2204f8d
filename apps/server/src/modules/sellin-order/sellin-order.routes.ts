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
    queryList: listSellins,
    detail: sellinDetail,
    add: addSellin,
    approve: approveSellin,
    ship: shipSellin,
    cancel: cancelSellin,
  });
}
