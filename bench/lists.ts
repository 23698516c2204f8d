/**
 * The lists the bench loads. `largest` is the one the list and deep-page figures (sections 1, 2) use: the
 * users list (a GET). The orders list (1,000,000 rows, a POST with a JSON body) has a section of its own
 * (orders.ts): its filtered list for an unlimited user and for one limited to 200 shops.
 */
export type BenchList = {
  /** The seeder (seeders.ts) that fills its table. */
  seeder: string;
  path: string;
  /** POST lists take the query as a JSON body (default GET with a query string). */
  method?: 'GET' | 'POST';
  /** A realistic filtered first page: what a user's search asks. */
  filtered: Record<string, string>;
  /** The whole list, as opened with no filter (deep pages page through this). */
  unfiltered: Record<string, string>;
};

/** `YYYY-MM-DD`, `n` days ago in the server's zone (the bench's date filters are relative to the run). */
function daysAgo(n: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() - n * 86_400_000));
}

export const lists: Record<string, BenchList> = {
  users: {
    seeder: 'users',
    path: '/api/user/queryList',
    // Normal agents (坐席): about a tenth of all users, so the filter still matches ~110,000 rows at 1 M.
    filtered: { status: '1', roleType: '0034', page: '1', pageSize: '10' },
    unfiltered: { pageSize: '10' },
  },
  orders: {
    seeder: 'orders',
    path: '/api/order/query/list',
    method: 'POST',
    // A status tab with a date range, as the order screen asks it: completed orders of the last 30 days
    // (about a tenth of all orders at 1 M, so the count is capped and estimated).
    filtered: { status: '50', startTime: daysAgo(30), endTime: daysAgo(0), page: '1', pageSize: '10' },
    unfiltered: { pageSize: '10' },
  },
  // Issue 31's lists of the later areas (area-lists.ts), each on a million rows with a first page as its screen asks it.
  ledger: {
    seeder: 'ledger',
    path: '/api/wms/history/queryList',
    // One warehouse's movements (a sixth of the ledger), newest first.
    filtered: { warehouseCode: 'BWH1', page: '1', pageSize: '10' },
    unfiltered: { pageSize: '10' },
  },
  coupons: {
    seeder: 'coupons',
    path: '/api/coupon/queryList',
    // The 未使用 tab: about 60 % of all coupons.
    filtered: { status: '1', page: '1', pageSize: '10' },
    unfiltered: { pageSize: '10' },
  },
  afterSales: {
    seeder: 'afterSales',
    path: '/api/order/afterSale/queryList',
    method: 'POST',
    // The 待审核 tab: about 15 % of all after-sales.
    filtered: { status: '10', page: '1', pageSize: '10' },
    unfiltered: { pageSize: '10' },
  },
  wallet: {
    seeder: 'shops',
    path: '/api/shop/wall/balance/queryList',
    method: 'POST',
    // 钱包余额 as its menu opens it: every shop, the largest balance first (3,031 wallets among 100,000 shops).
    filtered: { page: '1', pageSize: '10' },
    unfiltered: { pageSize: '10' },
  },
};

export const largest = lists.users;
export const DEEP_PAGE = 10_000;

export const urlOf = (list: BenchList, query: Record<string, string | number>) =>
  `${list.path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
