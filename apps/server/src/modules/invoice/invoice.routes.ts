import { invoiceApi } from '@console/contract/invoice';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { invoiceService as service, setDefault } from './invoice.service.ts';

/** `/invoice/info/*`: the standard calls without 启用/停用, and setDefault. */
export async function invoiceRoutes(app: FastifyInstance) {
  serveAll(app, invoiceApi, {
    queryList: (q, ctx) => service.list(q, ctx),
    add: (b, ctx) => service.add(b, ctx),
    update: async (b, ctx) => {
      await service.update(b, ctx);
      return null;
    },
    delete: async ({ id }, ctx) => {
      await service.remove(id, ctx);
      return null;
    },
    setDefault: setDefault,
  });
}
