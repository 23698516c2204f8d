import type { PageCursors } from '@console/contract/paging';

/** Success replies: `{ code: 200, message, data, total? }`. */
export const ok = <T>(data: T, message = '操作成功') => ({ code: 200, message, data });

/** A paged list's reply (pagedList's result): `exact: false` only when the total is an estimate, and the page's cursors. */
export const page = <T>(
  { rows, total, exact, cursor }: { rows: T[]; total: number; exact?: boolean; cursor?: PageCursors },
  message = '操作成功',
) => ({
  code: 200,
  message,
  data: rows,
  total,
  ...(exact === false ? { exact } : {}),
  ...(cursor ? { cursor } : {}),
});
