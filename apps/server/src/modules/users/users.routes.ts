import { envelope, loginResult } from '@console/contract';
import {
  userCodeQuery,
  userDeleteBody,
  userInsertBody,
  userListQuery,
  userRow,
  userSelectData,
  userStatusBody,
  userUpdateBody,
  userUpdatePwdBody,
} from '@console/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { requestScope } from '../../shared/data-scope.ts';
import { ok, page } from '../../shared/envelope.ts';
import { requestContext } from '../../shared/request-context.ts';
import { forbidden } from '../../shared/errors.ts';
import { menuTreeForRole } from '../menus/menu-tree.service.ts';
import { userSelectData as loadSelectData } from './select-data.service.ts';
import './users.export.ts';
import { getUser, insertUser, listUsers, resetPassword, setUserStatus, updateUser } from './users.service.ts';

const tags = ['用户管理'];
const done = envelope(z.null());
const DELETE_KEY = 'userManagement.delte';

const STATUS_MESSAGES: Record<number, string> = { 1: '启用成功', 2: '禁用成功', 3: '禁用成功', 5: '删除成功' };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.timeZone;

  app.get('/user/queryList', {
    config: { permission: 'userManagement.query' },
    schema: { tags, summary: '用户列表（不含已删除）', querystring: userListQuery, response: { 200: envelope(z.array(userRow)) } },
    handler: async (req) => {
      return page(await listUsers(app.db, req.query, tz));
    },
  });

  app.get('/user/query', {
    config: { permission: 'userManagement.query' },
    schema: { tags, summary: '按编码查询用户', querystring: userCodeQuery, response: { 200: envelope(userRow) } },
    handler: async (req) => ok(await getUser(app.db, req.query.code, tz)),
  });

  app.post('/user/insert', {
    config: { permission: 'userManagement.add' },
    schema: { tags, summary: '新增用户', body: userInsertBody, response: { 200: envelope(z.object({ code: z.string() })) } },
    handler: async (req) => ok({ code: await insertUser(app.db, req.body, currentUser(req), requestContext(req)) }),
  });

  app.post('/user/update', {
    config: { permission: 'userManagement.edit' },
    schema: { tags, summary: '修改用户（不改密码）', body: userUpdateBody, response: { 200: done } },
    handler: async (req) => {
      await updateUser(app.db, req.body, currentUser(req), app.config.timeZone, requestContext(req));
      return ok(null, '修改成功');
    },
  });

  app.post('/user/status', {
    config: { permission: 'userManagement.status' },
    schema: {
      tags,
      summary: '切换用户状态（1 正常 / 2 锁定 / 3 停用；5 删除另需 userManagement.delte）',
      body: userStatusBody,
      response: { 200: done },
    },
    handler: async (req) => {
      const user = currentUser(req);
      if (req.body.status === 5 && !user.permissions.has(DELETE_KEY)) throw forbidden();
      await setUserStatus(app.db, req.body.code, req.body.status, user, requestContext(req));
      return ok(null, STATUS_MESSAGES[req.body.status]);
    },
  });

  app.post('/user/delete', {
    config: { permission: DELETE_KEY },
    schema: { tags, summary: '删除用户（状态置为 5）', body: userDeleteBody, response: { 200: done } },
    handler: async (req) => {
      await setUserStatus(app.db, req.body.code, 5, currentUser(req), requestContext(req));
      return ok(null, '删除成功');
    },
  });

  app.post('/user/updatePwd', {
    config: { permission: 'userManagement.reset' },
    schema: { tags, summary: '管理员重置密码（结束该用户的会话）', body: userUpdatePwdBody, response: { 200: done } },
    handler: async (req) => {
      await resetPassword(app.db, req.body.code, req.body.pwd, currentUser(req), requestContext(req));
      return ok(null, '修改成功');
    },
  });

  // The console re-reads the signed-in user's menus on start, so a widened role shows after a reload.
  app.get('/user/currentMenu', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: '当前用户与其菜单（刷新后重新读取）', response: { 200: envelope(loginResult.omit({ token: true })) } },
    handler: async (req) => {
      const user = currentUser(req);
      return ok({
        loginId: user.loginId,
        name: user.name,
        roleName: user.roleName,
        roleCode: user.roleCode,
        menu: await menuTreeForRole(app.db, user.roleCode),
      });
    },
  });

  app.post('/user/querySelectData', {
    config: { permission: 'userManagement.query' },
    schema: { tags, summary: '用户页面的下拉选项', body: z.strictObject({}).optional(), response: { 200: envelope(userSelectData) } },
    handler: async (req) => ok(await loadSelectData(app.db, await requestScope(req))),
  });
};
