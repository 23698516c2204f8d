import { CODE_SESSION_ENDED } from '@console/contract';

/** An error whose message is meant for the user; `status` is the HTTP class, `code` the envelope code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const forbidden = (message = '没有权限执行该操作') => new AppError(403, message);
export const notFound = (message = '数据不存在或已被删除') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const sessionEnded = (message = '登录已失效，请重新登录') => new AppError(401, message, CODE_SESSION_ENDED);
export const tooMany = (message: string, data: unknown = null) => new AppError(429, message, 429, data);
