import { idsOf, type resourceApi } from '@console/contract/resource';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Paged, serveAll } from './endpoint-routes.ts';

type Api = ReturnType<typeof resourceApi>;
type In<A extends Api, K extends keyof A> = A[K] extends { input: infer I extends z.ZodType } ? z.output<I> : never;
type RowOf<A extends Api> = A['queryList'] extends { output: infer R extends z.ZodType } ? z.input<R> : never;

/** What a standard resource's service provides for the six calls of its `resourceApi` descriptor. */
export type ResourceService<A extends Api> = {
  list: (q: In<A, 'queryList'>) => Promise<Paged<RowOf<A>>>;
  add: (body: In<A, 'add'>) => Promise<{ id: number }>;
  update: (body: In<A, 'update'>) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
  setStatus: (ids: number[], to: 1 | 2) => Promise<unknown>;
};

/** Serves a `resourceApi` descriptor with its service: paths, keys, schemas and messages come from the descriptor. */
export function serveResource<A extends Api>(app: FastifyInstance, api: A, service: ResourceService<A>) {
  serveAll(app, api as Api, {
    queryList: (q) => service.list(q as never) as never,
    add: (body) => service.add(body as never),
    update: async (body) => {
      await service.update(body as never);
      return null;
    },
    delete: async ({ id }) => {
      await service.remove(id);
      return null;
    },
    enable: async (body) => {
      await service.setStatus(idsOf(body), 1);
      return null;
    },
    disable: async (body) => {
      await service.setStatus(idsOf(body), 2);
      return null;
    },
  });
}
