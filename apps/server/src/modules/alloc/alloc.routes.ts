import { allocLineApi, allocPlanApi, autoAllocApi } from '@console/contract/alloc';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerAllocExports } from './alloc.export.ts';
import { applyAutoAlloc, previewAutoAlloc } from './auto-alloc.service.ts';
import { codeOptions, listLines, saveLines } from './line.service.ts';
import { planService as plans } from './plan.service.ts';

/** `/alloc/*` and `/sellout/autoAlloc/*`: every call from the area's contract descriptors; rules live in the services. */
export async function allocRoutes(app: FastifyInstance) {
  registerAllocExports();
  serveAll(app, allocPlanApi, {
    queryList: (q, ctx) => plans.list(q, ctx),
    detail: (q, ctx) => plans.detail(q.id, ctx),
    add: (b, ctx) => plans.add(b, ctx),
    update: (b, ctx) => plans.update(b, ctx),
    delete: async (b, ctx) => {
      await plans.remove(b.id, ctx);
      return null;
    },
    activate: async (b, ctx) => {
      await plans.transition('activate', [b.id], ctx);
      return null;
    },
    close: async (b, ctx) => {
      await plans.transition('close', [b.id], ctx);
      return null;
    },
  });
  serveAll(app, allocLineApi, { queryList: listLines, save: saveLines, codeOptions });
  serveAll(app, autoAllocApi, { preview: previewAutoAlloc, apply: applyAutoAlloc });
}
