import { envelope } from '@console/contract/envelope';
import * as c from '@console/contract/products';
import * as s from '@console/contract/products-sku';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../shared/envelope.ts';
import { cappedAll } from '../../shared/query-all.ts';
import { resourceRoutes } from '../../shared/resource-routes.ts';
import { brandService, labelService } from './catalog.service.ts';
import { categoryService } from './category.service.ts';
import { groupService } from './group.service.ts';
import { propertyService } from './property.service.ts';
import { skuDiscountService, skuPlatformService, skuPriceService, skuRuleService } from './sku-commerce.service.ts';
import { sellableSkus, skuDetail } from './sku-detail.service.ts';
import { skuService } from './sku.service.ts';
import { skuRuleConfigService } from './rule-config.service.ts';
import { spuService } from './spu.service.ts';

/** Spec §7 Products: twelve resources with add/delete/update/queryList/enable/disable, plus the lookups. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tz = app.config.timeZone;
  const brand = brandService(db, tz);
  const category = categoryService(db, tz);
  const spu = spuService(db, tz);
  const sku = skuService(db, tz);

  const tag = '商品';

  resourceRoutes(app, {
    path: '/product/brand',
    page: 'productBrand',
    tag,
    label: '品牌',
    schemas: { create: c.brandCreate, update: c.brandUpdate, query: c.brandQuery, row: c.brandRow },
    ...brand,
  });
  resourceRoutes(app, {
    path: '/product/category',
    page: 'productCategory',
    tag,
    label: '分类',
    schemas: { create: c.categoryCreate, update: c.categoryUpdate, query: c.categoryQuery, row: c.categoryRow },
    ...category,
  });
  resourceRoutes(app, {
    path: '/product/property',
    page: 'productProperty',
    tag,
    label: '属性',
    schemas: { create: c.propertyCreate, update: c.propertyUpdate, query: c.propertyQuery, row: c.propertyRow },
    ...propertyService(db, tz),
  });
  resourceRoutes(app, {
    path: '/product/label',
    page: 'productLabel',
    tag,
    label: '标签',
    schemas: { create: c.labelCreate, update: c.labelUpdate, query: c.labelQuery, row: c.labelRow },
    ...labelService(db, tz),
  });
  resourceRoutes(app, {
    path: '/product/group',
    page: 'productGroup',
    tag,
    label: '分组',
    schemas: { create: c.groupCreate, update: c.groupUpdate, query: c.groupQuery, row: c.groupRow },
    ...groupService(db, tz),
  });
  resourceRoutes(app, {
    path: '/product/spu',
    page: 'productSpu',
    tag,
    label: 'SPU',
    schemas: { create: s.spuCreate, update: s.spuUpdate, query: s.spuQuery, row: s.spuRow },
    ...spu,
  });
  resourceRoutes(app, {
    path: '/product/sku',
    page: 'productSku',
    tag,
    label: 'SKU',
    schemas: { create: s.skuCreate, update: s.skuUpdate, query: s.skuQuery, row: s.skuRow },
    ...sku,
  });
  resourceRoutes(app, {
    path: '/product/sku/platform',
    page: 'skuPlatform',
    tag,
    label: 'SKU上架',
    schemas: { create: s.skuPlatformCreate, update: s.skuPlatformUpdate, query: s.skuPlatformQuery, row: s.skuPlatformRow },
    ...skuPlatformService(db, tz),
  });
  resourceRoutes(app, {
    path: '/product/sku/price',
    page: 'skuPrice',
    tag,
    label: 'SKU价格',
    schemas: { create: s.skuPriceCreate, update: s.skuPriceUpdate, query: s.skuPriceQuery, row: s.skuPriceRow },
    ...skuPriceService(db, tz),
  });
  resourceRoutes(app, {
    path: '/product/sku/rule',
    page: 'skuRule',
    tag,
    label: '下单规则',
    schemas: { create: s.skuRuleCreate, update: s.skuRuleUpdate, query: s.skuRuleQuery, row: s.skuRuleRow },
    ...skuRuleService(db, tz),
  });
  resourceRoutes(app, {
    path: '/product/sku/ruleConfig',
    page: 'skuRuleConfig',
    tag,
    label: '规则适用范围',
    schemas: { create: s.skuRuleConfigCreate, update: s.skuRuleConfigUpdate, query: s.skuRuleConfigQuery, row: s.skuRuleConfigRow },
    ...skuRuleConfigService(db, tz),
  });
  resourceRoutes(app, {
    path: '/product/sku/discount',
    page: 'skuDiscount',
    tag,
    label: '阶梯折扣',
    schemas: { create: s.skuDiscountCreate, update: s.skuDiscountUpdate, query: s.skuDiscountQuery, row: s.skuDiscountRow },
    ...skuDiscountService(db, tz),
  });

  const tags = ['商品'];
  app.get('/product/brand/queryAll', {
    config: { permission: 'productBrand.query' },
    schema: { tags, summary: '全部启用的品牌', response: { 200: envelope(z.array(c.brandOption)) } },
    handler: () => cappedAll(brand.all),
  });
  app.get('/product/category/queryAll', {
    config: { permission: 'productCategory.query' },
    schema: { tags, summary: '分类树', response: { 200: envelope(z.array(c.categoryNode)) } },
    handler: async () => ok(await category.tree()),
  });
  app.get('/product/spu/queryAll', {
    config: { permission: 'productSpu.query' },
    schema: {
      tags,
      summary: '全部SPU（下拉选择）',
      response: { 200: envelope(z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), status: z.number() }))) },
    },
    handler: () => cappedAll(spu.all),
  });
  app.get('/product/sku/queryAll', {
    config: { permission: 'productSku.query' },
    schema: { tags, summary: '全部启用的SKU（下拉选择）', response: { 200: envelope(z.array(s.skuOption)) } },
    handler: () => cappedAll(sku.all),
  });
  app.get('/product/sku/queryDetail', {
    config: { permission: 'productSku.detail' },
    schema: { tags, summary: 'SKU详情', querystring: s.skuDetailQuery, response: { 200: envelope(s.skuDetail) } },
    handler: async (req) => ok(await skuDetail(db, tz, req.query.id)),
  });
  app.get('/product/sku/spQueryList', {
    config: { permission: 'productSku.query' },
    schema: {
      tags,
      summary: '服务商可售SKU（已启用、已上架、今日有价）',
      querystring: s.skuSellableQuery,
      response: { 200: envelope(z.array(s.skuSellableRow)).extend({ total: z.number() }) },
    },
    handler: async (req) => {
      return page(await sellableSkus(db, tz, req.query));
    },
  });
};
