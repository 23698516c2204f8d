import { departmentsApi } from '@console/contract/departments';
import type { FastifyInstance } from 'fastify';
import { serveAll, withMessage } from '../../shared/endpoint-routes.ts';
import {
  addDepartment,
  deleteDepartment,
  departmentTree,
  listDepartments,
  setDepartmentStatus,
  updateDepartment,
} from './departments.service.ts';

export async function departmentsRoutes(app: FastifyInstance) {
  serveAll(app, departmentsApi, {
    queryList: listDepartments,
    queryAll: departmentTree,
    add: addDepartment,
    update: updateDepartment,
    delete: deleteDepartment,
    status: async (body, ctx) => withMessage(await setDepartmentStatus(body, ctx), body.status === 1 ? '启用成功' : '禁用成功'),
  });
}
