import { employeeApi } from '@console/contract/employee';
import { idsOf } from '@console/contract/resource';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerEmployeeExport } from './employee.export.ts';
import { registerEmployeeImport } from './employee.import.ts';
import { employeeService } from './employee.service.ts';

/** 员工档案 (issue 30): the standard verbs, with leaving (离职, a date) and rejoining (复职) as its machine's transitions. */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = employeeService();
  registerEmployeeExport();
  registerEmployeeImport();
  serveAll(app, employeeApi, {
    queryList: (q, ctx) => svc.list(q, ctx),
    detail: ({ id }, ctx) => svc.detail(id, ctx),
    add: (b, ctx) => svc.add(b, ctx),
    update: async (b, ctx) => {
      await svc.update(b, ctx);
      return null;
    },
    delete: async ({ id }, ctx) => {
      await svc.remove(id, ctx);
      return null;
    },
    enable: async (b, ctx) => {
      await svc.rejoin(idsOf(b), ctx);
      return null;
    },
    disable: async (b, ctx) => {
      await svc.leave(b, ctx);
      return null;
    },
  });
};
