import { envelope, menuNode } from '@console/contract';
import { menuAddBody, menuCodeBody, menuListBody, menuRow, menuStatusBody, menuUpdateBody } from '@console/contract/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { ok, page } from '../../shared/envelope.ts';
import { addMenu, deleteMenu, listMenus, menuTree, setMenuStatus, updateMenu } from './menus.service.ts';

const tags = ['菜单管理'];
const done = envelope(z.null());

export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/menu/queryList', {
    config: { permission: 'menuManagement.query' },
    schema: { tags, summary: '某菜单的子菜单（分页）', body: menuListBody, response: { 200: envelope(z.array(menuRow)) } },
    handler: async (req) => {
      return page(await listMenus(app.db, req.body, app.config.timeZone));
    },
  });

  // Any signed-in user: the menu screen's tree and the role screen's permission drawer both read it.
  app.get('/menu/queryAll', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: '全部菜单（树）', response: { 200: envelope(z.array(menuNode)) } },
    handler: async () => ok(await menuTree(app.db)),
  });

  app.post('/menu/add', {
    config: { permission: 'menuManagement.add' },
    schema: { tags, summary: '新增菜单', body: menuAddBody, response: { 200: envelope(z.object({ code: z.string() })) } },
    handler: async (req) => ok({ code: await addMenu(app.db, req.body, currentUser(req)) }),
  });

  app.post('/menu/update', {
    config: { permission: 'menuManagement.edit' },
    schema: { tags, summary: '修改菜单', body: menuUpdateBody, response: { 200: done } },
    handler: async (req) => {
      await updateMenu(app.db, req.body, currentUser(req), app.config.timeZone);
      return ok(null, '修改成功');
    },
  });

  app.post('/menu/delete', {
    config: { permission: 'menuManagement.delete' },
    schema: { tags, summary: '删除菜单（有子菜单时拒绝）', body: menuCodeBody, response: { 200: done } },
    handler: async (req) => {
      await deleteMenu(app.db, req.body.code, currentUser(req));
      return ok(null, '删除成功');
    },
  });

  app.post('/menu/status', {
    config: { permission: 'menuManagement.status' },
    schema: { tags, summary: '启用 / 禁用菜单', body: menuStatusBody, response: { 200: envelope(z.object({ status: z.string() })) } },
    handler: async (req) => {
      const status = await setMenuStatus(app.db, req.body.code, currentUser(req), req.body.status);
      return { ...ok({ status }), message: status === '1' ? '启用成功' : '禁用成功' };
    },
  });
};
