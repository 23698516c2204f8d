import { authApi } from '@console/contract/auth';
import { usersApi } from '@console/contract/users';
import type { FastifyInstance } from 'fastify';
import { serve, serveAll, withMessage } from '../../shared/endpoint-routes.ts';
import { menuTreeForRole } from '../menus/menu-tree.service.ts';
import { userSelectData } from './select-data.service.ts';
import './users.export.ts';
import { deleteUser, getUser, insertUser, listUsers, resetPassword, setUserStatus, updateUser } from './users.service.ts';

const STATUS_MESSAGES: Record<number, string> = { 1: '启用成功', 2: '禁用成功', 3: '禁用成功', 5: '删除成功' };

export async function usersRoutes(app: FastifyInstance) {
  serveAll(app, usersApi, {
    queryList: listUsers,
    query: getUser,
    add: insertUser,
    update: updateUser,
    status: async (body, ctx) => withMessage(await setUserStatus(body, ctx), STATUS_MESSAGES[body.status]),
    delete: deleteUser,
    updatePwd: resetPassword,
    querySelectData: userSelectData,
  });

  // The console re-reads the signed-in user's menus on start, so a widened role shows after a reload.
  serve(app, authApi.currentMenu, async (_input, { db, user }) => ({
    loginId: user.loginId,
    name: user.name,
    roleName: user.roleName,
    roleCode: user.roleCode,
    menu: await menuTreeForRole(db, user.roleCode),
  }));
}
