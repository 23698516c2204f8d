import { menusApi } from '@console/contract/menus';
import type { FastifyInstance } from 'fastify';
import { serveAll, withMessage } from '../../shared/endpoint-routes.ts';
import { addMenu, deleteMenu, listMenus, menuTree, setMenuStatus, updateMenu } from './menus.service.ts';

export async function menusRoutes(app: FastifyInstance) {
  serveAll(app, menusApi, {
    queryList: listMenus,
    queryAll: menuTree,
    add: addMenu,
    update: updateMenu,
    delete: deleteMenu,
    // Without a target status the call toggles: the message names the state it ended in.
    status: async (body, ctx) => {
      const done = await setMenuStatus(body, ctx);
      return withMessage(done, done.status === '1' ? '启用成功' : '禁用成功');
    },
  });
}
