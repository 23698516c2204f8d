import type { PageDecl } from '../declaration.ts';

/**
 * Pages whose title many layers name (the page registry, the declaration and its endpoints' tag, the import
 * and export registrations, the audit module): written here once, apart from their declarations, so that the
 * sub-app's page registry reads a title without loading the area's contract. Each declaration's `page` is its
 * entry here.
 */
export const PAGES = {
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
} as const satisfies Record<string, PageDecl>;
