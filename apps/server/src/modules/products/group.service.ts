import { groupApi } from '@console/contract/products-api';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { productAudit } from './products.audit.ts';
import { groupSkus, groups, skus } from '../../db/schema/products.ts';
import { groupResource } from '@console/contract/api/products-resources';
import { labelsIn } from '@console/contract/declaration';

async function writeMembers(tx: Tx, groupId: number, skuIds: number[]) {
  const ids = [...new Set(skuIds)];
  const found = ids.length ? await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, ids)) : [];
  if (found.length !== ids.length) throw badRequest('SKU不存在');
  await tx.delete(groupSkus).where(eq(groupSkus.groupId, groupId));
  if (ids.length) await tx.insert(groupSkus).values(ids.map((skuId) => ({ groupId, skuId })));
}

/** Curated sets of SKUs: the members travel as `skuIds` and live in product_group_sku. */
export const groupService = () =>
  resourceService({
    api: groupApi,
    table: groups,
    label: groupResource.label,
    duplicate: '分组编码已存在',
    audit: productAudit('group', labelsIn(groupResource, 'audit')),
    order: [{ column: groups.sort }, { column: groups.id, desc: true }],
    filters: (q) => [
      q.skuCode
        ? sql`exists (select 1 from ${groupSkus} join ${skus} on ${skus.id} = ${groupSkus.skuId} where ${groupSkus.groupId} = ${groups.id} and ${skus.code} = ${q.skuCode})`
        : undefined,
    ],
    columns: {
      skuIds: sql<
        number[]
      >`coalesce((select array_agg(${groupSkus.skuId} order by ${groupSkus.skuId}) from ${groupSkus} where ${groupSkus.groupId} = ${groups.id}), '{}')`,
      skuCount: sql<number>`(select count(*)::int from ${groupSkus} where ${groupSkus.groupId} = ${groups.id})`,
    },
    extras: ['skuIds'],
    afterSave: async (tx, id, b) => {
      if (b.skuIds !== undefined) await writeMembers(tx, id, b.skuIds);
    },
    beforeDelete: async (tx, ids) => {
      await tx.delete(groupSkus).where(inArray(groupSkus.groupId, ids));
    },
  });
