import { wmsDeliverApi, wmsOrderSplitApi } from '@console/contract/wms-docs';
import { wmsReturnProvinceApi } from '@console/contract/wms-returns';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { createDeliveries, deliveryDetail, listDeliveries, shipDelivery } from './deliver.service.ts';
import { applySplit, listSplits, previewSplit } from './order-split.service.ts';
import {
  addReturn,
  approveReturn,
  deleteReturns,
  listReturns,
  receiveReturn,
  rejectReturn,
  returnDetail,
  updateReturn,
} from './return.service.ts';

/** Deliveries, order split and province returns. */
export async function wmsDocRoutes(app: FastifyInstance) {
  serveAll(app, wmsDeliverApi, {
    queryList: (q, ctx) => listDeliveries(ctx, q),
    detail: (q, ctx) => deliveryDetail(ctx, q.id),
    add: (b, ctx) => createDeliveries(ctx, b.orderNo),
    ship: (b, ctx) => shipDelivery(ctx, b.id),
  });
  serveAll(app, wmsOrderSplitApi, {
    preview: (b, ctx) => previewSplit(ctx, b),
    apply: (b, ctx) => applySplit(ctx, b.orderNo),
    queryList: (q, ctx) => listSplits(ctx, q),
  });
  serveAll(app, wmsReturnProvinceApi, {
    queryList: (q, ctx) => listReturns(ctx, q),
    detail: (q, ctx) => returnDetail(ctx, q.id),
    add: (b, ctx) => addReturn(ctx, b),
    update: (b, ctx) => updateReturn(ctx, b),
    delete: (b, ctx) => deleteReturns(ctx, b.ids),
    approve: (b, ctx) => approveReturn(ctx, b.id, b.auditRemark),
    reject: (b, ctx) => rejectReturn(ctx, b.id, b.auditRemark),
    receive: (b, ctx) => receiveReturn(ctx, b.id),
  });
}
