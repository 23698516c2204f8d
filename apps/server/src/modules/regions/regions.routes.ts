import { routeSchema } from '../../shared/endpoint-routes.ts';
import { envelope } from '@console/contract';
import { regionApi, regionChildrenQuery, regionRow } from '@console/contract/regions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope.ts';
import { allRegions, buildTree, childrenOf } from './regions.service.ts';

const tags = ['区域'];
// Public: the area picker at /test is reachable without signing in (specification §2); the data is public
// reference data. Browsers may keep it for an hour: it only changes with a new release.
const CACHE = 'public, max-age=3600';

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/base/area/queryAll', {
    config: { permission: 'public' },
    schema: routeSchema(regionApi.queryAll),
    handler: async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return ok(buildTree(await allRegions(app.db)));
    },
  });

  app.get('/base/area/queryAllRegion', {
    config: { permission: 'public' },
    schema: { tags, summary: '全部区域（平铺：code、name、parentCode、level）', response: { 200: envelope(z.array(regionRow)) } },
    handler: async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return ok(await allRegions(app.db));
    },
  });

  app.get('/base/area/query', {
    config: { permission: 'public' },
    schema: {
      tags,
      summary: '下级区域（不传 code 时为全部省份）',
      querystring: regionChildrenQuery,
      response: { 200: envelope(z.array(regionRow)) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', CACHE);
      return ok(await childrenOf(app.db, req.query.code));
    },
  });
};
