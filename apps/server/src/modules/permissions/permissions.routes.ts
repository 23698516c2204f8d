import { envelope } from '@console/contract';
import { addOrUpdatePermissionBody, dataPermissionRow, permissionQuery } from '@console/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { ok } from '../../shared/envelope.ts';
import { permissionsOf, savePermissions } from './permissions.service.ts';

const tags = ['数据权限'];

export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/permission/queryByUserCode', {
    config: { permission: 'userManagement.permission' },
    schema: { tags, summary: '查询用户的数据权限', querystring: permissionQuery, response: { 200: envelope(z.array(dataPermissionRow)) } },
    handler: async (req) => ok(await permissionsOf(app.db, req.query.userCode)),
  });

  app.post('/permission/addOrUpdate', {
    config: { permission: 'userManagement.permission' },
    schema: {
      tags,
      summary: '保存用户的数据权限（全部 = 单条 {dataType: 99, dataList: "ALL"}）',
      body: addOrUpdatePermissionBody,
      response: { 200: envelope(z.null()) },
    },
    handler: async (req) => {
      await savePermissions(app.db, req.body, currentUser(req));
      return ok(null);
    },
  });
};
