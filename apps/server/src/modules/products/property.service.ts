import { propertyApi } from '@console/contract/products-api';
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../shared/errors.ts';
import { refuseIfAny } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { productAudit } from './products.audit.ts';
import { properties, propertyValues, skuPropertyValues } from '../../db/schema/products.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { propertyResource } from '@console/contract/api/products-resources';

const F = propertyResource.fields;

/** Values are matched by text: kept ones keep their id (and the SKUs using them), new ones are added. */
async function writeValues(tx: Tx, propertyId: number, values: string[]) {
  const gone = await tx
    .select({ id: propertyValues.id, value: propertyValues.value })
    .from(propertyValues)
    .where(and(eq(propertyValues.propertyId, propertyId), notInArray(propertyValues.value, values)));
  if (gone.length) {
    const goneIds = gone.map((g) => g.id);
    const [used] = await tx.select({ n: count() }).from(skuPropertyValues).where(inArray(skuPropertyValues.valueId, goneIds));
    if (Number(used.n) > 0) throw conflict(`属性值已被SKU使用，不能删除：${gone.map((g) => g.value).join('、')}`);
    await tx.delete(propertyValues).where(inArray(propertyValues.id, goneIds));
  }
  for (const [sort, value] of values.entries()) {
    await tx
      .insert(propertyValues)
      .values({ propertyId, value, sort })
      .onConflictDoUpdate({ target: [propertyValues.propertyId, propertyValues.value], set: { sort } });
  }
}

/** Properties with their values; a value (or property) that a SKU uses cannot be removed. */
export const propertyService = () =>
  resourceService({
    api: propertyApi,
    table: properties,
    label: COMMON_LABELS.property,
    duplicate: '属性编码已存在',
    audit: productAudit('property', { code: F.code.label, name: F.name.label, valueText: F.valueText.label, sort: COMMON_LABELS.sort }),
    order: [{ column: properties.sort }, { column: properties.id, desc: true }],
    columns: {
      values: sql<
        { id: number; value: string }[]
      >`coalesce((select json_agg(json_build_object('id', ${propertyValues.id}, 'value', ${propertyValues.value})
        order by ${propertyValues.sort}, ${propertyValues.id}) from ${propertyValues} where ${propertyValues.propertyId} = ${properties.id}), '[]'::json)`,
      // The values as the operation log shows them ('原味、辣味').
      valueText: sql<string>`coalesce((select string_agg(${propertyValues.value}, '、' order by ${propertyValues.sort}, ${propertyValues.id})
        from ${propertyValues} where ${propertyValues.propertyId} = ${properties.id}), '')`,
    },
    extras: ['values'],
    afterSave: async (tx, id, b) => {
      if (b.values !== undefined) await writeValues(tx, id, b.values);
    },
    async beforeDelete(tx, ids) {
      await refuseIfAny(
        tx,
        tx.select({ n: count() }).from(skuPropertyValues).where(inArray(skuPropertyValues.propertyId, ids)),
        '该属性已被SKU使用，不能删除',
      );
      await tx.delete(propertyValues).where(inArray(propertyValues.propertyId, ids));
    },
  });
