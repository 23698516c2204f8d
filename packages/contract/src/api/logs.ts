import { WORDS } from '../words.ts';
import { COMMON_LABELS, common, commonField } from '../common-fields.ts';
import { declare, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { PAGES } from './pages.ts';

export const LOGIN_RESULTS = ['success', 'failed', 'throttled', 'disabled'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];
export const LOGIN_RESULT_LABELS: Record<LoginResult, string> = {
  success: WORDS.success,
  failed: WORDS.failed,
  throttled: '限制登录',
  disabled: '账号停用',
};

const s = schemas(() => import('../logs.ts'));

export const logsApi = area('日志', {
  operationList: endpoint({
    method: 'GET',
    path: '/log/operation/queryList',
    permission: 'operationLog.query',
    summary: '操作日志（最新在前；记录不能修改或删除）',
    input: s.operationLogQuery,
    output: s.operationLogRow,
    paged: true,
  }),
  loginList: endpoint({
    method: 'GET',
    path: '/log/login/queryList',
    permission: 'loginLog.query',
    summary: '登录日志：每次登录尝试一条',
    input: s.loginLogQuery,
    output: s.loginLogRow,
    paged: true,
  }),
  onlineList: endpoint({
    method: 'GET',
    path: '/log/online/queryList',
    permission: 'onlineUser.query',
    summary: '在线会话（最新在前）',
    input: s.onlineQuery,
    output: s.onlineRow,
    paged: true,
  }),
  kick: endpoint({
    method: 'POST',
    path: '/log/online/kick',
    permission: 'onlineUser.kick',
    summary: '强制下线：该会话的下一个请求收到 600008',
    input: s.kickBody,
    output: s.done,
    okMessage: '已强制下线',
  }),
});

/** Logs and sessions belong to no shop, SP or region: who may read them is the menu's key alone. */
const NOT_SCOPED = { none: '系统日志，按菜单权限查看' } as const;
const scope = { 1: NOT_SCOPED, 2: NOT_SCOPED, 3: NOT_SCOPED, 5: NOT_SCOPED, 6: NOT_SCOPED, 7: NOT_SCOPED };

export const operationLogResource = declare({
  name: 'logs',
  label: PAGES.operationLog.title,
  endpoints: { queryList: logsApi.operationList },
  fields: fields({
    ...common({ time: ['list'] }),
    module: { label: '模块', kind: 'text', in: ['list', 'filter'], width: 120 },
    action: { label: COMMON_LABELS.action, kind: 'text', in: ['list', 'filter'], width: 100 },
    /** targetType targetId, one column (the page draws it). */
    target: { label: '对象', kind: 'text', in: ['list'] },
    operator: commonField('operator', ['list', 'filter'], { width: 180 }),
    targetId: { label: '对象编号', kind: 'code', in: ['filter'] },
    ip: { label: COMMON_LABELS.ip, kind: 'code', in: ['list'], width: 140 },
    changes: { label: '变更', kind: 'text', in: ['list'] },
    requestId: { label: '请求编号', kind: 'code', in: ['detail'] },
  }),
  scope,
});

export const onlineUserResource = declare({
  name: 'logs',
  label: PAGES.onlineUser.title,
  endpoints: { queryList: logsApi.onlineList, kick: logsApi.kick },
  fields: fields({
    ...common({ loginId: ['list', 'filter'] }),
    name: commonField('personName', ['list']),
    roleName: { label: COMMON_LABELS.role, kind: 'text', in: ['list'] },
    ip: operationLogResource.fields.ip,
    userAgent: commonField('userAgent', ['list']),
    loginTime: { label: '登录时间', kind: 'datetime', in: ['list'] },
    lastSeenTime: { label: '最近活动', kind: 'datetime', in: ['list'] },
  }),
  scope,
  page: PAGES.onlineUser,
});
