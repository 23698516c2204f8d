import { PARTNERS } from '@console/contract/api/partner-list';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { PAGES } from '@console/contract/api/pages';
import { declaredPage, first, firstList, type SubappPage } from './page-kit.ts';

/** The operations pages: orders and their periphery, stock and allocation, marketing, payments, employees, reports, logs, jobs. */
export const OPERATIONS_PAGES: SubappPage[] = [
  {
    path: '/marketing/coupon',
    title: COMMON_LABELS.coupon,
    permission: 'coupon.query',
    list: first('marketing', () => import('@console/contract/api/coupon').then((m) => m.couponTemplateApi)),
    load: () => import('../features/marketing/CouponPage.tsx'),
  },
  {
    path: '/marketing/set-meal',
    title: '套餐管理',
    permission: 'setMeal.query',
    list: first('marketing', () => import('@console/contract/api/set-meal').then((m) => m.setMealApi)),
    load: () => import('../features/marketing/SetMealPage.tsx'),
  },
  {
    ...declaredPage(PAGES.specialActivity),
    list: first('marketing', () => import('@console/contract/api/special-activity').then((m) => m.specialActivityApi)),
    load: () => import('../features/marketing/SpecialActivityPage.tsx'),
  },
  {
    ...declaredPage(PAGES.lotteryActivity),
    list: first('marketing', () => import('@console/contract/api/lottery').then((m) => m.lotteryActivityApi)),
    load: () => import('../features/marketing/LotteryPage.tsx'),
  },
  {
    ...declaredPage(PAGES.equityActivity),
    list: first('marketing', () => import('@console/contract/api/equity').then((m) => m.equityActivityApi)),
    load: () => import('../features/marketing/EquityPage.tsx'),
  },
  {
    path: '/report/inventory',
    title: '库存报表',
    permission: 'invReport.query',
    data: () => import('../features/report/inv-report-queries.ts'),
    load: () => import('../features/report/InvReportPage.tsx'),
  },
  {
    ...declaredPage(PAGES.employee),
    list: first('employee', () => import('@console/contract/api/employee').then((m) => m.employeeApi)),
    load: () => import('../features/employee/EmployeePage.tsx'),
  },
  {
    ...declaredPage(PAGES.operationLog),
    list: first('logs', () => import('@console/contract/api/logs').then((m) => m.operationLogResource.endpoints)),
    load: () => import('../features/logs/OperationLogPage.tsx'),
  },
  {
    ...declaredPage(PAGES.loginLog),
    list: firstList(
      'logs',
      () => import('@console/contract/api/logs'),
      (m) => m.logsApi.loginList,
    ),
    load: () => import('../features/logs/LoginLogPage.tsx'),
  },
  {
    ...declaredPage(PAGES.onlineUser),
    list: first('logs', () => import('@console/contract/api/logs').then((m) => m.onlineUserResource.endpoints)),
    load: () => import('../features/logs/OnlineUserPage.tsx'),
  },
  {
    ...declaredPage(PAGES.exportTask),
    list: firstList(
      'exports',
      () => import('@console/contract/api/exports'),
      (m) => m.exportsApi.queryList,
    ),
    load: () => import('../features/exports/ExportCenterPage.tsx'),
  },
  {
    ...declaredPage(PAGES.reportFile),
    list: firstList(
      'exports',
      () => import('@console/contract/api/exports'),
      (m) => m.reportFilesApi.queryList,
    ),
    load: () => import('../features/exports/ReportFilePage.tsx'),
  },
  {
    path: '/schedule/job',
    title: '任务调度',
    permission: 'scheduleJob.query',
    list: firstList(
      'jobs',
      () => import('@console/contract/api/jobs'),
      (m) => m.jobsApi.data,
    ),
    load: () => import('../features/jobs/JobPage.tsx'),
  },
  {
    ...declaredPage(PAGES.stockTransfer),
    list: first('stock', () => import('@console/contract/api/stock').then((m) => m.stockTransferApi)),
    load: () => import('../features/stock/TransferPage.tsx'),
  },
  {
    ...declaredPage(PAGES.allocPlan),
    list: first('alloc', () => import('@console/contract/api/alloc').then((m) => m.allocPlanApi)),
    load: () => import('../features/alloc/PlanPage.tsx'),
  },
  {
    path: '/order/list',
    title: '订单列表',
    permission: 'orderList.query',
    list: firstList(
      'order',
      () => import('@console/contract/api/order'),
      (m) => m.orderApi.queryList,
    ),
    options: () => import('../features/order/options.ts').then((m) => m.ORDER_LIST_OPTIONS),
    data: () => import('../features/order/first-queries.ts').then((m) => ({ prefetch: m.prefetchCounts(false) })),
    load: () => import('../features/order/OrderListPage.tsx'),
  },
  {
    ...declaredPage(PAGES.afterSale),
    list: first('after-sale', () => import('@console/contract/api/after-sale').then((m) => m.afterSaleApi)),
    load: () => import('../features/after-sale/AfterSalePage.tsx'),
  },
  {
    ...declaredPage(PAGES.invoiceInfo),
    list: first('invoice', () => import('@console/contract/api/invoice').then((m) => m.invoiceApi)),
    load: () => import('../features/invoice/InvoicePage.tsx'),
  },
  {
    ...declaredPage(PAGES.semiannualReturn),
    list: first('semiannual-return', () => import('@console/contract/api/semiannual-return').then((m) => m.semiannualReturnApi)),
    load: () => import('../features/semiannual-return/SemiannualReturnPage.tsx'),
  },
  {
    path: '/order/gift',
    title: COMMON_LABELS.giftOrder,
    permission: 'giftOrder.query',
    list: first('gift-order', () => import('@console/contract/api/gift-order').then((m) => m.giftOrderApi)),
    load: () => import('../features/gift-order/GiftOrderPage.tsx'),
  },
  {
    ...declaredPage(PAGES.sellinOrder),
    list: first('sellin-order', () => import('@console/contract/api/sellin-order').then((m) => m.sellinOrderApi)),
    load: () => import('../features/sellin-order/SellinOrderPage.tsx'),
  },
  {
    path: '/order/dx',
    title: '坐席订单',
    permission: 'orderDx.query',
    list: firstList(
      'order',
      () => import('@console/contract/api/order'),
      (m) => m.orderApi.queryDxList,
    ),
    options: () => import('../features/order/options.ts').then((m) => m.ORDER_LIST_OPTIONS),
    data: () => import('../features/order/first-queries.ts').then((m) => ({ prefetch: m.prefetchCounts(true) })),
    load: () => import('../features/order/OrderDxPage.tsx'),
  },
  {
    ...declaredPage(PAGES.erpOrder),
    list: first('erp', () => import('@console/contract/api/erp').then((m) => m.erpApi)),
    load: () => import('../features/erp/ErpPushPage.tsx'),
  },
  {
    ...declaredPage(PAGES.orderRisk),
    list: first('risk', () => import('@console/contract/api/risk').then((m) => m.riskApi)),
    load: () => import('../features/risk/OrderRiskPage.tsx'),
  },
  {
    path: '/order/risk-grade',
    title: COMMON_LABELS.riskGrade,
    permission: 'riskGrade.query',
    list: first('risk', () => import('@console/contract/api/risk').then((m) => m.riskGradeApi)),
    load: () => import('../features/risk/RiskGradePage.tsx'),
  },
  {
    path: '/pay/channel',
    title: COMMON_LABELS.payChannel,
    permission: 'payChannel.query',
    list: first('pay', () => import('@console/contract/api/pay').then((m) => m.payChannelApi)),
    load: () => import('../features/pay/PayChannelPage.tsx'),
  },
  {
    ...declaredPage(PAGES.payReconcile),
    list: firstList(
      'pay',
      () => import('@console/contract/api/pay'),
      (m) => m.payApi.reconcile,
    ),
    load: () => import('../features/pay/PayReconcilePage.tsx'),
  },
  {
    ...declaredPage(PAGES.payRecord),
    list: firstList(
      'pay',
      () => import('@console/contract/api/pay'),
      (m) => m.payApi.recordList,
    ),
    load: () => import('../features/pay/PayRecordPage.tsx'),
  },
  {
    path: '/report/sales',
    title: '销售报表',
    permission: 'spDataReport.query',
    data: () => import('../features/report/sales-report-queries.ts'),
    load: () => import('../features/report/SalesReportPage.tsx'),
  },
  {
    ...declaredPage(PAGES.stockSellin),
    list: first('stock', () => import('@console/contract/api/stock-data').then((m) => m.stockSellinApi)),
    load: () => import('../features/stock/SellinPage.tsx'),
  },
  {
    ...declaredPage(PAGES.stockOpeningInventory),
    list: first('stock', () => import('@console/contract/api/stock-data').then((m) => m.stockOpeningApi)),
    load: () => import('../features/stock/OpeningInventoryPage.tsx'),
  },
  {
    ...declaredPage(PAGES.stockMapping),
    list: first('stock', () => import('@console/contract/api/stock-data').then((m) => m.stockMappingApi)),
    load: () => import('../features/stock/MappingPage.tsx'),
  },
  { path: '/alloc/auto', title: '自动分配', permission: 'autoAlloc.query', load: () => import('../features/alloc/AutoAllocPage.tsx') },
  // One page component for the four partner platforms, each under its own menu page.
  ...PARTNERS.map(
    (p): SubappPage => ({
      path: `/partner/${p.key}`,
      title: p.title,
      permission: `${p.menu}.query`,
      list: firstList(
        'partner',
        () => import('@console/contract/api/partner'),
        (m) => m.partnerApis[p.key].syncList,
      ),
      load: () => import('../features/partner/PartnerPage.tsx').then((m) => ({ default: m.pageFor(p.key) })),
    }),
  ),
  {
    ...declaredPage(PAGES.dataxTask),
    list: first('datax', () => import('@console/contract/api/datax').then((m) => m.dataxTaskApi)),
    load: () => import('../features/datax/DataxTaskPage.tsx'),
  },
];
