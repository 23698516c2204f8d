import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';

export * from './api/roles.ts';

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

export const done = z.null();
/** Named by the descriptor (api/roles.ts). */
export const roleOptions = z.array(roleOption);
export const noInput = z.strictObject({});
export const createdCode = z.object({ code: z.string() });
