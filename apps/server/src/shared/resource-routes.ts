import { idsOf, type resourceApi } from '@console/contract/resource';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Paged, serveAll } from './endpoint-routes.ts';
import type { RequestCtx } from './request-context.ts';
import { checksSessionInStatement } from './session-check.ts';

type Api = ReturnType<typeof resourceApi>;
type In<A extends Api, K extends keyof A> = A[K] extends { input: { schema: infer I extends z.ZodType } } ? z.output<I> : never;
type RowOf<A extends Api> = A['queryList'] extends { output: { schema: infer R extends z.ZodType } } ? z.input<R> : never;

/** What a standard resource's service provides for the six calls of its `resourceApi` descriptor. */
export type ResourceService<A extends Api> = {
  list: (q: In<A, 'queryList'>, ctx: RequestCtx) => Promise<Paged<RowOf<A>>>;
  add: (body: In<A, 'add'>, ctx: RequestCtx) => Promise<{ id: number }>;
  /** Whether `add` carries the session's check in its statement (shared/session-check.ts). */
  addChecksSession?: boolean;
  update: (body: In<A, 'update'>, ctx: RequestCtx) => Promise<unknown>;
  remove: (id: number, ctx: RequestCtx) => Promise<unknown>;
  setStatus: (ids: number[], to: 1 | 2, ctx: RequestCtx) => Promise<unknown>;
};

/** Serves a `resourceApi` descriptor with its service: paths, keys, schemas and messages come from the descriptor. */
export function serveResource<A extends Api>(app: FastifyInstance, api: A, service: ResourceService<A>) {
  if (service.addChecksSession) checksSessionInStatement(api.add);
  serveAll(app, api as Api, {
    queryList: (q, ctx) => service.list(q as never, ctx) as never,
    add: (body, ctx) => service.add(body as never, ctx),
    update: async (body, ctx) => {
      await service.update(body as never, ctx);
      return null;
    },
    delete: async ({ id }, ctx) => {
      await service.remove(id, ctx);
      return null;
    },
    enable: async (body, ctx) => {
      await service.setStatus(idsOf(body), 1, ctx);
      return null;
    },
    disable: async (body, ctx) => {
      await service.setStatus(idsOf(body), 2, ctx);
      return null;
    },
  });
}

type Batch = {
  remove: (ids: number[], ctx: RequestCtx) => Promise<number>;
  setStatus: (ids: number[], to: 1 | 2, ctx: RequestCtx) => Promise<number>;
};

/** Batch delete / enable / disable by `{ids}` that answer how many rows they changed (`{count}`), as the specification's older areas do. */
export const countedBatch = (service: Batch) => ({
  delete: async ({ ids }: { ids: number[] }, ctx: RequestCtx) => ({ count: await service.remove(ids, ctx) }),
  enable: async ({ ids }: { ids: number[] }, ctx: RequestCtx) => ({ count: await service.setStatus(ids, 1, ctx) }),
  disable: async ({ ids }: { ids: number[] }, ctx: RequestCtx) => ({ count: await service.setStatus(ids, 2, ctx) }),
});

/** A resource service's list, add and update with the batch delete that answers `{count}` (the older areas' calls). */
export const countedEdits = <S extends Batch & { list: unknown; add: unknown; update: unknown }>(s: S) => ({
  queryList: s.list as S['list'],
  add: s.add as S['add'],
  update: s.update as S['update'],
  delete: countedBatch(s).delete,
});
