import { specialActivityApi, specialActivityQuery, specialActivityResource } from '@console/contract/special-activity';
import type { FastifyInstance } from 'fastify';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import { specialActivityService } from './special-activity.service.ts';

/** `/activity/special/*` on the resource service, its list exported. */
export async function specialActivityRoutes(app: FastifyInstance) {
  const service = specialActivityService();
  registerResourceExport({ resource: specialActivityResource, label: '特价活动列表', query: specialActivityQuery, service });
  serveResource(app, specialActivityApi, service);
}
