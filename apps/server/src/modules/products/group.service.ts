import { freshEdit } from '../../shared/freshness.ts';
import type { groupCreate, groupQuery, groupUpdate } from '@console/contract/products';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import { commonFilters, removeRow, setStatus, uniqueOr, whereAll, withTimes } from '../../shared/resource.ts';
import { groupSkus, groups, skus } from './products.tables.ts';

async function writeMembers(tx: Tx, groupId: number, skuIds: number[]) {
  const ids = [...new Set(skuIds)];
  const found = ids.length ? await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, ids)) : [];
  if (found.length !== ids.length) throw badRequest('SKU不存在');
  await tx.delete(groupSkus).where(eq(groupSkus.groupId, groupId));
  if (ids.length) await tx.insert(groupSkus).values(ids.map((skuId) => ({ groupId, skuId })));
}

/** Curated sets of SKUs. */
export function groupService(db: Db, tz: string) {
  const skuIds = sql<
    number[]
  >`coalesce((select array_agg(${groupSkus.skuId} order by ${groupSkus.skuId}) from ${groupSkus} where ${groupSkus.groupId} = ${groups.id}), '{}')`;
  return {
    async list(q: z.output<typeof groupQuery>) {
      const where = whereAll([
        ...commonFilters(groups, q),
        q.skuCode
          ? sql`exists (select 1 from ${groupSkus} join ${skus} on ${skus.id} = ${groupSkus.skuId} where ${groupSkus.groupId} = ${groups.id} and ${skus.code} = ${q.skuCode})`
          : undefined,
      ]);
      const { rows, ...page } = await pagedList({
        db,
        page: q.page,
        pageSize: q.pageSize,
        rows: (limit, offset) =>
          db
            .select({ row: groups, skuIds })
            .from(groups)
            .where(where)
            .orderBy(asc(groups.sort), desc(groups.id))
            .limit(limit)
            .offset(offset),
        count: () => db.select({ one: sql`1` }).from(groups).where(where),
      });
      return { rows: rows.map((r) => ({ ...withTimes(r.row, tz), skuIds: r.skuIds, skuCount: r.skuIds.length })), ...page };
    },
    add: ({ skuIds: members, ...b }: z.output<typeof groupCreate>) =>
      db.transaction(async (tx) => {
        const [row] = await uniqueOr('分组编码已存在', () => tx.insert(groups).values(b).returning({ id: groups.id }));
        await writeMembers(tx, row.id, members);
        return row;
      }),
    update: ({ id, skuIds: members, updateTime, ...b }: z.output<typeof groupUpdate>) =>
      freshEdit(db, { table: groups, id, updateTime, tz, missing: '分组不存在或已被删除' }, async (tx) => {
        await uniqueOr('分组编码已存在', () => tx.update(groups).set(b).where(eq(groups.id, id)));
        if (members !== undefined) await writeMembers(tx, id, members);
      }),
    remove: (id: number) =>
      removeRow(db, groups, id, '分组', undefined, async (tx) => {
        await tx.delete(groupSkus).where(eq(groupSkus.groupId, id));
      }),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, groups, ids, to, '分组'),
  };
}
