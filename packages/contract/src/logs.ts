import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import { optionalText, pageQuery } from './paging.ts';

/** `YYYY-MM-DD HH:mm:ss` (or a bare date) in the server's zone; blank means no bound. */
const timeBound = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '时间格式应为 YYYY-MM-DD HH:mm:ss')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** One changed field of a write: `状态: 启用 → 停用`. Masked fields read `******`. */
export const fieldChange = z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() });
export type FieldChange = z.infer<typeof fieldChange>;

export const operationLogQuery = z.strictObject({
  module: optionalText(50),
  action: optionalText(50),
  /** Name or loginId of the operator (contains). */
  operator: optionalText(64),
  targetId: optionalText(64),
  startTime: timeBound,
  endTime: timeBound,
  ...pageQuery(500),
});
export type OperationLogQuery = z.infer<typeof operationLogQuery>;

export const operationLogRow = z.object({
  id: z.string(),
  module: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** `name(loginId)`, as the console shows an operator. */
  operator: z.string(),
  operatorCode: z.string(),
  ip: z.string(),
  requestId: z.string(),
  time: z.string(),
  changes: z.array(fieldChange),
});
export type OperationLogRow = z.infer<typeof operationLogRow>;

export const LOGIN_RESULTS = ['success', 'failed', 'throttled', 'disabled'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];
export const LOGIN_RESULT_LABELS: Record<LoginResult, string> = {
  success: '成功',
  failed: '失败',
  throttled: '限制登录',
  disabled: '账号停用',
};

export const loginLogQuery = z.strictObject({
  loginId: optionalText(64),
  result: z
    .enum(LOGIN_RESULTS, { error: '登录结果不正确' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  startTime: timeBound,
  endTime: timeBound,
  ...pageQuery(500),
});
export const loginLogRow = z.object({
  id: z.string(),
  loginId: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  result: z.enum(LOGIN_RESULTS),
  message: z.string(),
  time: z.string(),
});
export type LoginLogRow = z.infer<typeof loginLogRow>;

export const onlineQuery = z.strictObject({ loginId: optionalText(64), ...pageQuery(500) });
export const onlineRow = z.object({
  /** The session's own id: neither the token nor its hash. */
  id: z.string(),
  loginId: z.string(),
  name: z.string(),
  roleName: z.string(),
  ip: z.string(),
  loginTime: z.string(),
  lastSeenTime: z.string(),
  /** The caller's own session (it cannot be kicked). */
  current: z.boolean(),
});
export type OnlineRow = z.infer<typeof onlineRow>;

export const kickBody = z.strictObject({ id: z.uuid({ error: '会话编号不正确' }) });

export const logsApi = area('日志', {
  operationList: endpoint({
    method: 'GET',
    path: '/log/operation/queryList',
    permission: 'operationLog.query',
    summary: '操作日志（最新在前；记录不能修改或删除）',
    input: operationLogQuery,
    output: operationLogRow,
    paged: true,
  }),
  loginList: endpoint({
    method: 'GET',
    path: '/log/login/queryList',
    permission: 'loginLog.query',
    summary: '登录日志：每次登录尝试一条',
    input: loginLogQuery,
    output: loginLogRow,
    paged: true,
  }),
  onlineList: endpoint({
    method: 'GET',
    path: '/log/online/queryList',
    permission: 'onlineUser.query',
    summary: '在线会话（最新在前）',
    input: onlineQuery,
    output: onlineRow,
    paged: true,
  }),
  kick: endpoint({
    method: 'POST',
    path: '/log/online/kick',
    permission: 'onlineUser.kick',
    summary: '强制下线：该会话的下一个请求收到 600008',
    input: kickBody,
    output: z.null(),
    okMessage: '已强制下线',
  }),
});
