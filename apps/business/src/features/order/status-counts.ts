import { COUNT_CAP } from '@console/contract/api/paging';
import { ORDER_STATUS, orderApi } from '@console/contract/api/order';
import { useCall } from '@console/web-kit/resource';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { AREA, STATUS_CODES } from './options.ts';

type ListEndpoint = typeof orderApi.queryList | typeof orderApi.queryDxList;
type Count = { status: number; count: number; exact: boolean };

/** The list's status tabs, in order (全部 = no status filter). */
export const TABS: { key: string; label: string; status?: number }[] = [
  { key: 'all', label: '全部' },
  ...STATUS_CODES.map((s) => ({ key: String(s), label: ORDER_STATUS[s], status: s })),
];

/**
 * A tab's count from the per-status counts (undefined: all statuses). Past the cap a status's count is only
 * known to exceed it: it adds the cap, and the tab reads `10,000+` (全部: the sum so far, with +).
 */
export function tabCount(counts: readonly Count[], status?: number): string {
  let sum = 0;
  let exact = true;
  for (const c of counts) {
    if (status !== undefined && c.status !== status) continue;
    sum += c.exact ? c.count : COUNT_CAP;
    exact &&= c.exact;
  }
  return exact ? String(sum) : `${sum.toLocaleString('en-US')}+`;
}

/**
 * The tab counts under the list's filters: the order list asks statusCount once; the DX list (an agent sees
 * only their own orders, which statusCount does not know) counts each tab with a one-row page of itself.
 * Undefined for a tab while its count is loading.
 */
export function useStatusCounts(list: ListEndpoint, grouped: boolean, filters: Record<string, unknown>) {
  const call = useCall();
  const all = useQuery({
    queryKey: [AREA, 'count', 'grouped', filters],
    queryFn: async () => (await call(orderApi.statusCount, filters as never, { silent: true })).data,
    enabled: grouped,
    placeholderData: keepPreviousData,
  });
  const perTab = useQueries({
    queries: TABS.map((t) => ({
      queryKey: [AREA, 'count', list.path, filters, t.key],
      queryFn: async (): Promise<Count> => {
        const input = { ...filters, ...(t.status !== undefined ? { status: t.status } : {}), page: 1, pageSize: 1 };
        const reply = await call(list, input as never, { silent: true });
        return { status: t.status ?? 0, count: Number(reply.total ?? 0), exact: reply.exact !== false };
      },
      enabled: !grouped,
      placeholderData: keepPreviousData,
    })),
  });
  return TABS.map((t, i): string | undefined => {
    if (!grouped) return perTab[i].data && tabCount([perTab[i].data]);
    return all.data && tabCount(all.data, t.status);
  });
}
