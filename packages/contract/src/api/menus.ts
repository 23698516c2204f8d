import { PAGES } from './pages.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { declare, fields } from '../declaration.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';
import { WORDS } from '../words.ts';

export const MENU_ROOT = '-1';
/** The tree's root as the menu page and the role drawer show it (spec §2: root 'all menus'). */
export const MENU_ROOT_LABEL = 'all menus';
/** mType '0' menu, '1' interface, '2' button / permission item. */
export const MENU_TYPE_OPTIONS = [
  { value: '0', label: WORDS.menu },
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
  { value: '1', label: WORDS.enable },
  { value: '0', label: WORDS.forbid },
] as const;
export const SHOW_INDEX_MESSAGE = 'display order please enter a number';

const s = schemas(() => import('../menus.ts'));

// Not on the resource engine: the engine addresses rows by a numeric id, and these rows are keyed by their code (the specification's calls carry `code`, other tables point at it); every write passes the privilege guard (a caller touches only
// entries, keys and parents they hold), and a move may not close a loop of the tree.
export const menusApi = area(PAGES.menuManagement.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/menu/queryList',
    permission: 'menuManagement.query',
    summary: '某菜单的子菜单（分页）',
    input: s.menuListBody,
    output: s.menuRow,
    paged: true,
  }),
  // The menu screen's tree and the role screen's permission drawer read it: the whole key map of the product is
  // no business of a user who opens neither.
  queryAll: endpoint({
    method: 'GET',
    path: '/menu/queryAll',
    permission: ['menuManagement.query', 'roleManagement.menu'],
    summary: '全部菜单（树）',
    input: s.noInput,
    output: s.menuTree,
  }),
  add: endpoint({
    method: 'POST',
    path: '/menu/add',
    permission: 'menuManagement.add',
    summary: '新增菜单',
    input: s.menuAddBody,
    output: s.createdCode,
  }),
  update: endpoint({
    method: 'POST',
    path: '/menu/update',
    permission: 'menuManagement.edit',
    summary: '修改菜单',
    input: s.menuUpdateBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/menu/delete',
    permission: 'menuManagement.delete',
    summary: '删除菜单（有子菜单时拒绝）',
    input: s.menuCodeBody,
    output: s.done,
    okMessage: '删除成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/menu/status',
    permission: 'menuManagement.status',
    summary: '启用 / 禁用菜单',
    input: s.menuStatusBody,
    output: s.statusResult,
  }),
});

/** The menu tree is the product's own key map: no shop, SP or region owns an entry. */
const SYSTEM = { none: '菜单是系统配置，按菜单权限查看' } as const;

/** The chosen node's children as flat rows, each with its parent's name (the tree itself is the side panel). */
export const menuResource = declare({
  name: 'menus',
  label: WORDS.menu,
  endpoints: menusApi,
  fields: fields({
    code: { label: '菜单编码', kind: 'code', in: ['export'] },
    label: { label: COMMON_LABELS.name, kind: 'text', in: ['list', 'export'], width: 220 },
    mType: { label: COMMON_LABELS.type, kind: 'enum', options: MENU_TYPE_OPTIONS, in: ['export'] },
    parentLabel: { label: '父级菜单', kind: 'text', in: ['list', 'export'], width: 140 },
    url: commonField('shortAddress', ['export']),
    showIndex: { label: '显示顺序', kind: 'number', in: ['export'] },
    visible: { label: '是否可见', kind: 'enum', options: MENU_VISIBLE_OPTIONS, in: ['export'] },
    status: commonField('status', ['export'], { options: MENU_STATUS_OPTIONS }),
    updatetime: commonField('updateTime', ['list', 'export']),
    createtime: commonField('createTime', ['list', 'export']),
  }),
  scope: { 1: SYSTEM, 2: SYSTEM, 3: SYSTEM, 5: SYSTEM, 6: SYSTEM, 7: SYSTEM },
  page: PAGES.menuManagement,
});
