import { payApi, payChannelApi } from '@console/contract/pay';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import { payChannelService } from './pay-channel.service.ts';
import { payNotified } from './pay-notify.service.ts';
import { registerPayExport } from './pay.export.ts';
import { reconcile, registerReconcileExport } from './pay-reconcile.service.ts';
import { listPayRecords, startPayment } from './pay.service.ts';

/** `/pay/*`: channels on the resource service, records, and the providers' signed callback. */
export async function payRoutes(app: FastifyInstance) {
  registerPayExport();
  registerReconcileExport();
  serveResource(app, payChannelApi, payChannelService());
  serveAll(app, payApi, {
    recordList: listPayRecords,
    recordAdd: startPayment,
    reconcile: reconcile,
    notify: payNotified,
  });
}
