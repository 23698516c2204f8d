import { wmsDeliverApi, wmsOrderSplitApi } from '@console/contract/wms-docs';
import { wmsReturnProvinceApi } from '@console/contract/wms-returns';
import type { FastifyInstance } from 'fastify';
import { countedBatch } from '../../shared/resource-routes.ts';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { createDeliveries, deliveryDetail, listDeliveries, shipDelivery } from './deliver.service.ts';
import { applySplit, listSplits, previewSplit } from './order-split.service.ts';
import { receivedBack, returnDetail, returnService } from './return.service.ts';

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
  const ret = returnService();
  serveAll(app, wmsReturnProvinceApi, {
    queryList: ret.list,
    detail: ({ id }, ctx) => returnDetail(ret, id, ctx),
    add: ret.add,
    update: ret.update,
    delete: countedBatch(ret).delete,
    approve: async ({ id, auditRemark }, ctx) => {
      await ret.transition('approve', [id], ctx, { set: { auditRemark } });
    },
    reject: async ({ id, auditRemark }, ctx) => {
      await ret.transition('reject', [id], ctx, { set: { auditRemark } });
    },
    receive: async ({ id }, ctx) => {
      await ret.transition('receive', [id], ctx, { after: receivedBack(ctx) });
    },
  });
}
