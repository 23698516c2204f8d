/** Success replies: `{ code: 200, message, data, total? }`. */
export const ok = <T>(data: T, message = '操作成功') => ({ code: 200, message, data });
export const page = <T>(rows: T[], total: number, message = '操作成功') => ({ code: 200, message, data: rows, total });
