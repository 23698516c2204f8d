import { area, endpoint, schemas } from '../endpoint.ts';

const s = schemas(() => import('../workbench.ts'));

/**
 * The workbench's to-do cards (issue 30): each a count within the caller's scope, shown only to a user holding
 * its page's key, opening that list already filtered (the list page reads the query string).
 */
export const WORKBENCH_CARDS = [
  { key: 'ordersPending', label: '待审核订单', permission: 'orderList.query', url: '/subapp/order/list?status=10' },
  { key: 'riskReviews', label: '待风控审核', permission: 'orderRisk.query', url: '/subapp/order/risk?reviewStatus=1' },
  { key: 'erpFailed', label: 'ERP推送失败', permission: 'erpOrder.query', url: '/subapp/order/erp?status=4' },
  { key: 'afterSalesWaiting', label: '待审核售后', permission: 'afterSale.query', url: '/subapp/order/after-sale?status=10' },
  { key: 'lowStock', label: '低库存商品', permission: 'wmsInventory.query', url: '/subapp/wms/inventory?lowStock=true' },
  { key: 'exportsReady', label: '可下载的导出文件', permission: 'reportFile.query', url: '/subapp/report/files' },
] as const;
export type WorkbenchCardKey = (typeof WORKBENCH_CARDS)[number]['key'];
/** With this key the workbench also shows the last 30 days of sales. */
export const WORKBENCH_SALES_KEY = 'spDataReport.query';
export const WORKBENCH_SALES_DAYS = 30;

export const workbenchApi = area('工作台', {
  summary: endpoint({
    method: 'GET',
    path: '/workbench/summary',
    permission: 'authenticated',
    summary: '工作台：当前用户数据范围内的待办数量（按权限显示），有销售报表权限时附近30天销售额',
    input: s.workbenchQuery,
    output: s.workbenchSummary,
  }),
});
