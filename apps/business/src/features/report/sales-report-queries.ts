import { salesReportApi } from '@console/contract/api/report';
import { type Call, createCall, type RequestClient } from '@console/web-kit';
import { prefetchOnce } from '@console/web-kit/resource';
import type { QueryClient } from '@tanstack/react-query';
import { quickRanges, ymd } from './quick-ranges.ts';

export type SalesQuery = {
  dimension: 'day' | 'sp' | 'province' | 'sku';
  startDate: string;
  endDate: string;
  spCode?: string;
  provinceCode?: string;
};
export type Paging = { page: number; pageSize: number };

/** The 销售报表's call, keyed alike for the page and for the menu click that fetches it ahead. */
export const salesQuery = (call: Call, q: SalesQuery, paging: Paging) => ({
  queryKey: ['report', 'sales', q, paging],
  queryFn: () => call(salesReportApi.sales, { ...q, ...paging }),
});

/** By day the whole period comes at once (at most 366 rows), so the line shows every day of it. */
export const WHOLE_PERIOD: Paging = { page: 1, pageSize: 500 };
export const firstRange = () => quickRanges()[1].value;

/** A menu click asks for what the page first shows (by day, the default range) next to the page's code. */
export function prefetch(qc: QueryClient, client: RequestClient) {
  const [start, end] = firstRange();
  prefetchOnce(qc, salesQuery(createCall(client), { dimension: 'day', startDate: ymd(start), endDate: ymd(end) }, WHOLE_PERIOD));
}
