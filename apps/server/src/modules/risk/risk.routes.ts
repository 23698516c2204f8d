import { riskApi, riskGradeApi } from '@console/contract/risk';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import { registerOrderHooks } from '../order/order-hooks.ts';
import { riskGradeService } from './risk-grade.service.ts';
import { scoreOrder } from './risk-score.service.ts';
import { approvalGuard, listRisks, listRules, reviewRisk, riskOfOrder, updateRule } from './risk.service.ts';
import { registerRiskExports } from './risk.export.ts';

/** `/risk/grade` (a standard resource) and `/ord/risk/*`; every new order is scored, every approval guarded. */
export async function riskRoutes(app: FastifyInstance) {
  registerOrderHooks('risk', { created: async (tx, ctx, id) => void (await scoreOrder(tx, ctx, id)), approving: approvalGuard });
  registerRiskExports();
  serveResource(app, riskGradeApi, riskGradeService());
  serveAll(app, riskApi, {
    queryList: (q, ctx) => listRisks(ctx, q),
    review: (b, ctx) => reviewRisk(ctx, b),
    byOrder: (q, ctx) => riskOfOrder(ctx, q.orderId),
    ruleList: (_q, ctx) => listRules(ctx),
    ruleUpdate: (b, ctx) => updateRule(ctx, b),
  });
}
