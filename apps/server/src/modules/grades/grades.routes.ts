import { gradeAllApi } from '@console/contract/grades';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { allGrades } from './grades.service.ts';

/** GET /base/gradeInfo/queryAll: the article form, user data permissions and the business pages pick grades. */
export async function gradeRoutes(app: FastifyInstance) {
  serveAll(app, gradeAllApi, { queryAll: allGrades });
}
