import { envelope } from '@console/contract/envelope';
import { idBody, idsBody, idsOf } from '@console/contract/resource';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '../plugins/auth.ts';
import type { Paged } from './endpoint-routes.ts';
import { ok, page } from './envelope.ts';

/** What one resource area provides; the six standard calls are then registered by `resourceRoutes`. */
export type ResourceSpec<C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType, R extends z.ZodType> = {
  /** Call path below /api, e.g. '/product/brand'. */
  path: string;
  /** Permission page name from db/menu-tree.ts, e.g. 'productBrand' → productBrand.add … */
  page: string;
  tag: string;
  label: string;
  schemas: { create: C; update: U; query: Q; row: R };
  list: (q: z.output<Q>) => Promise<Paged<z.output<R>>>;
  add: (body: z.output<C>) => Promise<{ id: number }>;
  update: (body: z.output<U>) => Promise<void>;
  remove: (id: number) => Promise<void>;
  setStatus: (ids: number[], to: 1 | 2) => Promise<unknown>;
};

/**
 * Registers POST add / delete / update / enable / disable and GET queryList for one resource, each behind
 * its `<page>.<action>` key, with full schemas (so they validate, document and serialize).
 */
export function resourceRoutes<C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: ResourceSpec<C, U, Q, R>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [spec.tag];
  const key = (action: string) => `${spec.page}.${action}` as Permission;
  const done = envelope(z.null());
  api.get(`${spec.path}/queryList`, {
    config: { permission: key('query') },
    schema: {
      tags,
      summary: `${spec.label}列表`,
      querystring: spec.schemas.query,
      response: { 200: envelope(z.array(spec.schemas.row)).extend({ total: z.number() }) },
    },
    handler: async (req) => {
      return page(await spec.list(req.query as z.output<Q>));
    },
  });
  api.post(`${spec.path}/add`, {
    config: { permission: key('add') },
    schema: { tags, summary: `新增${spec.label}`, body: spec.schemas.create, response: { 200: envelope(z.object({ id: z.number() })) } },
    handler: async (req) => ok(await spec.add(req.body as z.output<C>), '新增成功'),
  });
  api.post(`${spec.path}/update`, {
    config: { permission: key('edit') },
    schema: { tags, summary: `修改${spec.label}`, body: spec.schemas.update, response: { 200: done } },
    handler: async (req) => {
      await spec.update(req.body as z.output<U>);
      return ok(null, '修改成功');
    },
  });
  api.post(`${spec.path}/delete`, {
    config: { permission: key('delete') },
    schema: { tags, summary: `删除${spec.label}`, body: idBody, response: { 200: done } },
    handler: async (req) => {
      await spec.remove(req.body.id);
      return ok(null, '删除成功');
    },
  });
  for (const [action, to, text] of [
    ['enable', 1, '启用'],
    ['disable', 2, '禁用'],
  ] as const) {
    api.post(`${spec.path}/${action}`, {
      config: { permission: key(action) },
      schema: { tags, summary: `${text}${spec.label}（可批量，全部成功或全部不变）`, body: idsBody, response: { 200: done } },
      handler: async (req) => {
        await spec.setStatus(idsOf(req.body), to);
        return ok(null, `${text}成功`);
      },
    });
  }
}
