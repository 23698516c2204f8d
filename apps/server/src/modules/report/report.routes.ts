import { invReportApi } from '@console/contract/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerReportExports } from './report.export.ts';
import { flowReport, stockReport } from './inv-report.service.ts';

/** Reports (issue 30): stock at a day's end and the daily stock flow, from the ledger. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReportExports();
  serveAll(app, invReportApi, { stock: stockReport, flow: flowReport });
};
