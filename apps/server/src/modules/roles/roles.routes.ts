import { rolesApi } from '@console/contract/roles';
import type { FastifyInstance } from 'fastify';
import { serveAll, withMessage } from '../../shared/endpoint-routes.ts';
import { addRole, allRoles, deleteRole, listRoles, setRoleMenus, setRoleStatus, updateRole } from './roles.service.ts';

export async function rolesRoutes(app: FastifyInstance) {
  serveAll(app, rolesApi, {
    queryList: listRoles,
    queryAll: allRoles,
    add: addRole,
    update: updateRole,
    delete: deleteRole,
    status: async (body, ctx) => withMessage(await setRoleStatus(body, ctx), body.status === 1 ? '启用成功' : '禁用成功'),
    menu: setRoleMenus,
  });
}
