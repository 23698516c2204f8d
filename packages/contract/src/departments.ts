import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';

export const DEPARTMENT_ROOT = '-1';
/** 1 enabled, 2 disabled, as roles. */
export const DEPARTMENT_STATUS_OPTIONS = [
  { value: 1, label: '启用' },
  { value: 2, label: '禁用' },
] as const;

const code = z.string({ error: '请选择部门' }).trim().min(1, '请选择部门').max(32);
const status = z.coerce.number({ error: '请选择状态' }).refine((v) => v === 1 || v === 2, '请选择状态');

export const departmentFields = {
  depName: z.string({ error: '请输入部门名称' }).trim().min(1, '请输入部门名称').max(50, '部门名称不能超过50个字符'),
  parentCode: z
    .string()
    .trim()
    .max(32)
    .nullish()
    .transform((v) => (v ? v : DEPARTMENT_ROOT)),
  sort: z.coerce
    .number({ error: '排序请输入数字' })
    .int('排序请输入整数')
    .min(0)
    .max(9999)
    .nullish()
    .transform((v) => v ?? 0),
  status: status.optional().transform((v) => v ?? 1),
};

export const departmentAddBody = z.strictObject(departmentFields);
/** An edit changes what it carries: an omitted parent, sort or status keeps its value (an explicit empty parent is the root). */
export const departmentUpdateBody = z.strictObject({
  code,
  updateTime: updateTimeField,
  depName: departmentFields.depName,
  parentCode: z
    .string()
    .trim()
    .max(32)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || DEPARTMENT_ROOT)),
  sort: z.coerce.number({ error: '排序请输入数字' }).int('排序请输入整数').min(0).max(9999).optional(),
  status: status.optional(),
});
export const departmentCodeBody = z.strictObject({ code });
export const departmentStatusBody = z.strictObject({ code, status });
export const departmentListBody = z.strictObject({
  depName: optionalText(50),
  parentCode: optionalText(32),
  status: z
    .union([z.literal(''), status])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  ...pageQuery(500),
});

export type DepartmentRow = {
  code: string;
  depName: string;
  parentCode: string;
  parentName: string;
  sort: number;
  status: number;
  createtime: string;
  updatetime: string;
};
export const departmentRow = z.object({
  code: z.string(),
  depName: z.string(),
  parentCode: z.string(),
  parentName: z.string(),
  sort: z.number(),
  status: z.number(),
  createtime: z.string(),
  updatetime: z.string(),
});
export type DepartmentNode = {
  code: string;
  depName: string;
  parentCode: string;
  status: number;
  sort: number;
  children?: DepartmentNode[];
};
export const departmentNode: z.ZodType<DepartmentNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    depName: z.string(),
    parentCode: z.string(),
    status: z.number(),
    sort: z.number(),
    children: z.array(departmentNode).optional(),
  }),
);

const done = z.null();

export const departmentsApi = area('部门管理', {
  queryList: endpoint({
    method: 'POST',
    path: '/department/queryList',
    permission: 'departmentManagement.query',
    summary: '部门列表（分页）',
    input: departmentListBody,
    output: departmentRow,
    paged: true,
  }),
  queryAll: endpoint({
    method: 'GET',
    path: '/department/queryAll',
    permission: 'departmentManagement.query',
    summary: '部门树（按 parentCode）',
    input: z.strictObject({}),
    output: z.array(departmentNode),
  }),
  add: endpoint({
    method: 'POST',
    path: '/department/add',
    permission: 'departmentManagement.add',
    summary: '新增部门',
    input: departmentAddBody,
    output: z.object({ code: z.string() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/department/update',
    permission: 'departmentManagement.edit',
    summary: '修改部门',
    input: departmentUpdateBody,
    output: done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/department/delete',
    permission: 'departmentManagement.delete',
    summary: '删除部门（有子部门或用户时拒绝）',
    input: departmentCodeBody,
    output: done,
    okMessage: '删除成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/department/status',
    permission: 'departmentManagement.status',
    summary: '启用 / 停用部门',
    input: departmentStatusBody,
    output: done,
  }),
});
