import { withMessage } from './endpoint-routes.ts';

/**
 * Lists the specification calls `queryAll` (dropdown sources) answer at most this many rows; past it the
 * reply says so in its message, and the screen is expected to search instead.
 */
export const QUERY_ALL_CAP = 5000;

/** Reads one row more than the cap (`rows(limit)`), answers at most the cap, and says when rows were left out. */
export async function cappedAll<T>(rows: (limit: number) => PromiseLike<T[]>) {
  const list = await rows(QUERY_ALL_CAP + 1);
  if (list.length <= QUERY_ALL_CAP) return list;
  return withMessage(list.slice(0, QUERY_ALL_CAP), `数据较多，仅返回前 ${QUERY_ALL_CAP} 条，请输入条件查询`);
}
