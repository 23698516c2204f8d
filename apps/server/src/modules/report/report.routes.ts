import { invReportApi, salesReportApi } from '@console/contract/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerReportExports, registerSalesExport } from './report.export.ts';
import { flowReport, stockReport } from './inv-report.service.ts';
import { salesReport } from './sales-report.service.ts';

/** Reports (issue 30): stock at a day's end and the daily stock flow, from the ledger; sales from their roll-up. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReportExports();
  registerSalesExport();
  serveAll(app, invReportApi, { stock: stockReport, flow: flowReport });
  serveAll(app, salesReportApi, { sales: salesReport });
};
