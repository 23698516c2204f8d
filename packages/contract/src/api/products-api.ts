import { COMMON_LABELS } from '../common-fields.ts';
import { PAGES } from './pages.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi } from './resource.ts';

const p = schemas(() => import('../products.ts'));
const sku = schemas(() => import('../products-sku.ts'));

/** The product area's calls (spec §7 Products): twelve standard resources and the lookupsku. */
const tag = COMMON_LABELS.product;
export const brandApi = resourceApi({
  tag,
  path: '/product/brand',
  page: 'productBrand',
  label: COMMON_LABELS.brand,
  create: p.brandCreate,
  update: p.brandUpdate,
  query: p.brandQuery,
  row: p.brandRow,
});
export const categoryApi = resourceApi({
  tag,
  path: '/product/category',
  page: 'productCategory',
  label: COMMON_LABELS.category,
  create: p.categoryCreate,
  update: p.categoryUpdate,
  query: p.categoryQuery,
  row: p.categoryRow,
});
export const propertyApi = resourceApi({
  tag,
  path: '/product/property',
  page: 'productProperty',
  label: COMMON_LABELS.property,
  create: p.propertyCreate,
  update: p.propertyUpdate,
  query: p.propertyQuery,
  row: p.propertyRow,
});
export const labelApi = resourceApi({
  tag,
  path: '/product/label',
  page: 'productLabel',
  label: COMMON_LABELS.label,
  create: p.labelCreate,
  update: p.labelUpdate,
  query: p.labelQuery,
  row: p.labelRow,
});
export const groupApi = resourceApi({
  tag,
  path: '/product/group',
  page: 'productGroup',
  label: COMMON_LABELS.group,
  create: p.groupCreate,
  update: p.groupUpdate,
  query: p.groupQuery,
  row: p.groupRow,
});

export const spuApi = resourceApi({
  tag,
  path: '/product/spu',
  page: 'productSpu',
  label: 'SPU',
  create: sku.spuCreate,
  update: sku.spuUpdate,
  query: sku.spuQuery,
  row: sku.spuRow,
});
export const skuApi = resourceApi({
  tag,
  path: '/product/sku',
  page: 'productSku',
  label: COMMON_LABELS.sku,
  create: sku.skuCreate,
  update: sku.skuUpdate,
  query: sku.skuQuery,
  row: sku.skuRow,
});
export const skuPlatformApi = resourceApi({
  tag,
  path: '/product/sku/platform',
  page: 'skuPlatform',
  label: 'SKU上架',
  create: sku.skuPlatformCreate,
  update: sku.skuPlatformUpdate,
  query: sku.skuPlatformQuery,
  row: sku.skuPlatformRow,
});
export const skuPriceApi = resourceApi({
  tag,
  path: '/product/sku/price',
  page: 'skuPrice',
  label: PAGES.skuPrice.title,
  create: sku.skuPriceCreate,
  update: sku.skuPriceUpdate,
  query: sku.skuPriceQuery,
  row: sku.skuPriceRow,
});
export const skuRuleApi = resourceApi({
  tag,
  path: '/product/sku/rule',
  page: 'skuRule',
  label: COMMON_LABELS.skuRule,
  create: sku.skuRuleCreate,
  update: sku.skuRuleUpdate,
  query: sku.skuRuleQuery,
  row: sku.skuRuleRow,
});
export const skuRuleConfigApi = resourceApi({
  tag,
  path: '/product/sku/ruleConfig',
  page: PAGES.skuRuleConfig.menu,
  label: PAGES.skuRuleConfig.title,
  create: sku.skuRuleConfigCreate,
  update: sku.skuRuleConfigUpdate,
  query: sku.skuRuleConfigQuery,
  row: sku.skuRuleConfigRow,
});
export const skuDiscountApi = resourceApi({
  tag,
  path: '/product/sku/discount',
  page: PAGES.skuDiscount.menu,
  label: PAGES.skuDiscount.title,
  create: sku.skuDiscountCreate,
  update: sku.skuDiscountUpdate,
  query: sku.skuDiscountQuery,
  row: sku.skuDiscountRow,
});

/** The product area's lookups (dropdowns, the SKU detail drawer, the service providers' sellable list). */
export const productLookupApi = area(tag, {
  brands: endpoint({
    method: 'GET',
    path: '/product/brand/queryAll',
    permission: 'productBrand.query',
    summary: '全部启用的品牌',
    input: p.noInput,
    output: p.brandOptions,
  }),
  categoryTree: endpoint({
    method: 'GET',
    path: '/product/category/queryAll',
    permission: 'productCategory.query',
    summary: '分类树',
    input: p.noInput,
    output: p.categoryTree,
  }),
  spus: endpoint({
    method: 'GET',
    path: '/product/spu/queryAll',
    permission: 'productSpu.query',
    summary: '全部SPU（下拉选择）',
    input: p.noInput,
    output: sku.spuOptions,
  }),
  skus: endpoint({
    method: 'GET',
    path: '/product/sku/queryAll',
    permission: 'productSku.query',
    summary: '全部启用的SKU（下拉选择）',
    input: p.noInput,
    output: sku.skuOptions,
  }),
  skuDetail: endpoint({
    method: 'GET',
    path: '/product/sku/queryDetail',
    permission: 'productSku.detail',
    summary: 'SKU详情',
    input: sku.skuDetailQuery,
    output: sku.skuDetail,
  }),
  sellable: endpoint({
    method: 'GET',
    path: '/product/sku/spQueryList',
    permission: 'productSku.query',
    summary: '服务商可售SKU（已启用、已上架、今日有价）',
    input: sku.skuSellableQuery,
    output: sku.skuSellableRow,
    paged: true,
  }),
});
