import { area, endpoint, schemas } from '../endpoint.ts';

export const LOGIN_RESULTS = ['success', 'failed', 'throttled', 'disabled'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];
export const LOGIN_RESULT_LABELS: Record<LoginResult, string> = {
  success: '成功',
  failed: '失败',
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
