import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';

/** Role status: 1 enabled, 2 disabled (spec §3). */
export const ROLE_STATUS = { enabled: 1, disabled: 2 } as const;
export const ADMIN_ROLE_CODE = '0001';

const code = z.string({ error: '请选择角色' }).trim().min(1, '请选择角色').max(16);

export const roleFields = {
  roleName: z.string({ error: '请输入名称' }).trim().min(1, '请输入名称').max(50, '名称不能超过50个字符'),
  remark: z
    .string()
    .trim()
    .max(500, '备注不能超过500个字符')
    .nullish()
    .transform((v) => v ?? ''),
};

export const roleAddBody = z.strictObject(roleFields);
/** An omitted remark keeps its value (null or '' clears it). */
export const roleUpdateBody = z.strictObject({
  code,
  updateTime: updateTimeField,
  roleName: roleFields.roleName,
  remark: z
    .string()
    .trim()
    .max(500, '备注不能超过500个字符')
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v)),
});
export const roleCodeBody = z.strictObject({ code });
export const roleStatusBody = z.strictObject({
  code,
  status: z.coerce.number({ error: '请选择状态' }).refine((v) => v === 1 || v === 2, '请选择状态'),
});
/** menuCode: comma-separated menu codes (checked and half-checked, without the root). */
export const roleMenuBody = z.strictObject({
  code,
  menuCode: z
    .union([z.string().max(100_000), z.array(z.string().max(64)).max(5000)])
    .transform((v) => (Array.isArray(v) ? v.join(',') : v)),
});

export const roleListQuery = z.strictObject({ roleName: optionalText(50), ...pageQuery(500) });
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const roleRow = z.object({
  code: z.string(),
  roleName: z.string(),
  remark: z.string(),
  status: z.number(),
  menuCode: z.string(),
  createtime: z.string(),
  updatetime: z.string(),
});
export type RoleRow = z.infer<typeof roleRow>;
export const roleOption = z.object({ code: z.string(), roleName: z.string(), status: z.number(), remark: z.string() });
export type RoleOption = z.infer<typeof roleOption>;

const done = z.null();

export const rolesApi = area('角色管理', {
  queryList: endpoint({
    method: 'GET',
    path: '/roles/queryList',
    permission: 'roleManagement.query',
    summary: '角色列表',
    input: roleListQuery,
    output: roleRow,
    paged: true,
  }),
  // Any signed-in user: the user screen's role filter and form need the list, role names are not secret.
  queryAll: endpoint({
    method: 'GET',
    path: '/roles/queryAll',
    permission: 'authenticated',
    summary: '全部角色（下拉）',
    input: z.strictObject({}),
    output: z.array(roleOption),
  }),
  add: endpoint({
    method: 'POST',
    path: '/roles/add',
    permission: 'roleManagement.add',
    summary: '新增角色',
    input: roleAddBody,
    output: z.object({ code: z.string() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/roles/update',
    permission: 'roleManagement.edit',
    summary: '修改角色',
    input: roleUpdateBody,
    output: done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/roles/delete',
    permission: 'roleManagement.delete',
    summary: '删除角色（仍有用户时拒绝）',
    input: roleCodeBody,
    output: done,
    okMessage: '删除成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/roles/status',
    permission: 'roleManagement.status',
    summary: '启用 / 停用角色',
    input: roleStatusBody,
    output: done,
  }),
  menu: endpoint({
    method: 'POST',
    path: '/roles/menu',
    permission: 'roleManagement.menu',
    summary: '分配菜单（menuCode 逗号分隔）',
    input: roleMenuBody,
    output: done,
  }),
});
