import { z } from 'zod';
import { updateTimeField } from './resource.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';

/** User status (spec §3): 1 normal, 2 locked, 3 disabled, 5 deleted. The switch toggles 1 ↔ 2; delete sets 5. */
export const USER_STATUS = { normal: 1, locked: 2, disabled: 3, deleted: 5 } as const;
export const USER_STATUS_OPTIONS = [
  { value: 1, label: '正常' },
  { value: 2, label: '锁定' },
  { value: 3, label: '停用' },
] as const;

/** Roles 0034 / 0038 mark an agent (坐席) user; shown as a tag, nothing else (ARCHITECTURE §6). */
export const AGENT_ROLE_CODES = ['0034', '0038'] as const;
export const isAgentRole = (roleCode: string | null | undefined) => AGENT_ROLE_CODES.some((c) => c === roleCode);

export const USER_NAME_MAX = 50;
/** The user screen loads shops for the data-permission modal with this page size (spec §9). */
export const SHOP_OPTIONS_PAGE_SIZE = 1000;

const text = (msg: string, max: number, maxMsg = `不能超过${max}个字符`) => z.string({ error: msg }).trim().min(1, msg).max(max, maxMsg);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Password policy (docs/security.md): 8 to 128 characters of any kind, no composition rules, and none of the
 * most common passwords.
 */
export const passwordRule = (empty: string, label = '密码') =>
  z
    .string({ error: empty })
    .min(1, empty)
    .min(8, `${label}至少8个字符`)
    .max(128, `${label}不能超过128个字符`)
    .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), '密码过于简单，请换一个');

export const userPassword = passwordRule('请输入密码');

const statusOf = (allowed: readonly number[], msg: string) => z.coerce.number({ error: msg }).refine((v) => allowed.includes(v), msg);

/** The fields of the add / edit modal (spec §5), with its messages. */
export const userFields = {
  name: text('请输入名称', USER_NAME_MAX, '超出最大字数限制'),
  cellPhone: text('请输入手机号', 32, '手机号不能超过32个字符'),
  loginId: text('请输入账号', 64, '账号不能超过64个字符'),
  email: z
    .string()
    .trim()
    .max(128, '邮箱不能超过128个字符')
    .refine((v) => v === '' || EMAIL.test(v), '邮箱格式不正确')
    .nullish()
    .transform((v) => v ?? ''),
  tel: text('请输入联系电话', 32, '联系电话不能超过32个字符'),
  roleType: text('请选择角色', 16),
  status: statusOf([1, 2, 3], '请选择状态'),
  depCode: z.string().trim().max(32).nullish(),
};

export const userInsertBody = z.strictObject({ ...userFields, pwd: userPassword });
export type UserInsertBody = z.infer<typeof userInsertBody>;

/** Edit never carries a password (an unknown field is refused); an omitted field keeps its value. */
export const userUpdateBody = z
  .strictObject({ code: text('请选择用户', 32), updateTime: updateTimeField })
  .extend(z.object(userFields).partial().shape);
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const userCodeQuery = z.strictObject({ code: text('请选择用户', 32) });

/** 1 ↔ 2 is the switch, 3 disables, 5 deletes. */
export const userStatusBody = z.strictObject({
  code: text('请选择用户', 32),
  status: statusOf([1, 2, 3, 5], '状态不正确'),
});
export const userDeleteBody = z.strictObject({ code: text('请选择用户', 32) });

export const userUpdatePwdBody = z.strictObject({ code: text('请选择用户', 32), pwd: userPassword });

export const userListQuery = z.strictObject({
  name: optionalText(50),
  loginId: optionalText(64),
  cellPhone: optionalText(32),
  status: z
    .union([z.literal(''), statusOf([1, 2, 3], '状态不正确')])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  roleType: optionalText(16),
  ...pageQuery(500),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userRow = z.object({
  code: z.string(),
  name: z.string(),
  loginId: z.string(),
  cellPhone: z.string(),
  email: z.string(),
  tel: z.string(),
  roleType: z.string(),
  roleName: z.string(),
  status: z.number(),
  depCode: z.string().nullable(),
  department: z.string(),
  createtime: z.string(),
  updatetime: z.string(),
});
export type UserRow = z.infer<typeof userRow>;

export const option = z.object({ code: z.string(), name: z.string() });
export type Option = z.infer<typeof option>;

/** The option lists of the user screen; areas not built yet answer empty lists. */
export const userSelectData = z.object({
  roles: z.array(z.object({ code: z.string(), roleName: z.string() })),
  statuses: z.array(z.object({ value: z.number(), label: z.string() })),
  shops: z.array(option),
  distributors: z.array(option),
  platforms: z.array(option),
  serviceProviders: z.array(option),
  channels: z.array(option),
  provinces: z.array(option),
  grades: z.array(option),
});
export type UserSelectData = z.infer<typeof userSelectData>;

const done = z.null();
const created = z.object({ code: z.string() });

/** The user calls, as the server registers them (spec §7). */
export const usersApi = area('用户管理', {
  queryList: endpoint({
    method: 'GET',
    path: '/user/queryList',
    permission: 'userManagement.query',
    summary: '用户列表（不含已删除）',
    input: userListQuery,
    output: userRow,
    paged: true,
  }),
  query: endpoint({
    method: 'GET',
    path: '/user/query',
    permission: 'userManagement.query',
    summary: '按编码查询用户',
    input: userCodeQuery,
    output: userRow,
  }),
  add: endpoint({
    method: 'POST',
    path: '/user/insert',
    permission: 'userManagement.add',
    summary: '新增用户',
    input: userInsertBody,
    output: created,
  }),
  update: endpoint({
    method: 'POST',
    path: '/user/update',
    permission: 'userManagement.edit',
    summary: '修改用户（不改密码）',
    input: userUpdateBody,
    output: done,
    okMessage: '修改成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/user/status',
    permission: 'userManagement.status',
    summary: '切换用户状态（1 正常 / 2 锁定 / 3 停用；5 删除另需 userManagement.delte）',
    input: userStatusBody,
    output: done,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/user/delete',
    permission: 'userManagement.delte',
    summary: '删除用户（状态置为 5）',
    input: userDeleteBody,
    output: done,
    okMessage: '删除成功',
  }),
  updatePwd: endpoint({
    method: 'POST',
    path: '/user/updatePwd',
    permission: 'userManagement.reset',
    summary: '管理员重置密码（结束该用户的会话）',
    input: userUpdatePwdBody,
    output: done,
    okMessage: '修改成功',
  }),
  querySelectData: endpoint({
    method: 'POST',
    path: '/user/querySelectData',
    permission: 'userManagement.query',
    summary: '用户页面的下拉选项',
    input: z.strictObject({}).optional(),
    output: userSelectData,
  }),
});
