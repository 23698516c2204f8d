import { PAGES } from './pages.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { WORDS } from '../words.ts';

/** The user area without zod: what a page lists and calls with at first paint (the schemas: ../users.ts). */

/** User status (spec §3): 1 normal, 2 locked, 3 disabled, 5 deleted. The switch toggles 1 ↔ 2; delete sets 5. */
export const USER_STATUS = { normal: 1, locked: 2, disabled: 3, deleted: 5 } as const;
export const USER_STATUS_OPTIONS = [
  { value: 1, label: '正常' },
  { value: 2, label: WORDS.lock },
  { value: 3, label: WORDS.disable },
] as const;

/** Roles 0034 / 0038 mark an agent (坐席) user; shown as a tag, nothing else (ARCHITECTURE §6). */
export const AGENT_ROLE_CODES = ['0034', '0038'] as const;
export const isAgentRole = (roleCode: string | null | undefined) => AGENT_ROLE_CODES.some((c) => c === roleCode);

export const USER_NAME_MAX = 50;
/** The user screen loads shops for the data-permission modal with this page size (spec §9). */
export const SHOP_OPTIONS_PAGE_SIZE = 1000;

const s = schemas(() => import('../users.ts'));

/** The user calls, as the server registers them (spec §7). */
// Not on the resource engine: the engine addresses rows by a numeric id, and these rows are keyed by their code (the specification's calls carry `code`, other tables point at it); every write passes the privilege guard, passwords are hashed
// outside the transaction, and its list is compiled once per filter shape (prepared list).
export const usersApi = area(PAGES.userManagement.title, {
  queryList: endpoint({
    method: 'GET',
    path: '/user/queryList',
    permission: 'userManagement.query',
    summary: '用户列表（不含已删除）',
    input: s.userListQuery,
    output: s.userRow,
    paged: true,
  }),
  query: endpoint({
    method: 'GET',
    path: '/user/query',
    permission: 'userManagement.query',
    summary: '按编码查询用户',
    input: s.userCodeQuery,
    output: s.userRow,
  }),
  add: endpoint({
    method: 'POST',
    path: '/user/insert',
    permission: 'userManagement.add',
    summary: '新增用户',
    input: s.userInsertBody,
    output: s.created,
  }),
  update: endpoint({
    method: 'POST',
    path: '/user/update',
    permission: 'userManagement.edit',
    summary: '修改用户（不改密码）',
    input: s.userUpdateBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  status: endpoint({
    method: 'POST',
    path: '/user/status',
    permission: 'userManagement.status',
    summary: '切换用户状态（1 正常 / 2 锁定 / 3 停用；5 删除另需 userManagement.delte）',
    input: s.userStatusBody,
    output: s.done,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/user/delete',
    permission: 'userManagement.delte',
    summary: '删除用户（状态置为 5）',
    input: s.userDeleteBody,
    output: s.done,
    okMessage: '删除成功',
  }),
  updatePwd: endpoint({
    method: 'POST',
    path: '/user/updatePwd',
    permission: 'userManagement.reset',
    summary: '管理员重置密码（结束该用户的会话）',
    input: s.userUpdatePwdBody,
    output: s.done,
    okMessage: '修改成功',
  }),
  querySelectData: endpoint({
    method: 'POST',
    path: '/user/querySelectData',
    permission: 'userManagement.query',
    summary: '用户页面的下拉选项',
    input: s.noInput,
    output: s.userSelectData,
  }),
});
