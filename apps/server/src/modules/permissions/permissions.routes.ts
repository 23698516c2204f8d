import { permissionApi } from '@console/contract/permissions';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { permissionsOf, savePermissions } from './permissions.service.ts';

export async function permissionsRoutes(app: FastifyInstance) {
  serveAll(app, permissionApi, { queryByUserCode: permissionsOf, addOrUpdate: savePermissions });
}
