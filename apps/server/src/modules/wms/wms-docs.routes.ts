import { deliverQuery, deliveryResource, wmsDeliverApi, wmsOrderSplitApi } from '@console/contract/wms-docs';
import { wmsReturnProvinceApi } from '@console/contract/wms-returns';
import type { FastifyInstance } from 'fastify';
import { countedEdits } from '../../shared/resource-routes.ts';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { createDeliveries, deliveryDetail, listDeliveries, shipDelivery } from './deliver.service.ts';
import { applySplit, listSplits, previewSplit } from './order-split.service.ts';
import { receivedBack, returnDetail, returnService } from './return.service.ts';

/** Deliveries, order split and province returns. */
export async function wmsDocRoutes(app: FastifyInstance) {
  registerResourceExport({ resource: deliveryResource, query: deliverQuery, service: { list: listDeliveries } });
  serveAll(app, wmsDeliverApi, {
    queryList: listDeliveries,
    detail: deliveryDetail,
    add: createDeliveries,
    ship: shipDelivery,
  });
  serveAll(app, wmsOrderSplitApi, {
    preview: previewSplit,
    apply: applySplit,
    queryList: listSplits,
  });
  const ret = returnService();
  serveAll(app, wmsReturnProvinceApi, {
    ...countedEdits(ret),
    detail: ({ id }, ctx) => returnDetail(ret, id, ctx),
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
