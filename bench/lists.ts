/**
 * The lists the bench loads. `largest` is the one the list and deep-page figures use: users now; when the
 * orders area lands with its 1,000,000-row seeder, add its entry here and point `largest` at it.
 */
export type BenchList = {
  /** The seeder (seeders.ts) that fills its table. */
  seeder: string;
  path: string;
  /** A realistic filtered first page: what a user's search asks. */
  filtered: Record<string, string>;
  /** The whole list, as opened with no filter (deep pages page through this). */
  unfiltered: Record<string, string>;
};

export const lists: Record<string, BenchList> = {
  users: {
    seeder: 'users',
    path: '/api/user/queryList',
    // Normal agents (坐席): about a tenth of all users, so the filter still matches ~110,000 rows at 1 M.
    filtered: { status: '1', roleType: '0034', page: '1', pageSize: '10' },
    unfiltered: { pageSize: '10' },
  },
};

export const largest = lists.users;
export const DEEP_PAGE = 10_000;

export const urlOf = (list: BenchList, query: Record<string, string | number>) =>
  `${list.path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
