import { orderApi } from '@console/contract/order';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerOrderPort } from '../wms/order-port.ts';
import { batchApproveMerge, batchCancel } from './order-batch.service.ts';
import { createOrder, previewOrder, shopOptions, skuOptions } from './order-create.service.ts';
import { editAddress, editRemark } from './order-edit.service.ts';
import { registerOrderExports } from './order.export.ts';
import { orderForWarehouse, orderShipped, ordersInScope } from './order-port.service.ts';
import { listDxOrders, listOrders, orderDetail, statusCounts } from './order-query.service.ts';
import { approveOrder, cancelOrder, mergeApprove } from './order-transition.service.ts';

/** `/order/*`: every call from the area's contract descriptor; rules and transactions live in the services. */
export async function orderRoutes(app: FastifyInstance) {
  registerOrderExports();
  registerOrderPort({ find: orderForWarehouse, shipped: orderShipped, inScope: ordersInScope });
  serveAll(app, orderApi, {
    queryList: (q, ctx) => listOrders(ctx, q),
    queryDxList: (q, ctx) => listDxOrders(ctx, q),
    statusCount: (q, ctx) => statusCounts(ctx, q),
    detail: (q, ctx) => orderDetail(ctx, q.id),
    create: (b, ctx) => createOrder(ctx, b),
    preview: (b, ctx) => previewOrder(ctx, b),
    shopOptions: (q, ctx) => shopOptions(ctx, q.keyword),
    skuOptions: (q, ctx) => skuOptions(ctx, q.retCode, q.keyword),
    approve: (q, ctx) => approveOrder(ctx, q.id, q.updateTime),
    approveMerge: (q, ctx) => mergeApprove(ctx, q.ids),
    cancel: (q, ctx) => cancelOrder(ctx, q.id, q.reason, q.updateTime),
    editRemark: (q, ctx) => editRemark(ctx, q.id, q.remark, q.updateTime),
    editAddress: (b, ctx) => editAddress(ctx, b),
    editAddressByQuery: (q, ctx) => editAddress(ctx, q),
    batchApproveMerge: (b, ctx) => batchApproveMerge(ctx, b),
    batchCancel: (b, ctx) => batchCancel(ctx, b),
  });
}
