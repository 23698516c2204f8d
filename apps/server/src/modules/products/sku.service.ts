import { freshEdit } from '../../shared/freshness.ts';
import type { skuCreate, skuQuery, skuUpdate } from '@console/contract/products-sku';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import { commonFilters, likeText, removeRow, setStatus, uniqueOr, whereAll, withTimes } from '../../shared/resource.ts';
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
} from './products.tables.ts';

/** Columns a SKU row answers with (joined SPU and brand, aggregated property values and labels). */
export const skuColumns = {
  row: skus,
  spuName: sql<string>`coalesce(${spus.name}, '')`,
  spuStatus: sql<number>`coalesce(${spus.status}, 2)`,
  brandName: sql<string>`coalesce(${brands.name}, '')`,
  propertyValueIds: sql<
    number[]
  >`coalesce((select array_agg(${skuPropertyValues.valueId} order by ${skuPropertyValues.propertyId}) from ${skuPropertyValues} where ${skuPropertyValues.skuId} = ${skus.id}), '{}')`,
  propertyText: sql<string>`coalesce((select string_agg(${properties.name} || ':' || ${propertyValues.value}, ' / ' order by ${properties.sort}, ${properties.id})
    from ${skuPropertyValues} join ${propertyValues} on ${propertyValues.id} = ${skuPropertyValues.valueId}
    join ${properties} on ${properties.id} = ${skuPropertyValues.propertyId} where ${skuPropertyValues.skuId} = ${skus.id}), '')`,
  labelIds: sql<
    number[]
  >`coalesce((select array_agg(${skuLabels.labelId} order by ${skuLabels.labelId}) from ${skuLabels} where ${skuLabels.skuId} = ${skus.id}), '{}')`,
};

/** Checks the SPU, property values (one per property) and labels, then writes the SKU's links. */
/** Replaces the SKU's property values and labels; a list left out (an edit that does not send it) stays. */
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

/** SKUs belong to an SPU; a SKU of a disabled SPU cannot be enabled; deleting one removes what hangs off it. */
export function skuService(db: Db, tz: string) {
  return {
    async list(q: z.output<typeof skuQuery>) {
      const where = whereAll([
        ...commonFilters(skus, q),
        q.spuId ? eq(skus.spuId, q.spuId) : undefined,
        q.brandId ? eq(spus.brandId, q.brandId) : undefined,
        q.barcode ? sql`${skus.barcode} like ${likeText(q.barcode)}` : undefined,
      ]);
      const { rows, ...page } = await pagedList({
        db,
        page: q.page,
        pageSize: q.pageSize,
        order: [{ column: skus.id, desc: true }],
        cursor: q.cursor,
        rows: (limit, offset, p) =>
          db
            .select({ ...skuColumns, ...p.keyField })
            .from(skus)
            .leftJoin(spus, eq(spus.id, skus.spuId))
            .leftJoin(brands, eq(brands.id, spus.brandId))
            .where(and(where, p.seek))
            .orderBy(...p.orderBy)
            .limit(limit)
            .offset(offset),
        count: () => db.select({ one: sql`1` }).from(skus).leftJoin(spus, eq(spus.id, skus.spuId)).where(where),
      });
      return { rows: rows.map(({ row, ...r }) => ({ ...withTimes(row, tz), ...r })), ...page };
    },
    all: (limit: number) =>
      db
        .select({ id: skus.id, code: skus.code, name: skus.name, spec: skus.spec })
        .from(skus)
        .where(eq(skus.status, 1))
        .orderBy(asc(skus.code))
        .limit(limit),
    add: ({ propertyValueIds, labelIds, ...b }: z.output<typeof skuCreate>) =>
      db.transaction(async (tx) => {
        await spuFor(tx, b.spuId, b.status === 1);
        const [row] = await uniqueOr('SKU编码或条形码已存在', () => tx.insert(skus).values(b).returning({ id: skus.id }));
        await writeLinks(tx, row.id, { propertyValueIds, labelIds });
        return row;
      }),
    update: ({ id, propertyValueIds, labelIds, updateTime, ...b }: z.output<typeof skuUpdate>) =>
      freshEdit(db, { table: skus, id, updateTime, tz, missing: 'SKU不存在或已被删除' }, async (tx) => {
        await spuFor(tx, b.spuId, b.status === 1);
        await uniqueOr('SKU编码或条形码已存在', () => tx.update(skus).set(b).where(eq(skus.id, id)));
        await writeLinks(tx, id, { propertyValueIds, labelIds });
      }),
    remove: (id: number) =>
      removeRow(db, skus, id, 'SKU', undefined, async (tx) => {
        const rules = tx.select({ id: skuRules.id }).from(skuRules).where(eq(skuRules.skuId, id));
        await tx.delete(skuRuleConfigs).where(inArray(skuRuleConfigs.ruleId, rules));
        for (const t of [skuRules, skuDiscounts, skuPrices, skuPlatforms, skuLabels, skuPropertyValues, groupSkus]) {
          await tx.delete(t).where(eq(t.skuId, id));
        }
      }),
    setStatus: (ids: number[], to: 1 | 2) =>
      setStatus(db, skus, ids, to, 'SKU', {
        guard:
          to === 1
            ? async (tx, list) => {
                const [off] = await tx
                  .select({ n: count() })
                  .from(skus)
                  .innerJoin(spus, eq(spus.id, skus.spuId))
                  .where(and(inArray(skus.id, list), ne(spus.status, 1)));
                if (Number(off.n) > 0) throw conflict('所属SPU已停用，SKU不能启用');
              }
            : undefined,
      }),
  };
}
