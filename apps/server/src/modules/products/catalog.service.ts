import { COMMON_LABELS } from '@console/contract/common-fields';
import { brandResource, labelResource } from '@console/contract/api/products-resources';
import { labelsIn } from '@console/contract/declaration';
import { brandApi, labelApi } from '@console/contract/products-api';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuseIfAny } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { productAudit } from './products.audit.ts';
import { brands, labels, skuLabels, spus } from '../../db/schema/products.ts';

/** Brands: a brand that any SPU uses cannot be deleted. */
export function brandService(db: Db) {
  return {
    ...resourceService({
      api: brandApi,
      table: brands,
      label: COMMON_LABELS.brand,
      duplicate: '品牌编码已存在',
      audit: productAudit('brand', labelsIn(brandResource, 'audit')),
      columns: { spuCount: sql<number>`(select count(*)::int from ${spus} where ${spus.brandId} = ${brands.id})` },
      beforeDelete: (tx, ids) =>
        refuseIfAny(tx, tx.select({ n: count() }).from(spus).where(inArray(spus.brandId, ids)), '该品牌下已有SPU，不能删除'),
    }),
    all: (limit: number) =>
      db
        .select({ id: brands.id, code: brands.code, name: brands.name })
        .from(brands)
        .where(eq(brands.status, 1))
        .orderBy(asc(brands.sort), asc(brands.id))
        .limit(limit),
  };
}

/** Labels: a label on any SKU cannot be deleted. */
export const labelService = () =>
  resourceService({
    api: labelApi,
    table: labels,
    label: COMMON_LABELS.label,
    duplicate: '标签编码已存在',
    audit: productAudit('label', labelsIn(labelResource, 'audit')),
    columns: { skuCount: sql<number>`(select count(*)::int from ${skuLabels} where ${skuLabels.labelId} = ${labels.id})` },
    beforeDelete: (tx, ids) =>
      refuseIfAny(tx, tx.select({ n: count() }).from(skuLabels).where(inArray(skuLabels.labelId, ids)), '该标签已被SKU使用，不能删除'),
  });
