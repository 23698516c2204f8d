import { z } from 'zod';
import { menuNode } from './auth.ts';
import { area, endpoint } from './endpoint.ts';
import { updateTimeField } from './resource.ts';
import { menuIconName } from './menu-icons.ts';
import { pageQuery } from './paging.ts';

export const MENU_ROOT = '-1';
/** The tree's root as the menu page and the role drawer show it (spec §2: root 'all menus'). */
export const MENU_ROOT_LABEL = 'all menus';
/** mType '0' menu, '1' interface, '2' button / permission item. */
export const MENU_TYPE_OPTIONS = [
  { value: '0', label: '菜单' },
  { value: '1', label: '接口' },
  { value: '2', label: '按钮' },
] as const;
/** visible '0' visible, '1' internal-visible, '2' hidden. */
export const MENU_VISIBLE_OPTIONS = [
  { value: '0', label: '可见' },
  { value: '1', label: '内部可见' },
  { value: '2', label: '隐藏' },
] as const;
/** Menus use '1' enabled and '0' disabled (ARCHITECTURE §6). */
export const MENU_STATUS_OPTIONS = [
  { value: '1', label: '启用' },
  { value: '0', label: '禁用' },
] as const;
export const SHOW_INDEX_MESSAGE = 'display order please enter a number';

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

const done = z.null();

export const menusApi = area('菜单管理', {
  queryList: endpoint({
    method: 'POST',
    path: '/menu/queryList',
    permission: 'menuManagement.query',
    summary: '某菜单的子菜单（分页）',
    input: menuListBody,
    output: menuRow,
    paged: true,
  }),
  // Any signed-in user: the menu screen's tree and the role screen's permission drawer both read it.
  queryAll: endpoint({
    method: 'GET',
    path: '/menu/queryAll',
    permission: 'authenticated',
    summary: '全部菜单（树）',
    input: z.strictObject({}),
    output: z.array(menuNode),
  }),
  add: endpoint({
    method: 'POST',
    path: '/menu/add',
    permission: 'menuManagement.add',
    summary: '新增菜单',
    input: menuAddBody,
    output: z.object({ code: z.string() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/menu/update',
    permission: 'menuManagement.edit',
    summary: '修改菜单',
    input: menuUpdateBody,
    output: done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/menu/delete',
    permission: 'menuManagement.delete',
    summary: '删除菜单（有子菜单时拒绝）',
    input: menuCodeBody,
    output: done,
    okMessage: '删除成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/menu/status',
    permission: 'menuManagement.status',
    summary: '启用 / 禁用菜单',
    input: menuStatusBody,
    output: z.object({ status: z.string() }),
  }),
});
