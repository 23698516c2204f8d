import { skuApi } from '@console/contract/products-api';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { refuseHeldThenDropStock } from '../../shared/stock-holders.ts';
import { productAudit } from './products.audit.ts';
import {
  brands,
  groupSkus,
  labels,
  properties,
  propertyValues,
  skuDiscounts,
  skuLabels,
  skuPlatforms,
  skuPrices,
  skuPropertyValues,
  skuRuleConfigs,
  skuRules,
  skus,
  spus,
} from '../../db/schema/products.ts';
import { labelsIn } from '@console/contract/declaration';
import { skuResource as skuDeclaration } from '@console/contract/api/products-resources';

/** Replaces the SKU's property values (one per property) and labels; a list left out (an edit that does not send it) stays. */
async function writeLinks(tx: Tx, skuId: number, b: { propertyValueIds?: number[]; labelIds?: number[] }) {
  if (b.propertyValueIds !== undefined) {
    const ids = b.propertyValueIds;
    const values = ids.length
      ? await tx
          .select({ id: propertyValues.id, propertyId: propertyValues.propertyId })
          .from(propertyValues)
          .where(inArray(propertyValues.id, ids))
      : [];
    if (values.length !== new Set(ids).size) throw badRequest('属性值不存在');
    if (new Set(values.map((v) => v.propertyId)).size !== values.length) throw badRequest('同一属性只能选择一个值');
    await tx.delete(skuPropertyValues).where(eq(skuPropertyValues.skuId, skuId));
    if (values.length) await tx.insert(skuPropertyValues).values(values.map((v) => ({ skuId, propertyId: v.propertyId, valueId: v.id })));
  }
  if (b.labelIds !== undefined) {
    const ids = b.labelIds;
    const labelRows = ids.length ? await tx.select({ id: labels.id }).from(labels).where(inArray(labels.id, ids)) : [];
    if (labelRows.length !== new Set(ids).size) throw badRequest('标签不存在');
    await tx.delete(skuLabels).where(eq(skuLabels.skuId, skuId));
    if (labelRows.length) await tx.insert(skuLabels).values(labelRows.map((l) => ({ skuId, labelId: l.id })));
  }
}

/** The SKU's SPU, locked so that it cannot be disabled while an enabled SKU is written under it. */
async function spuFor(tx: Tx, spuId: number, enabling: boolean) {
  const [spu] = await tx.select({ status: spus.status }).from(spus).where(eq(spus.id, spuId)).for('share');
  if (!spu) throw badRequest('SPU不存在');
  if (enabling && spu.status !== 1) throw conflict('所属SPU已停用，SKU不能启用');
}

const spuOf = (column: typeof spus.name | typeof spus.status) => sql`(select ${column} from ${spus} where ${spus.id} = ${skus.spuId})`;

/**
 * SKUs belong to an SPU; a SKU of a disabled SPU cannot be enabled; deleting one that stock or open documents
 * hold is refused, otherwise it removes what hangs off it.
 */
export const skuResource = resourceService({
  api: skuApi,
  table: skus,
  label: skuDeclaration.label,
  duplicate: 'SKU编码或条形码已存在',
  audit: productAudit('sku', labelsIn(skuDeclaration, 'audit')),
  filters: (q) => [
    q.spuId ? eq(skus.spuId, q.spuId) : undefined,
    q.brandId ? sql`${skus.spuId} in (select ${spus.id} from ${spus} where ${spus.brandId} = ${q.brandId})` : undefined,
    q.barcode ? sql`${skus.barcode} like ${likeText(q.barcode)}` : undefined,
  ],
  columns: {
    spuName: sql<string>`coalesce(${spuOf(spus.name)}, '')`,
    spuStatus: sql<number>`coalesce(${spuOf(spus.status)}, 2)`,
    brandName: sql<string>`coalesce((select ${brands.name} from ${spus} join ${brands} on ${brands.id} = ${spus.brandId} where ${spus.id} = ${skus.spuId}), '')`,
    propertyValueIds: sql<
      number[]
    >`coalesce((select array_agg(${skuPropertyValues.valueId} order by ${skuPropertyValues.propertyId}) from ${skuPropertyValues} where ${skuPropertyValues.skuId} = ${skus.id}), '{}')`,
    propertyText: sql<string>`coalesce((select string_agg(${properties.name} || ':' || ${propertyValues.value}, ' / ' order by ${properties.sort}, ${properties.id})
      from ${skuPropertyValues} join ${propertyValues} on ${propertyValues.id} = ${skuPropertyValues.valueId}
      join ${properties} on ${properties.id} = ${skuPropertyValues.propertyId} where ${skuPropertyValues.skuId} = ${skus.id}), '')`,
    labelIds: sql<
      number[]
    >`coalesce((select array_agg(${skuLabels.labelId} order by ${skuLabels.labelId}) from ${skuLabels} where ${skuLabels.skuId} = ${skus.id}), '{}')`,
  },
  extras: ['propertyValueIds', 'labelIds'],
  // Enabling (the body sets status 1) or moving an enabled SKU needs an enabled SPU.
  async beforeSave(tx, b, current) {
    const spuId = b.spuId ?? (current?.spuId as number);
    const status = b.status ?? current?.status;
    await spuFor(tx, spuId, status === 1 && (b.status === 1 || spuId !== current?.spuId));
  },
  afterSave: (tx, id, b) => writeLinks(tx, id, b),
  async beforeDelete(tx, ids) {
    const codes = await tx.select({ code: skus.code }).from(skus).where(inArray(skus.id, ids));
    await refuseHeldThenDropStock(
      tx,
      'sku',
      codes.map((c) => c.code),
    );
    const rules = tx.select({ id: skuRules.id }).from(skuRules).where(inArray(skuRules.skuId, ids));
    await tx.delete(skuRuleConfigs).where(inArray(skuRuleConfigs.ruleId, rules));
    for (const t of [skuRules, skuDiscounts, skuPrices, skuPlatforms, skuLabels, skuPropertyValues, groupSkus]) {
      await tx.delete(t).where(inArray(t.skuId, ids));
    }
  },
  async afterStatus(tx, ids, to) {
    if (to !== 1) return;
    const [off] = await tx
      .select({ n: count() })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(and(inArray(skus.id, ids), ne(spus.status, 1)));
    if (Number(off.n) > 0) throw conflict('所属SPU已停用，SKU不能启用');
  },
});

export const skuService = (db: Db) => ({
  ...skuResource,
  all: (limit: number) =>
    db
      .select({ id: skus.id, code: skus.code, name: skus.name, spec: skus.spec })
      .from(skus)
      .where(eq(skus.status, 1))
      .orderBy(asc(skus.code))
      .limit(limit),
});
