import { invReportApi } from '@console/contract/api/report';
import { type Call, createCall, type RequestClient } from '@console/web-kit';
import { prefetchOnce } from '@console/web-kit/resource';
import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { quickRanges, ymd } from './quick-ranges.ts';

export type Codes = { warehouseCode: string; skuCode: string };
export type StockQuery = Codes & { date: string; page: number; pageSize: number };
export type FlowQuery = Codes & { startDate: string; endDate: string };

/** The 库存报表's two calls, keyed alike for the page and for the menu click that fetches them ahead. */
export const stockQuery = (call: Call, q: StockQuery) => ({
  queryKey: ['report', 'stock', q],
  queryFn: () => call(invReportApi.stock, q),
});
export const flowQuery = (call: Call, q: FlowQuery) => ({
  queryKey: ['report', 'flow', q],
  queryFn: () => call(invReportApi.flow, q),
});

/** What the page first shows: every warehouse and SKU, stock at today's end, the flow of the last 30 days. */
export const NO_CODES: Codes = { warehouseCode: '', skuCode: '' };
export const FIRST_STOCK_PAGE = { page: 1, pageSize: 20 };
export const firstRange = () => quickRanges()[1].value;

/**
 * A menu click starts both calls next to the page's code: the page's first render then has its rows, where
 * it used to mount empty, ask, and render everything again on each answer.
 */
export function prefetch(qc: QueryClient, client: RequestClient) {
  const call = createCall(client);
  const [start, end] = firstRange();
  prefetchOnce(qc, stockQuery(call, { ...NO_CODES, date: ymd(dayjs()), ...FIRST_STOCK_PAGE }));
  prefetchOnce(qc, flowQuery(call, { ...NO_CODES, startDate: ymd(start), endDate: ymd(end) }));
}
