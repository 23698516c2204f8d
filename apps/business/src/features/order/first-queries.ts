import { orderApi } from '@console/contract/api/order';
import { regionApi } from '@console/contract/api/regions';
import { type Call, createCall, type RequestClient } from '@console/web-kit';
import { optionList, prefetchOnce } from '@console/web-kit/resource';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What the order pages read as they mount besides their rows: the tab counts and the region tree. Apart from
 * the hooks (status-counts.ts, options.ts) so that a menu click reads only names of the shared runtime's first
 * paint, and starts these calls next to the page's code instead of at its mount.
 */

/** Query keys of the order pages start with 'order': any order write refreshes every order list and count. */
export const AREA = 'order';

/** The province > city > district tree the filters, columns and forms read. */
export const REGIONS = optionList('regions', regionApi.queryAll, {});

/** The tab counts under the list's filters: the order list's statusCount, or the DX list's own. */
export const countsQuery = (call: Call, dx: boolean, filters: Record<string, unknown>) => {
  const counts = orderApi[dx ? 'dxStatusCount' : 'statusCount'];
  return {
    queryKey: [AREA, 'count', counts.path, filters],
    queryFn: async () => (await call(counts, filters as never, { silent: true })).data,
  };
};

/** A menu click on an order page starts its tab counts (no filters yet), as the page's first render reads them. */
export const prefetchCounts = (dx: boolean) => (qc: QueryClient, client: RequestClient) =>
  prefetchOnce(qc, countsQuery(createCall(client), dx, {}));
