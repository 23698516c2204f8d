import { type FirstList, usePermissions } from '@console/web-kit/resource';
import { Result, Spin } from 'antd';
import { type ComponentType, Suspense, use } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Every sub-app page: its path below /subapp, the permission key needed to see it, its lazily loaded module
 * (one chunk per page) and, for a ResourceTable page, its first list (the same area, descriptor and filters the
 * page gives its table: a mismatch only costs a second call). An area adds its lines here.
 */
export type SubappPage = {
  path: string;
  title: string;
  permission: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The page's first list (its ResourceTable's area, descriptor and fixed filters): fetched on a menu click. */
  list?: () => Promise<FirstList>;
};

/** A first list whose descriptor loads on demand (the contract stays out of this chunk). */
const first = (area: string, api: () => Promise<FirstList['api']>, filters?: Record<string, unknown>) => async (): Promise<FirstList> => ({
  area,
  api: await api(),
  filters,
});

export const PAGES: SubappPage[] = [
  {
    path: '/product/brand',
    title: '品牌管理',
    permission: 'productBrand.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.brandApi)),
    load: () => import('../features/products/BrandPage.tsx'),
  },
  {
    path: '/product/category',
    title: '商品分类',
    permission: 'productCategory.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.categoryApi), { parentId: 0 }),
    load: () => import('../features/products/CategoryPage.tsx'),
  },
  {
    path: '/product/property',
    title: '商品属性',
    permission: 'productProperty.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.propertyApi)),
    load: () => import('../features/products/PropertyPage.tsx'),
  },
  {
    path: '/product/spu',
    title: 'SPU管理',
    permission: 'productSpu.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.spuApi)),
    load: () => import('../features/products/SpuPage.tsx'),
  },
  {
    path: '/product/sku',
    title: 'SKU管理',
    permission: 'productSku.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.skuApi)),
    load: () => import('../features/products/SkuPage.tsx'),
  },
  {
    path: '/product/label',
    title: '商品标签',
    permission: 'productLabel.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.labelApi)),
    load: () => import('../features/products/LabelPage.tsx'),
  },
  {
    path: '/product/group',
    title: '商品分组',
    permission: 'productGroup.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.groupApi)),
    load: () => import('../features/products/GroupPage.tsx'),
  },
  {
    path: '/product/sku-platform',
    title: 'SKU上架平台',
    permission: 'skuPlatform.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.skuPlatformApi)),
    load: () => import('../features/products/SkuPlatformPage.tsx'),
  },
  {
    path: '/product/sku-price',
    title: 'SKU价格',
    permission: 'skuPrice.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.skuPriceApi)),
    load: () => import('../features/products/SkuPricePage.tsx'),
  },
  {
    path: '/product/sku-rule',
    title: '下单规则',
    permission: 'skuRule.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.skuRuleApi)),
    load: () => import('../features/products/SkuRulePage.tsx'),
  },
  {
    path: '/product/sku-rule-config',
    title: '规则适用范围',
    permission: 'skuRuleConfig.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.skuRuleConfigApi)),
    load: () => import('../features/products/SkuRuleConfigPage.tsx'),
  },
  {
    path: '/product/sku-discount',
    title: '阶梯折扣',
    permission: 'skuDiscount.query',
    list: first('products', () => import('@console/contract/api/products-api').then((m) => m.skuDiscountApi)),
    load: () => import('../features/products/SkuDiscountPage.tsx'),
  },
  {
    path: '/shop/info',
    title: '门店管理',
    permission: 'shopInfo.query',
    list: first('shop-info', () => import('@console/contract/api/shop').then((m) => m.shopInfoApi)),
    load: () => import('../features/shop/ShopInfoPage.tsx'),
  },
  {
    path: '/shop/sp-info',
    title: '服务商管理',
    permission: 'spInfo.query',
    list: first('shop-sp', () => import('@console/contract/api/shop').then((m) => m.spInfoApi)),
    load: () => import('../features/shop/SpInfoPage.tsx'),
  },
  {
    path: '/shop/sp-area',
    title: '服务区域',
    permission: 'spArea.query',
    list: first('shop-sp-area', () => import('@console/contract/api/shop-area').then((m) => m.spAreaApi)),
    load: () => import('../features/shop/SpAreaPage.tsx'),
  },
  {
    path: '/shop/area-main-sp',
    title: '区域主服务商',
    permission: 'areaMainSp.query',
    list: first('shop-area-main-sp', () => import('@console/contract/api/shop-area').then((m) => m.areaMainSpApi)),
    load: () => import('../features/shop/AreaMainSpPage.tsx'),
  },
  {
    path: '/shop/cs',
    title: '门店客服',
    permission: 'shopCs.query',
    list: first('shop-cs', () => import('@console/contract/api/shop-service').then((m) => m.shopCsApi)),
    load: () => import('../features/shop/ShopCsPage.tsx'),
  },
  {
    path: '/shop/work-order',
    title: '门店工单',
    permission: 'retWorkOrder.query',
    list: first('shop-work-order', () => import('@console/contract/api/shop-service').then((m) => m.retWorkOrderApi)),
    load: () => import('../features/shop/WorkOrderPage.tsx'),
  },
  { path: '/shop/wallet', title: '钱包余额', permission: 'walletBalance.query', load: () => import('../features/shop/WalletPage.tsx') },
  {
    path: '/shop/app-setting',
    title: '应用设置',
    permission: 'appSetting.query',
    list: first('shop-app-setting', () => import('@console/contract/api/shop-service').then((m) => m.appSettingApi)),
    load: () => import('../features/shop/AppSettingPage.tsx'),
  },
  {
    path: '/base/sys-platform',
    title: '系统平台',
    permission: 'sysPlatform.query',
    list: first('base-sys-platform', () => import('@console/contract/api/base').then((m) => m.sysPlatformApi)),
    load: () => import('../features/base/SysPlatformPage.tsx'),
  },
  {
    path: '/base/user-type',
    title: '用户类型',
    permission: 'userType.query',
    list: first('base-user-type', () => import('@console/contract/api/base').then((m) => m.userTypeApi)),
    load: () => import('../features/base/UserTypePage.tsx'),
  },
  {
    path: '/base/retailer-type',
    title: '零售商类型',
    permission: 'retailerType.query',
    list: first('base-retailer-type', () => import('@console/contract/api/base').then((m) => m.retailerTypeApi)),
    load: () => import('../features/base/RetailerTypePage.tsx'),
  },
  {
    path: '/base/grade',
    title: '门店等级',
    permission: 'gradeInfo.query',
    list: first('base-grade', () => import('@console/contract/api/base').then((m) => m.gradeInfoApi)),
    load: () => import('../features/base/GradePage.tsx'),
  },
  {
    path: '/base/sp-group',
    title: '服务商分组',
    permission: 'spGroup.query',
    list: first('base-sp-group', () => import('@console/contract/api/base').then((m) => m.spGroupApi)),
    load: () => import('../features/base/SpGroupPage.tsx'),
  },
  {
    path: '/base/template',
    title: '消息模板',
    permission: 'template.query',
    list: first('base-template', () => import('@console/contract/api/base').then((m) => m.templateApi)),
    load: () => import('../features/base/TemplatePage.tsx'),
  },
  { path: '/base/ocr', title: '执照识别', permission: 'ocr.query', load: () => import('../features/base/OcrPage.tsx') },
  {
    path: '/log/operation',
    title: '操作日志',
    permission: 'operationLog.query',
    load: () => import('../features/logs/OperationLogPage.tsx'),
  },
  { path: '/log/login', title: '登录日志', permission: 'loginLog.query', load: () => import('../features/logs/LoginLogPage.tsx') },
  { path: '/log/online', title: '在线用户', permission: 'onlineUser.query', load: () => import('../features/logs/OnlineUserPage.tsx') },
  {
    path: '/report/exports',
    title: '导出任务',
    permission: 'exportTask.query',
    load: () => import('../features/exports/ExportCenterPage.tsx'),
  },
  {
    path: '/report/files',
    title: '报表文件',
    permission: 'reportFile.query',
    load: () => import('../features/exports/ReportFilePage.tsx'),
  },
  { path: '/schedule/job', title: '任务调度', permission: 'scheduleJob.query', load: () => import('../features/jobs/JobPage.tsx') },
  {
    path: '/wms/base',
    title: '仓库管理',
    permission: 'wmsBase.query',
    list: first('wms', () => import('@console/contract/api/wms').then((m) => m.wmsBaseApi)),
    load: () => import('../features/wms/WarehousePage.tsx'),
  },
  { path: '/wms/channel', title: '渠道管理', permission: 'wmsChannel.query', load: () => import('../features/wms/ChannelPage.tsx') },
  {
    path: '/wms/inventory',
    title: '库存管理',
    permission: 'wmsInventory.query',
    list: first('wms', () => import('@console/contract/api/wms').then((m) => m.wmsInventoryApi)),
    load: () => import('../features/wms/InventoryPage.tsx'),
  },
  {
    path: '/wms/history',
    title: '库存流水',
    permission: 'wmsHistory.query',
    list: first('wms', () => import('@console/contract/api/wms').then((m) => m.wmsHistoryApi)),
    load: () => import('../features/wms/HistoryPage.tsx'),
  },
  {
    path: '/wms/purchase-order',
    title: '采购入库',
    permission: 'wmsPurchaseOrder.query',
    list: first('wms', () => import('@console/contract/api/wms-docs').then((m) => m.wmsPurchaseOrderApi)),
    load: () => import('../features/wms/PurchaseOrderPage.tsx'),
  },
  {
    path: '/wms/deliver',
    title: '发货单',
    permission: 'wmsDeliver.query',
    list: first('wms', () => import('@console/contract/api/wms-docs').then((m) => m.wmsDeliverApi)),
    load: () => import('../features/wms/DeliverPage.tsx'),
  },
  {
    path: '/wms/order-split',
    title: '订单拆分',
    permission: 'wmsOrderSplit.query',
    list: first('wms', () => import('@console/contract/api/wms-docs').then((m) => m.wmsOrderSplitApi)),
    load: () => import('../features/wms/OrderSplitPage.tsx'),
  },
  {
    path: '/wms/return-province',
    title: '省区退货',
    permission: 'wmsReturnProvince.query',
    list: first('wms', () => import('@console/contract/api/wms-returns').then((m) => m.wmsReturnProvinceApi)),
    load: () => import('../features/wms/ReturnProvincePage.tsx'),
  },
  {
    path: '/stock/sellin',
    title: '进货上报',
    permission: 'stockSellin.query',
    list: first('stock', () => import('@console/contract/api/stock-data').then((m) => m.stockSellinApi)),
    load: () => import('../features/stock/SellinPage.tsx'),
  },
  {
    path: '/stock/opening-inventory',
    title: '期初库存',
    permission: 'stockOpeningInventory.query',
    list: first('stock', () => import('@console/contract/api/stock-data').then((m) => m.stockOpeningApi)),
    load: () => import('../features/stock/OpeningInventoryPage.tsx'),
  },
  {
    path: '/stock/mapping',
    title: '商品映射',
    permission: 'stockMapping.query',
    list: first('stock', () => import('@console/contract/api/stock-data').then((m) => m.stockMappingApi)),
    load: () => import('../features/stock/MappingPage.tsx'),
  },
  {
    path: '/stock/transfer',
    title: '库存调拨',
    permission: 'stockTransfer.query',
    list: first('stock', () => import('@console/contract/api/stock').then((m) => m.stockTransferApi)),
    load: () => import('../features/stock/TransferPage.tsx'),
  },
  {
    path: '/alloc/plan',
    title: '配额分配',
    permission: 'allocPlan.query',
    list: first('alloc', () => import('@console/contract/api/alloc').then((m) => m.allocPlanApi)),
    load: () => import('../features/alloc/PlanPage.tsx'),
  },
  { path: '/alloc/auto', title: '自动分配', permission: 'autoAlloc.query', load: () => import('../features/alloc/AutoAllocPage.tsx') },
  { path: '/order/list', title: '订单列表', permission: 'orderList.query', load: () => import('../features/order/OrderListPage.tsx') },
  { path: '/order/dx', title: '坐席订单', permission: 'orderDx.query', load: () => import('../features/order/OrderDxPage.tsx') },
];

