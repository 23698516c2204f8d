import { STOCK_REPORT_LABELS as L, type StockReportRow, stockReportQuery } from '@console/contract/report';
import type { z } from 'zod';
import { registerExport } from '../../shared/export-registry.ts';
import { stockReport } from './inv-report.service.ts';

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
