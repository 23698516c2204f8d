import { usersApi } from '@console/contract/users';
import type { FastifyInstance } from 'fastify';
import { serveAll, withMessage } from '../../shared/endpoint-routes.ts';
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
}