function Guard({ permission, Page }: { permission: string; Page: ComponentType }) {
  const { has } = usePermissions();
  return has(permission) ? <Page /> : <Result status="403" title="无权访问" subTitle="您没有访问该页面的权限，请联系管理员" />;
}

function Pending() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

function NotFound() {
  return <Result status="404" title="页面不存在" subTitle="子应用中没有这个页面" />;
}

/** Page components already loaded, by path: a page whose code is here renders at once (no Suspense pause). */
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

/** Loads a page's code once (prefetch and route share it); a failure is forgotten so a later visit retries. */
export function loadPage(p: SubappPage): Promise<ComponentType> {
  let pending = loading.get(p.path);
  if (!pending) {
    pending = p.load().then(
      ({ default: Page }) => {
        loaded.set(p.path, Page);
        return Page;
      },
      (error) => {
        loading.delete(p.path);
        throw error;
      },
    );
    loading.set(p.path, pending);
  }
  return pending;
}

function PageRoute({ page }: { page: SubappPage }) {
  const Page = loaded.get(page.path) ?? use(loadPage(page));
  return <Guard permission={page.permission} Page={Page} />;
}

/**
 * The sub-app's routes for `useRoutes` under a MemoryRouter (declarative: no loaders, and the shared runtime
 * then carries react-router's small declarative part only). A page's code loads on its first visit.
 */
export const routes: RouteObject[] = [
  ...PAGES.map(
    (p): RouteObject => ({
      path: p.path,
      element: (
        <Suspense fallback={<Pending />}>
          <PageRoute page={p} />
        </Suspense>
      ),
    }),
  ),
  { path: '*', element: <NotFound /> },
];
