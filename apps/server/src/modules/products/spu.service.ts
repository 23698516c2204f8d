import { COMMON_LABELS } from '@console/contract/common-fields';
import { spuApi } from '@console/contract/products-api';
import { spuResource } from '@console/contract/api/products-resources';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import { bumped } from '../../shared/freshness.ts';
import { refuseIfAny } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { subtreeIds } from './category.service.ts';
import { productAudit } from './products.audit.ts';
import { brands, categories, skus, spus } from '../../db/schema/products.ts';

/** SPUs belong to a brand and a category. Disabling an SPU disables its SKUs; one with SKUs cannot be deleted. */
export function spuService(db: Db) {
  return {
    ...resourceService({
      api: spuApi,
      table: spus,
      label: 'SPU',
      duplicate: 'SPU编码已存在',
      audit: productAudit('spu', {
        code: spuResource.fields.code.label,
        name: spuResource.fields.name.label,
        brandName: COMMON_LABELS.brand,
        categoryName: COMMON_LABELS.category,
        image: '图片地址',
        description: '描述',
      }),
      // Filtering by a category includes everything below it.
      filters: async (q, ctx) => [
        q.brandId ? eq(spus.brandId, q.brandId) : undefined,
        q.categoryId ? inArray(spus.categoryId, await subtreeIds(ctx.db, q.categoryId)) : undefined,
      ],
      columns: {
        brandName: sql<string>`coalesce((select ${brands.name} from ${brands} where ${brands.id} = ${spus.brandId}), '')`,
        categoryName: sql<string>`coalesce((select ${categories.name} from ${categories} where ${categories.id} = ${spus.categoryId}), '')`,
        skuCount: sql<number>`(select count(*)::int from ${skus} where ${skus.spuId} = ${spus.id})`,
      },
      async beforeSave(tx, b, current) {
        const [brand] = await tx
          .select({ id: brands.id })
          .from(brands)
          .where(eq(brands.id, b.brandId ?? (current?.brandId as number)));
        if (!brand) throw badRequest('品牌不存在');
        const [category] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, b.categoryId ?? (current?.categoryId as number)));
        if (!category) throw badRequest('分类不存在');
      },
      beforeDelete: (tx, ids) =>
        refuseIfAny(tx, tx.select({ n: count() }).from(skus).where(inArray(skus.spuId, ids)), '该SPU下已有SKU，不能删除'),
      // Also when the edit form turns an SPU off: the same effect as the disable call.
      async afterStatus(tx, ids, to) {
        if (to !== 2) return;
        await tx
          .update(skus)
          .set({ status: 2, updatedAt: bumped(skus.updatedAt) })
          .where(and(inArray(skus.spuId, ids), eq(skus.status, 1)));
      },
    }),
    all: (limit: number) =>
      db.select({ id: spus.id, code: spus.code, name: spus.name, status: spus.status }).from(spus).orderBy(asc(spus.code)).limit(limit),
  };
}
