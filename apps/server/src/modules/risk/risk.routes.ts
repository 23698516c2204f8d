import { riskApi, riskGradeApi } from '@console/contract/risk';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import { riskGradeService } from './risk-grade.service.ts';
import { listRisks, listRules, reviewRisk, riskOfOrder, updateRule } from './risk.service.ts';
import { registerRiskExports } from './risk.export.ts';

/** `/risk/grade` (a standard resource) and `/ord/risk/*`; the order scores each new order and guards each approval (order/order-risk.ts). */
export async function riskRoutes(app: FastifyInstance) {
  registerRiskExports();
  serveResource(app, riskGradeApi, riskGradeService());
  serveAll(app, riskApi, {
    queryList: listRisks,
    review: reviewRisk,
    byOrder: riskOfOrder,
    ruleList: listRules,
    ruleUpdate: updateRule,
  });
}
