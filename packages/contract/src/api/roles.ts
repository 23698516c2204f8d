import { PAGES } from './pages.ts';
import { declare, fields, machine, stateOptions } from '../declaration.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { WORDS } from '../words.ts';

/** Role status: 1 enabled, 2 disabled (spec §3). */
export const ROLE_STATUS = { enabled: 1, disabled: 2 } as const;
/** A role is edited, and given to a user, only while enabled; 状态 switches it. */
export const ROLE_MACHINE = machine({
  field: 'status',
  states: { 1: { label: WORDS.enable, color: 'success' }, 2: { label: WORDS.forbid, color: 'default' } },
  transitions: {
    enable: { from: [2], to: 1, permission: 'roleManagement.status', label: WORDS.enable },
    disable: { from: [1], to: 2, permission: 'roleManagement.status', label: WORDS.forbid },
  },
  guards: {
    edit: { in: [1], permission: 'roleManagement.edit', label: WORDS.edit },
    grant: { in: [1], permission: 'userManagement.edit', label: '分配给用户' },
  },
});
export const ADMIN_ROLE_CODE = '0001';

const s = schemas(() => import('../roles.ts'));

// Not on the resource engine: the engine addresses rows by a numeric id, and these rows are keyed by their code (the specification's calls carry `code`, other tables point at it); every write passes the privilege guard (a role holds nothing beyond
// the caller's), and granting menus rewrites the role's menu rows.
export const rolesApi = area(PAGES.roleManagement.title, {
  queryList: endpoint({
    method: 'GET',
    path: '/roles/queryList',
    permission: 'roleManagement.query',
    summary: '角色列表',
    input: s.roleListQuery,
    output: s.roleRow,
    paged: true,
  }),
  // The user screen's role filter and form read it; the role list screen has its own list.
  queryAll: endpoint({
    method: 'GET',
    path: '/roles/queryAll',
    permission: 'userManagement.query',
    summary: '全部角色（下拉）',
    input: s.noInput,
    output: s.roleOptions,
  }),
  add: endpoint({
    method: 'POST',
    path: '/roles/add',
    permission: 'roleManagement.add',
    summary: '新增角色',
    input: s.roleAddBody,
    output: s.createdCode,
  }),
  update: endpoint({
    method: 'POST',
    path: '/roles/update',
    permission: 'roleManagement.edit',
    summary: '修改角色',
    input: s.roleUpdateBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/roles/delete',
    permission: 'roleManagement.delete',
    summary: '删除角色（仍有用户时拒绝）',
    input: s.roleCodeBody,
    output: s.done,
    okMessage: '删除成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/roles/status',
    permission: 'roleManagement.status',
    summary: '启用 / 停用角色',
    input: s.roleStatusBody,
    output: s.done,
  }),
  menu: endpoint({
    method: 'POST',
    path: '/roles/menu',
    permission: 'roleManagement.menu',
    summary: '分配菜单（menuCode 逗号分隔）',
    input: s.roleMenuBody,
    output: s.done,
  }),
});

/** Roles are the system's own configuration: no shop, SP or region owns one (the user export applies no scope either). */
const SYSTEM = { none: '角色是系统配置，按菜单权限查看' } as const;

export const roleResource = declare({
  name: 'roles',
  label: COMMON_LABELS.role,
  endpoints: rolesApi,
  fields: fields({
    code: { label: '角色编号', kind: 'code', in: ['list', 'export'], width: 110 },
    roleName: { label: '角色名称', kind: 'text', in: ['list', 'export'] },
    updatetime: commonField('updateTime', ['list', 'export']),
    createtime: commonField('createTime', ['list', 'export']),
    status: commonField('status', ['export'], { options: stateOptions(ROLE_MACHINE.states) }),
    remark: commonField('remark', ['list', 'export']),
  }),
  scope: { 1: SYSTEM, 2: SYSTEM, 3: SYSTEM, 5: SYSTEM, 6: SYSTEM, 7: SYSTEM },
  page: PAGES.roleManagement,
});
