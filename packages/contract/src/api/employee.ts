import { PAGES } from './pages.ts';
import { declare, machine, stateOptions, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi } from './resource.ts';
import { COMMON_LABELS, commonField } from '../common-fields.ts';

const s = schemas(() => import('../employee.ts'));

/** The 离职 form's schema (leave date, and whether to stop the linked account). */
export const employeeLeaveForm = s.employeeLeaveForm;

/** An employee is in service (1) or has left (2); leaving needs a leave date (issue 30). */
export const EMPLOYEE_STATES = {
  1: { label: '在职', color: 'green' },
  2: { label: '离职', color: 'default' },
} as const;

export const employeeMachine = machine({
  field: 'status',
  states: EMPLOYEE_STATES,
  transitions: {
    leave: { from: [1], to: 2, permission: 'employee.disable', label: '离职' },
    rejoin: { from: [2], to: 1, permission: 'employee.enable', label: '复职' },
  },
});

const standard = resourceApi({
  tag: COMMON_LABELS.employee,
  path: '/employee',
  page: 'employee',
  label: COMMON_LABELS.employee,
  create: s.employeeCreate,
  update: s.employeeUpdate,
  query: s.employeeQuery,
  row: s.employeeRow,
});

/** Employees' calls (no zod: a page lists with them before its schemas load; the schemas: ../employee.ts). */
export const employeeApi = area(COMMON_LABELS.employee, {
  ...standard,
  detail: endpoint({
    method: 'GET',
    path: '/employee/detail',
    permission: 'employee.query',
    summary: '员工详情',
    input: s.employeeIdInput,
    output: s.employeeRow,
  }),
  enable: endpoint({ ...standard.enable, summary: '员工复职（可批量，全部成功或全部不变）', okMessage: '复职成功' }),
  // Leaving asks for the leave date, and may disable the linked sign-in account in the same call.
  disable: endpoint({
    method: 'POST',
    path: '/employee/disable',
    permission: 'employee.disable',
    summary: '员工离职（填写离职日期，可同时停用关联账号；可批量，全部成功或全部不变）',
    input: s.employeeLeave,
    output: s.done,
    okMessage: '离职成功',
  }),
});

/** The employee as one declaration: labels, kinds and places of its fields, its scope and its machine. */
export const EMPLOYEE_FIELDS = fields({
  empCode: { label: '员工编码', kind: 'code', in: ['list', 'filter', 'form', 'detail', 'export', 'audit'] },
  name: { label: COMMON_LABELS.personName, kind: 'text', in: ['list', 'filter', 'form', 'detail', 'export', 'audit'] },
  phone: { label: COMMON_LABELS.mobile, kind: 'phone', in: ['list', 'filter', 'form', 'detail', 'export', 'audit'] },
  departmentCode: {
    label: COMMON_LABELS.department,
    kind: 'ref',
    ref: 'department',
    nameField: 'departmentName',
    in: ['form', 'detail', 'audit'],
  },
  departmentName: { label: COMMON_LABELS.department, kind: 'text', in: ['list', 'export'] },
  position: { label: '职位', kind: 'text', in: ['list', 'form', 'detail', 'export', 'audit'] },
  spCode: {
    label: COMMON_LABELS.spName,
    kind: 'ref',
    ref: 'sp',
    nameField: 'spName',
    in: ['filter', 'form', 'detail', 'export', 'audit'],
  },
  spName: { label: COMMON_LABELS.spFullName, kind: 'text', in: ['list', 'export'], width: 220 },
  userCode: { label: '关联账号', kind: 'ref', ref: 'user', in: ['list', 'form', 'detail', 'export', 'audit'] },
  entryDate: { label: '入职日期', kind: 'date', in: ['list', 'form', 'detail', 'export', 'audit'] },
  leaveDate: { label: '离职日期', kind: 'date', in: ['list', 'detail', 'export', 'audit'] },
  status: commonField('status', ['list', 'filter', 'detail', 'export', 'audit'], { options: stateOptions(EMPLOYEE_STATES) }),
});

export const employeeResource = declare({
  name: 'employee',
  label: COMMON_LABELS.employee,
  endpoints: employeeApi,
  fields: EMPLOYEE_FIELDS,
  // Employees are staff of a service provider: the SP is the one scope key they carry.
  scope: { 2: 'spCode' },
  machine: employeeMachine,
  page: PAGES.employee,
});
