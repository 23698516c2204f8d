import { area, endpoint, schemas } from '../endpoint.ts';

const s = schemas(() => import('../report.ts'));

/** Columns of the stock reports (a label written once: the pages and the export read them). */
export const STOCK_REPORT_LABELS = {
  warehouseCode: '仓库编码',
  skuCode: 'SKU编码',
  onHand: '在库',
  locked: '锁定',
  available: '可用',
  date: '日期',
  opening: '期初',
  inQty: '入库',
  outQty: '出库',
  closing: '期末',
} as const;

/**
 * Inventory reports (`/inv/report/*`, issue 30), read from the stock ledger: on hand at the end of a day, and the
 * daily flow of a period. Warehouse rows carry no scope dimension (DOMAIN: warehouses and stock are not scoped).
 */
export const invReportApi = area('库存报表', {
  stock: endpoint({
    method: 'GET',
    path: '/inv/report/stock',
    permission: 'invReport.query',
    summary: '库存日报：某日日终各仓库×SKU的在库、锁定、可用（由库存流水推算）',
    input: s.stockReportQuery,
    output: s.stockReportRow,
    paged: true,
  }),
  flow: endpoint({
    method: 'GET',
    path: '/inv/report/flow',
    permission: 'invReport.query',
    summary: '库存流水汇总：期间内每日的期初、按流水类型的入库出库、期末（期末等于次日期初）',
    input: s.flowReportQuery,
    output: s.flowReport,
  }),
});
