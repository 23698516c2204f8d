import * as api from '@console/contract/products-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cappedAll } from '../../shared/query-all.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { brandService, labelService } from './catalog.service.ts';
import { categoryService } from './category.service.ts';
import { groupService } from './group.service.ts';
import { propertyService } from './property.service.ts';
import { skuDiscountService, skuPlatformService, skuPriceService, skuRuleService } from './sku-commerce.service.ts';
import { sellableSkus, skuDetail } from './sku-detail.service.ts';
import { skuService } from './sku.service.ts';
import { skuRuleConfigService } from './rule-config.service.ts';
import { spuService } from './spu.service.ts';
import { brands, spus } from '../../db/schema/products.ts';
import { registerImageRefs } from '../../shared/image-refs.ts';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { skuResource } from '@console/contract/api/products-resources';
import { skuQuery } from '@console/contract/products-sku';

registerImageRefs(brands, brands.logo);
registerImageRefs(spus, spus.image);

/** Spec §7 Products: twelve resources with add/delete/update/queryList/enable/disable, plus the lookups. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const brand = brandService(db);
  const category = categoryService(db);
  const spu = spuService(db);
  const sku = skuService(db);

  serveResource(app, api.brandApi, brand);
  serveResource(app, api.categoryApi, category);
  serveResource(app, api.propertyApi, propertyService());
  serveResource(app, api.labelApi, labelService());
  serveResource(app, api.groupApi, groupService());
  serveResource(app, api.spuApi, spu);
  serveResource(app, api.skuApi, sku);
  registerResourceExport({ resource: skuResource, label: 'SKU列表', query: skuQuery, service: sku });
  serveResource(app, api.skuPlatformApi, skuPlatformService());
  serveResource(app, api.skuPriceApi, skuPriceService());
  serveResource(app, api.skuRuleApi, skuRuleService());
  serveResource(app, api.skuRuleConfigApi, skuRuleConfigService());
  serveResource(app, api.skuDiscountApi, skuDiscountService());

  serveAll(app, api.productLookupApi, {
    brands: () => cappedAll(brand.all),
    categoryTree: () => category.tree(),
    spus: () => cappedAll(spu.all),
    skus: () => cappedAll(sku.all),
    skuDetail: skuDetail,
    sellable: sellableSkus,
  });
};
