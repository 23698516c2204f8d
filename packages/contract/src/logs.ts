import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { LOGIN_RESULTS } from './api/logs.ts';

export * from './api/logs.ts';

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
  userAgent: z.string(),
  loginTime: z.string(),
  lastSeenTime: z.string(),
  /** The caller's own session (it cannot be kicked). */
  current: z.boolean(),
});
export type OnlineRow = z.infer<typeof onlineRow>;

export const kickBody = z.strictObject({ id: z.uuid({ error: '会话编号不正确' }) });
/** Named by the descriptor (api/logs.ts). */
export const done = z.null();
