import { z } from 'zod';
import { area, endpoint } from './endpoint.ts';
import {
  brandCreate,
  brandOption,
  brandQuery,
  brandRow,
  brandUpdate,
  categoryCreate,
  categoryNode,
  categoryQuery,
  categoryRow,
  categoryUpdate,
  groupCreate,
  groupQuery,
  groupRow,
  groupUpdate,
  labelCreate,
  labelQuery,
  labelRow,
  labelUpdate,
  propertyCreate,
  propertyQuery,
  propertyRow,
  propertyUpdate,
} from './products.ts';
import * as s from './products-sku.ts';
import { resourceApi } from './resource.ts';

/** The product area's calls (spec §7 Products): twelve standard resources and the lookups. */
const tag = '商品';
export const brandApi = resourceApi({
  tag,
  path: '/product/brand',
  page: 'productBrand',
  label: '品牌',
  create: brandCreate,
  update: brandUpdate,
  query: brandQuery,
  row: brandRow,
});
export const categoryApi = resourceApi({
  tag,
  path: '/product/category',
  page: 'productCategory',
  label: '分类',
  create: categoryCreate,
  update: categoryUpdate,
  query: categoryQuery,
  row: categoryRow,
});
export const propertyApi = resourceApi({
  tag,
  path: '/product/property',
  page: 'productProperty',
  label: '属性',
  create: propertyCreate,
  update: propertyUpdate,
  query: propertyQuery,
  row: propertyRow,
});
export const labelApi = resourceApi({
  tag,
  path: '/product/label',
  page: 'productLabel',
  label: '标签',
  create: labelCreate,
  update: labelUpdate,
  query: labelQuery,
  row: labelRow,
});
export const groupApi = resourceApi({
  tag,
  path: '/product/group',
  page: 'productGroup',
  label: '分组',
  create: groupCreate,
  update: groupUpdate,
  query: groupQuery,
  row: groupRow,
});

export const spuApi = resourceApi({
  tag,
  path: '/product/spu',
  page: 'productSpu',
  label: 'SPU',
  create: s.spuCreate,
  update: s.spuUpdate,
  query: s.spuQuery,
  row: s.spuRow,
});
export const skuApi = resourceApi({
  tag,
  path: '/product/sku',
  page: 'productSku',
  label: 'SKU',
  create: s.skuCreate,
  update: s.skuUpdate,
  query: s.skuQuery,
  row: s.skuRow,
});
export const skuPlatformApi = resourceApi({
  tag,
  path: '/product/sku/platform',
  page: 'skuPlatform',
  label: 'SKU上架',
  create: s.skuPlatformCreate,
  update: s.skuPlatformUpdate,
  query: s.skuPlatformQuery,
  row: s.skuPlatformRow,
});
export const skuPriceApi = resourceApi({
  tag,
  path: '/product/sku/price',
  page: 'skuPrice',
  label: 'SKU价格',
  create: s.skuPriceCreate,
  update: s.skuPriceUpdate,
  query: s.skuPriceQuery,
  row: s.skuPriceRow,
});
export const skuRuleApi = resourceApi({
  tag,
  path: '/product/sku/rule',
  page: 'skuRule',
  label: '下单规则',
  create: s.skuRuleCreate,
  update: s.skuRuleUpdate,
  query: s.skuRuleQuery,
  row: s.skuRuleRow,
});
export const skuRuleConfigApi = resourceApi({
  tag,
  path: '/product/sku/ruleConfig',
  page: 'skuRuleConfig',
  label: '规则适用范围',
  create: s.skuRuleConfigCreate,
  update: s.skuRuleConfigUpdate,
  query: s.skuRuleConfigQuery,
  row: s.skuRuleConfigRow,
});
export const skuDiscountApi = resourceApi({
  tag,
  path: '/product/sku/discount',
  page: 'skuDiscount',
  label: '阶梯折扣',
  create: s.skuDiscountCreate,
  update: s.skuDiscountUpdate,
  query: s.skuDiscountQuery,
  row: s.skuDiscountRow,
});

const noInput = z.object({});
/** The product area's lookups (dropdowns, the SKU detail drawer, the service providers' sellable list). */
export const productLookupApi = area(tag, {
  brands: endpoint({
    method: 'GET',
    path: '/product/brand/queryAll',
    permission: 'productBrand.query',
    summary: '全部启用的品牌',
    input: noInput,
    output: z.array(brandOption),
  }),
  categoryTree: endpoint({
    method: 'GET',
    path: '/product/category/queryAll',
    permission: 'productCategory.query',
    summary: '分类树',
    input: noInput,
    output: z.array(categoryNode),
  }),
  spus: endpoint({
    method: 'GET',
    path: '/product/spu/queryAll',
    permission: 'productSpu.query',
    summary: '全部SPU（下拉选择）',
    input: noInput,
    output: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), status: z.number() })),
  }),
  skus: endpoint({
    method: 'GET',
    path: '/product/sku/queryAll',
    permission: 'productSku.query',
    summary: '全部启用的SKU（下拉选择）',
    input: noInput,
    output: z.array(s.skuOption),
  }),
  skuDetail: endpoint({
    method: 'GET',
    path: '/product/sku/queryDetail',
    permission: 'productSku.detail',
    summary: 'SKU详情',
    input: s.skuDetailQuery,
    output: s.skuDetail,
  }),
  sellable: endpoint({
    method: 'GET',
    path: '/product/sku/spQueryList',
    permission: 'productSku.query',
    summary: '服务商可售SKU（已启用、已上架、今日有价）',
    input: s.skuSellableQuery,
    output: s.skuSellableRow,
    paged: true,
  }),
});
