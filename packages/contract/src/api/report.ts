import { area, endpoint, schemas } from '../endpoint.ts';
import { COMMON_LABELS } from '../common-fields.ts';
import { WORDS } from '../words.ts';

const s = schemas(() => import('../report.ts'));

/** Columns of the stock reports (a label written once: the pages and the export read them). */
export const STOCK_REPORT_LABELS = {
  warehouseCode: COMMON_LABELS.warehouseCode,
  skuCode: COMMON_LABELS.skuCode,
  onHand: '在库',
  locked: WORDS.lock,
  available: '可用',
  date: '日期',
  opening: '期初',
  inQty: WORDS.receive,
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

/** The sales report's dimensions (issue 30) and what its rows are called. */
export const SALES_DIMENSIONS = [
  { value: 'day', label: '按日' },
  { value: 'sp', label: '按服务商' },
  { value: 'province', label: '按省份' },
  { value: 'sku', label: '按SKU' },
] as const;
export const SALES_REPORT_LABELS = {
  key: COMMON_LABELS.code,
  name: COMMON_LABELS.name,
  orderCount: '订单数',
  quantity: COMMON_LABELS.itemCount,
  amount: '销售额',
  refundAmount: '退款额',
  netAmount: '净销售额',
} as const;

/**
 * Sales (`/sp/data/report/*`): orders approved in the period and not cancelled or merged, by day, SP, province
 * or SKU, with totals — both within the caller's data scope. Read from a daily roll-up kept in step with orders.
 */
export const salesReportApi = area('销售报表', {
  sales: endpoint({
    method: 'GET',
    path: '/sp/data/report/sales',
    permission: 'spDataReport.query',
    summary: '销售报表：按日、服务商、省份或SKU汇总期间内审核且未取消的订单（数据权限内），含合计',
    input: s.salesReportQuery,
    output: s.salesReport,
  }),
});
