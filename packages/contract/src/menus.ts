import { z } from 'zod';
import { menuNode } from './auth.ts';
import { updateTimeField } from './resource.ts';
import { menuIconName } from './menu-icons.ts';
import { pageQuery } from './paging.ts';
import { MENU_ROOT, SHOW_INDEX_MESSAGE } from './api/menus.ts';

export * from './api/menus.ts';

const choice = <T extends string>(values: readonly T[], msg: string) =>
  z.coerce.string({ error: msg }).refine((v): v is T => (values as readonly string[]).includes(v), msg);

const code = z.string({ error: '请选择菜单' }).trim().min(1, '请选择菜单').max(64);

export const menuFields = {
  label: z.string({ error: '请输入菜单名称' }).trim().min(1, '请输入菜单名称').max(50, '菜单名称不能超过50个字符'),
  parent: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : MENU_ROOT)),
  mType: choice(['0', '1', '2'], '请选择类型'),
  showIndex: z
    .union([z.string(), z.number()], { error: SHOW_INDEX_MESSAGE })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,9}$/.test(v), SHOW_INDEX_MESSAGE)
    .transform(Number),
  status: choice(['0', '1'], '请选择状态'),
  url: z.string({ error: '请输入菜单地址' }).trim().min(1, '请输入菜单地址').max(200, '菜单地址不能超过200个字符'),
  visible: choice(['0', '1', '2'], '请选择是否可见'),
  icon: z
    .string({ error: '请选择菜单图标' })
    .trim()
    .min(1, '请选择菜单图标')
    .max(64, '菜单图标不存在')
    .refine((v) => menuIconName(v) !== undefined, '菜单图标不存在'),
  platformCode: z
    .string()
    .trim()
    .max(16)
    .nullish()
    .transform((v) => v || '0004'),
};

const permissionUrlRule = (m: { mType: string; url: string }) => m.mType !== '2' || !m.url.includes('/');
const permissionUrlIssue = { message: '按钮权限的地址不能包含“/”', path: ['url'] };

export const menuAddBody = z.strictObject(menuFields).refine(permissionUrlRule, permissionUrlIssue);
export type MenuAddBody = z.infer<typeof menuAddBody>;
export const menuUpdateBody = z
  .strictObject({ code, ...menuFields, updateTime: updateTimeField })
  .refine(permissionUrlRule, permissionUrlIssue);
export type MenuUpdateBody = z.infer<typeof menuUpdateBody>;
export const menuCodeBody = z.strictObject({ code });
/** status optional: without it the call toggles; with it, it is the target state. */
export const menuStatusBody = z.strictObject({ code, status: choice(['0', '1'], '请选择状态').optional() });
export const menuListBody = z.strictObject({
  code: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : MENU_ROOT)),
  ...pageQuery(500),
});

export const menuRow = z.object({
  code: z.string(),
  label: z.string(),
  icon: z.string(),
  mType: z.string(),
  visible: z.string(),
  showIndex: z.number(),
  url: z.string(),
  status: z.string(),
  parent: z.string(),
  parentLabel: z.string(),
  platformCode: z.string(),
  createtime: z.string(),
  updatetime: z.string(),
});
export type MenuRow = z.infer<typeof menuRow>;

export const done = z.null();
/** Named by the descriptor (api/menus.ts). */
export const noInput = z.strictObject({});
export const menuTree = z.array(menuNode);
export const createdCode = z.object({ code: z.string() });
export const statusResult = z.object({ status: z.string() });
