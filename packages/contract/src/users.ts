import { z } from 'zod';
import { updateTimeField } from './resource.ts';
import { optionalText, pageQuery } from './paging.ts';
import { USER_NAME_MAX } from './api/users.ts';
import { userPassword } from './password.ts';

export * from './api/users.ts';

const text = (msg: string, max: number, maxMsg = `不能超过${max}个字符`) => z.string({ error: msg }).trim().min(1, msg).max(max, maxMsg);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** Named by the descriptor (api/users.ts). */
export const done = z.null();
export const created = z.object({ code: z.string() });
export const noInput = z.strictObject({}).optional();
