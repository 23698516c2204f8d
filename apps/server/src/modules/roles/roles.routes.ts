import { envelope } from '@console/contract';
import {
  roleAddBody,
  roleCodeBody,
  roleListQuery,
  roleMenuBody,
  roleOption,
  roleRow,
  roleStatusBody,
  roleUpdateBody,
} from '@console/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { ok, page } from '../../shared/envelope.ts';
import { addRole, allRoles, deleteRole, listRoles, setRoleMenus, setRoleStatus, updateRole } from './roles.service.ts';

const tags = ['角色管理'];
const done = envelope(z.null());

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/roles/queryList', {
    config: { permission: 'roleManagement.query' },
    schema: { tags, summary: '角色列表', querystring: roleListQuery, response: { 200: envelope(z.array(roleRow)) } },
    handler: async (req) => {
      return page(await listRoles(app.db, req.query, app.config.timeZone));
    },
  });

  // Any signed-in user: the user screen's role filter and form need the list, role names are not secret.
  app.get('/roles/queryAll', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: '全部角色（下拉）', response: { 200: envelope(z.array(roleOption)) } },
    handler: async () => ok(await allRoles(app.db)),
  });

  app.post('/roles/add', {
    config: { permission: 'roleManagement.add' },
    schema: { tags, summary: '新增角色', body: roleAddBody, response: { 200: envelope(z.object({ code: z.string() })) } },
    handler: async (req) => ok({ code: await addRole(app.db, req.body) }),
  });

  app.post('/roles/update', {
    config: { permission: 'roleManagement.edit' },
    schema: { tags, summary: '修改角色', body: roleUpdateBody, response: { 200: done } },
    handler: async (req) => {
      await updateRole(app.db, req.body, currentUser(req), app.config.timeZone);
      return ok(null, '修改成功');
    },
  });

  app.post('/roles/delete', {
    config: { permission: 'roleManagement.delete' },
    schema: { tags, summary: '删除角色（仍有用户时拒绝）', body: roleCodeBody, response: { 200: done } },
    handler: async (req) => {
      await deleteRole(app.db, req.body.code, currentUser(req));
      return ok(null, '删除成功');
    },
  });

  app.post('/roles/status', {
    config: { permission: 'roleManagement.status' },
    schema: { tags, summary: '启用 / 停用角色', body: roleStatusBody, response: { 200: done } },
    handler: async (req) => {
      await setRoleStatus(app.db, req.body.code, req.body.status, currentUser(req));
      return ok(null, req.body.status === 1 ? '启用成功' : '禁用成功');
    },
  });

  app.post('/roles/menu', {
    config: { permission: 'roleManagement.menu' },
    schema: { tags, summary: '分配菜单（menuCode 逗号分隔）', body: roleMenuBody, response: { 200: done } },
    handler: async (req) => {
      await setRoleMenus(app.db, req.body.code, req.body.menuCode, currentUser(req));
      return ok(null);
    },
  });
};
