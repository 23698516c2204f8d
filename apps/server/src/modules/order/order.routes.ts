import { orderApi } from '@console/contract/order';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerOrderPort } from '../wms/order-port.ts';
import { batchApproveMerge, batchCancel } from './order-batch.service.ts';
import { createOrder, previewOrder, shopOptions, skuOptions } from './order-create.service.ts';
import { editAddress, editRemark } from './order-edit.service.ts';
import { registerOrderExports } from './order.export.ts';
import { orderForWarehouse, orderShipped, ordersInScope } from './order-port.service.ts';
import { dxStatusCounts, listDxOrders, listOrders, orderDetail, statusCounts } from './order-query.service.ts';
import { approveOrder, cancelOrder, mergeApprove } from './order-transition.service.ts';

/** `/order/*`: every call from the area's contract descriptor; rules and transactions live in the services. */
export async function orderRoutes(app: FastifyInstance) {
  registerOrderExports();
  registerOrderPort({ find: orderForWarehouse, shipped: orderShipped, inScope: ordersInScope });
  serveAll(app, orderApi, {
    queryList: listOrders,
    queryDxList: listDxOrders,
    statusCount: statusCounts,
    dxStatusCount: dxStatusCounts,
    detail: orderDetail,
    create: createOrder,
    preview: previewOrder,
    shopOptions: shopOptions,
    skuOptions: skuOptions,
    approve: approveOrder,
    approveMerge: mergeApprove,
    cancel: cancelOrder,
    editRemark: editRemark,
    editAddress: editAddress,
    editAddressByQuery: editAddress,
    batchApproveMerge: batchApproveMerge,
    batchCancel: batchCancel,
  });
}
