import { centsToYuan } from '@console/contract/money';
import {
  STOCK_REPORT_LABELS as L,
  SALES_REPORT_LABELS as S,
  type SalesRow,
  type StockReportRow,
  salesReportQuery,
  stockReportQuery,
} from '@console/contract/report';
import type { z } from 'zod';
import { registerExport } from '../../shared/export-registry.ts';
import { stockReport } from './inv-report.service.ts';
import { salesReport } from './sales-report.service.ts';

type Q = z.output<typeof stockReportQuery>;

/** The stock report as an Excel export: the report's own rows for the chosen day, page after page. */
export function registerReportExports() {
  registerExport<Q, StockReportRow>({
    page: 'invReport',
    label: '库存报表',
    query: stockReportQuery,
    columns: (['warehouseCode', 'skuCode', 'onHand', 'locked', 'available'] as const).map((key) => ({ key, header: L[key] })),
    async *rows(ctx, q) {
      for (let page = 1; ; page++) {
        const { rows } = await stockReport({ ...q, page, pageSize: 500 }, ctx);
        if (rows.length) yield rows;
        if (rows.length < 500) return;
      }
    },
  });
}

type SalesQ = z.output<typeof salesReportQuery>;
const SALES_COLUMNS = ['key', 'name', 'orderCount', 'quantity', 'amount', 'refundAmount', 'netAmount'] as const;
const MONEY = new Set(['amount', 'refundAmount', 'netAmount']);

/** The sales report as an Excel export: the report's rows for its dimension and period, money in yuan. */
export function registerSalesExport() {
  registerExport<SalesQ, SalesRow>({
    page: 'spDataReport',
    label: '销售报表',
    query: salesReportQuery,
    columns: SALES_COLUMNS.map((key) => ({
      key,
      header: MONEY.has(key) ? `${S[key]}（元）` : S[key],
      format: MONEY.has(key) ? (v) => centsToYuan(Number(v)) : undefined,
    })),
    async *rows(ctx, q) {
      for (let page = 1; ; page++) {
        const { rows } = await salesReport({ ...q, page, pageSize: 500 }, ctx);
        if (rows.length) yield rows;
        if (rows.length < 500) return;
      }
    },
  });
}
