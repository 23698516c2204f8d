import { envelope } from '@console/contract';
import { gradeInfo } from '@console/contract/grades';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope.ts';
import { allGrades } from './grades.service.ts';

export const gradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/base/gradeInfo/queryAll', {
    // Any signed-in user: the article form, user data permissions and the business pages all pick grades.
    config: { permission: 'authenticated' },
    schema: {
      tags: ['门店等级'],
      summary: '全部门店等级（可按状态筛选：1 启用，2 停用）',
      querystring: z.strictObject({ status: z.coerce.number().int().min(1).max(2).optional() }),
      response: { 200: envelope(z.array(gradeInfo)) },
    },
    handler: async (req) => ok(await allGrades(app.db, req.query.status)),
  });
};
