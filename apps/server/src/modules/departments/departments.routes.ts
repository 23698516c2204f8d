import { envelope } from '@console/contract';
import {
  departmentAddBody,
  departmentCodeBody,
  departmentListBody,
  departmentNode,
  departmentRow,
  departmentStatusBody,
  departmentUpdateBody,
} from '@console/contract/departments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../shared/envelope.ts';
import {
  addDepartment,
  deleteDepartment,
  departmentTree,
  listDepartments,
  setDepartmentStatus,
  updateDepartment,
} from './departments.service.ts';

const tags = ['部门管理'];
const done = envelope(z.null());

export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/department/queryList', {
    config: { permission: 'departmentManagement.query' },
    schema: { tags, summary: '部门列表（分页）', body: departmentListBody, response: { 200: envelope(z.array(departmentRow)) } },
    handler: async (req) => {
      return page(await listDepartments(app.db, req.body, app.config.timeZone));
    },
  });

  app.get('/department/queryAll', {
    config: { permission: 'departmentManagement.query' },
    schema: { tags, summary: '部门树（按 parentCode）', response: { 200: envelope(z.array(departmentNode)) } },
    handler: async () => ok(await departmentTree(app.db)),
  });

  app.post('/department/add', {
    config: { permission: 'departmentManagement.add' },
    schema: { tags, summary: '新增部门', body: departmentAddBody, response: { 200: envelope(z.object({ code: z.string() })) } },
    handler: async (req) => ok({ code: await addDepartment(app.db, req.body) }),
  });

  app.post('/department/update', {
    config: { permission: 'departmentManagement.edit' },
    schema: { tags, summary: '修改部门', body: departmentUpdateBody, response: { 200: done } },
    handler: async (req) => {
      const { code, updateTime, ...fields } = req.body;
      await updateDepartment(app.db, code, fields, { updateTime, tz: app.config.timeZone });
      return ok(null, '修改成功');
    },
  });

  app.post('/department/delete', {
    config: { permission: 'departmentManagement.delete' },
    schema: { tags, summary: '删除部门（有子部门或用户时拒绝）', body: departmentCodeBody, response: { 200: done } },
    handler: async (req) => {
      await deleteDepartment(app.db, req.body.code);
      return ok(null, '删除成功');
    },
  });

  app.post('/department/status', {
    config: { permission: 'departmentManagement.status' },
    schema: { tags, summary: '启用 / 停用部门', body: departmentStatusBody, response: { 200: done } },
    handler: async (req) => {
      await setDepartmentStatus(app.db, req.body.code, req.body.status);
      return ok(null, req.body.status === 1 ? '启用成功' : '禁用成功');
    },
  });
};
