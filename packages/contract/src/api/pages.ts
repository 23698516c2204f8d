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
} as const satisfies Record<string, PageDecl>;
