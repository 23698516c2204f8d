import { PAGES } from './pages.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { declare, fields } from '../declaration.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';
import { WORDS } from '../words.ts';

export const DEPARTMENT_ROOT = '-1';
/** 1 enabled, 2 disabled, as roles. */
export const DEPARTMENT_STATUS_OPTIONS = [
  { value: 1, label: WORDS.enable },
  { value: 2, label: WORDS.forbid },
] as const;

const s = schemas(() => import('../departments.ts'));

// Not on the resource engine: the engine addresses rows by a numeric id, and these rows are keyed by their code (the specification's calls carry `code`, other tables point at it); departments form a tree (a move may not close a loop) and
// codes are made on add (D + four digits).
export const departmentsApi = area(PAGES.departmentManagement.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/department/queryList',
    permission: 'departmentManagement.query',
    summary: '部门列表（分页）',
    input: s.departmentListBody,
    output: s.departmentRow,
    paged: true,
  }),
  queryAll: endpoint({
    method: 'GET',
    path: '/department/queryAll',
    permission: 'departmentManagement.query',
    summary: '部门树（按 parentCode）',
    input: s.noInput,
    output: s.departmentTree,
  }),
  add: endpoint({
    method: 'POST',
    path: '/department/add',
    permission: 'departmentManagement.add',
    summary: '新增部门',
    input: s.departmentAddBody,
    output: s.createdCode,
  }),
  update: endpoint({
    method: 'POST',
    path: '/department/update',
    permission: 'departmentManagement.edit',
    summary: '修改部门',
    input: s.departmentUpdateBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/department/delete',
    permission: 'departmentManagement.delete',
    summary: '删除部门（有子部门或用户时拒绝）',
    input: s.departmentCodeBody,
    output: s.done,
    okMessage: '删除成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/department/status',
    permission: 'departmentManagement.status',
    summary: '启用 / 停用部门',
    input: s.departmentStatusBody,
    output: s.done,
  }),
});

/** Departments are the company's own structure: no shop, SP or region owns one (the user export applies no scope either). */
const SYSTEM = { none: '部门是公司组织，按菜单权限查看' } as const;

/** The tree exports as its flat rows, each with its parent's name. */
export const departmentResource = declare({
  name: 'departments',
  label: COMMON_LABELS.department,
  endpoints: departmentsApi,
  fields: fields({
    code: { label: '部门编码', kind: 'code', in: ['list', 'export'], width: 110 },
    depName: { label: '部门名称', kind: 'text', in: ['list', 'export'] },
    parentName: { label: '上级部门', kind: 'text', in: ['list', 'export'] },
    sort: commonField('sort', ['list', 'export'], { width: 80 }),
    status: commonField('status', ['export'], { options: DEPARTMENT_STATUS_OPTIONS }),
    // As wide as the page had them: the fixed action column otherwise covers the last time's seconds.
    updatetime: commonField('updateTime', ['list', 'export'], { width: 170 }),
    createtime: commonField('createTime', ['list', 'export'], { width: 170 }),
  }),
  scope: { 1: SYSTEM, 2: SYSTEM, 3: SYSTEM, 5: SYSTEM, 6: SYSTEM, 7: SYSTEM },
  page: PAGES.departmentManagement,
});
