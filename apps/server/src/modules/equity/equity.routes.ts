import { equityActivityApi, equityApi, equityQuery, equityResource } from '@console/contract/equity';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import { equityService, grantEquity } from './equity.service.ts';

/** `/equity/activity/*` on the resource service (its list exported) and the grant. */
export async function equityRoutes(app: FastifyInstance) {
  const service = equityService();
  registerResourceExport({ resource: equityResource, label: '权益活动列表', query: equityQuery, service });
  serveResource(app, equityActivityApi, service);
  serveAll(app, equityApi, { grant: grantEquity });
}
