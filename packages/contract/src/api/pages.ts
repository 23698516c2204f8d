import type { PageDecl } from '../declaration.ts';

/**
 * Pages whose title many layers name (the page registry, the declaration and its endpoints' tag, the import
 * and export registrations, the audit module): written here once, apart from their declarations, so that the
 * sub-app's page registry reads a title without loading the area's contract. Each declaration's `page` is its
 * entry here.
 */
export const PAGES = {
  // The console's system pages: the shell's page registry, the menu tree, the declarations and the audit modules.
  userManagement: { menu: 'userManagement', path: '/userManagement', title: '用户管理' },
  roleManagement: { menu: 'roleManagement', path: '/roleManagement', title: '角色管理' },
  menuManagement: { menu: 'menuManagement', path: '/menuManagement', title: '菜单管理' },
  departmentManagement: { menu: 'departmentManagement', path: '/departmentManagement', title: '部门管理' },
  stockSellin: { menu: 'stockSellin', path: '/stock/sellin', title: '进货上报' },
  stockOpeningInventory: { menu: 'stockOpeningInventory', path: '/stock/opening-inventory', title: '期初库存' },
  lotteryActivity: { menu: 'lotteryActivity', path: '/marketing/lottery', title: '抽奖活动' },
  equityActivity: { menu: 'equityActivity', path: '/marketing/equity', title: '权益活动' },
  skuDiscount: { menu: 'skuDiscount', path: '/product/sku-discount', title: '阶梯折扣' },
  stockMapping: { menu: 'stockMapping', path: '/stock/mapping', title: '商品映射' },
  dataxTask: { menu: 'dataxTask', path: '/datax/task', title: '同步任务' },
  payRecord: { menu: 'payRecord', path: '/pay/record', title: '支付记录' },
  semiannualReturn: { menu: 'semiannualReturn', path: '/order/semiannual-return', title: '半年退货' },
  sellinOrder: { menu: 'sellinOrder', path: '/order/sellin', title: '进货订单' },
  orderRisk: { menu: 'orderRisk', path: '/order/risk', title: '订单风控' },
  employee: { menu: 'employee', path: '/employee/list', title: '员工档案' },
  wmsDeliver: { menu: 'wmsDeliver', path: '/wms/deliver', title: '发货单' },
  // A base dictionary whose title an SP's group field also shows.
  spGroup: { menu: 'spGroup', path: '/base/sp-group', title: '服务商分组' },
  skuRuleConfig: { menu: 'skuRuleConfig', path: '/product/sku-rule-config', title: '规则适用范围' },
  // Tabs of another menu's page: the coupon page's templates, the gift order page's monthly budgets.
  couponTemplate: { menu: 'coupon', path: '/marketing/coupon', title: '优惠券模板' },
  giftBudget: { menu: 'giftOrder', path: '/order/gift', title: '赠品额度' },
  afterSale: { menu: 'afterSale', path: '/order/after-sale', title: '售后管理' },
  allocPlan: { menu: 'allocPlan', path: '/alloc/plan', title: '配额分配' },
  areaMainSp: { menu: 'areaMainSp', path: '/shop/area-main-sp', title: '区域主服务商' },
  erpOrder: { menu: 'erpOrder', path: '/order/erp', title: 'ERP推送' },
  exportTask: { menu: 'exportTask', path: '/report/exports', title: '导出任务' },
  reportFile: { menu: 'reportFile', path: '/report/files', title: '报表文件' },
  invoiceInfo: { menu: 'invoiceInfo', path: '/order/invoice', title: '发票信息' },
  onlineUser: { menu: 'onlineUser', path: '/log/online', title: '在线用户' },
  operationLog: { menu: 'operationLog', path: '/log/operation', title: '操作日志' },
  loginLog: { menu: 'loginLog', path: '/log/login', title: '登录日志' },
  payReconcile: { menu: 'payReconcile', path: '/pay/reconcile', title: '支付对账' },
  productBrand: { menu: 'productBrand', path: '/product/brand', title: '品牌管理' },
  productSku: { menu: 'productSku', path: '/product/sku', title: 'SKU管理' },
  retWorkOrder: { menu: 'retWorkOrder', path: '/shop/work-order', title: '门店工单' },
  skuPrice: { menu: 'skuPrice', path: '/product/sku-price', title: 'SKU价格' },
  spArea: { menu: 'spArea', path: '/shop/sp-area', title: '服务区域' },
  specialActivity: { menu: 'specialActivity', path: '/marketing/special', title: '特价活动' },
  stockTransfer: { menu: 'stockTransfer', path: '/stock/transfer', title: '库存调拨' },
  walletBalance: { menu: 'walletBalance', path: '/shop/wallet', title: '钱包余额' },
  wmsPurchaseOrder: { menu: 'wmsPurchaseOrder', path: '/wms/purchase-order', title: '采购入库' },
  wmsReturnProvince: { menu: 'wmsReturnProvince', path: '/wms/return-province', title: '省区退货' },
} as const satisfies Record<string, PageDecl>;
