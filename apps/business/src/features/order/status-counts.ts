import { COUNT_CAP } from '@console/contract/api/paging';
import { ORDER_STATUS } from '@console/contract/api/order';
import { formatQuantity } from '@console/contract/format';
import { freshAfterPrefetch, useCall } from '@console/web-kit/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countsQuery } from './first-queries.ts';
import { STATUS_CODES } from './options.ts';

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
  // formatQuantity, not toLocaleString: ICU's number data would load in the list's first paint (paging.ts).
  return exact ? String(sum) : `${formatQuantity(sum)}+`;
}

/**
 * The tab counts under the list's filters, in one call: the order list's statusCount, or the DX list's own
 * (an agent counts only the orders they placed, as their list shows them). Undefined for a tab while loading.
 */
export function useStatusCounts(dx: boolean, filters: Record<string, unknown>) {
  const all = useQuery({
    ...countsQuery(useCall(), dx, filters),
    placeholderData: keepPreviousData,
    // The menu click's counts (first-queries.ts) are this mount's: not asked a second time.
    refetchOnMount: freshAfterPrefetch,
  });
  return TABS.map((t): string | undefined => all.data && tabCount(all.data, t.status));
}

/**
 * A status tab's name with its count (`待审核 (2)`). The tab draws it itself: when the counts come (after the
 * rows, as a rule) only the tab names are drawn again, not the list with every row and cell.
 */
export function StatusTabLabel({ dx, filters, tab }: { dx: boolean; filters: Record<string, unknown>; tab: number }) {
  const count = useStatusCounts(dx, filters)[tab];
  return count === undefined ? TABS[tab].label : `${TABS[tab].label} (${count})`;
}
