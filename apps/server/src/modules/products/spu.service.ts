import { freshEdit } from '../../shared/freshness.ts';
import type { spuCreate, spuQuery, spuUpdate } from '@console/contract/products-sku';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import { commonFilters, refuseIfAny, removeRow, setStatus, uniqueOr, whereAll, withTimes } from '../../shared/resource.ts';
import { subtreeIds } from './category.service.ts';
import { brands, categories, skus, spus } from './products.tables.ts';

async function checkRefs(db: DbOrTx, b: { brandId: number; categoryId: number }) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, b.brandId));
  if (!brand) throw badRequest('品牌不存在');
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, b.categoryId));
  if (!category) throw badRequest('分类不存在');
}

/** SPUs belong to a brand and a category. Disabling an SPU disables its SKUs; one with SKUs cannot be deleted. */
export function spuService(db: Db, tz: string) {
  const skuCount = sql<number>`(select count(*)::int from ${skus} where ${skus.spuId} = ${spus.id})`;
  return {
    async list(q: z.output<typeof spuQuery>) {
      // Filtering by a category includes everything below it.
      const categoryIds = q.categoryId ? await subtreeIds(db, q.categoryId) : undefined;
      const where = whereAll([
        ...commonFilters(spus, q),
        q.brandId ? eq(spus.brandId, q.brandId) : undefined,
        categoryIds ? inArray(spus.categoryId, categoryIds) : undefined,
      ]);
      const { rows, ...page } = await pagedList({
        db,
        page: q.page,
        pageSize: q.pageSize,
        order: [{ column: spus.id, desc: true }],
        cursor: q.cursor,
        rows: (limit, offset, p) =>
          db
            .select({
              ...p.keyField,
              row: spus,
              brandName: sql<string>`coalesce(${brands.name}, '')`,
              categoryName: sql<string>`coalesce(${categories.name}, '')`,
              skuCount,
            })
            .from(spus)
            .leftJoin(brands, eq(brands.id, spus.brandId))
            .leftJoin(categories, eq(categories.id, spus.categoryId))
            .where(and(where, p.seek))
            .orderBy(...p.orderBy)
            .limit(limit)
            .offset(offset),
        count: () => db.select({ one: sql`1` }).from(spus).where(where),
      });
      return { rows: rows.map(({ row, ...r }) => ({ ...withTimes(row, tz), ...r })), ...page };
    },
    all: (limit: number) =>
      db.select({ id: spus.id, code: spus.code, name: spus.name, status: spus.status }).from(spus).orderBy(asc(spus.code)).limit(limit),
    add: (b: z.output<typeof spuCreate>) =>
      db.transaction(async (tx) => {
        await checkRefs(tx, b);
        return uniqueOr('SPU编码已存在', async () => (await tx.insert(spus).values(b).returning({ id: spus.id }))[0]);
      }),
    update: ({ id, updateTime, ...b }: z.output<typeof spuUpdate>) =>
      freshEdit(db, { table: spus, id, updateTime, tz, missing: 'SPU不存在或已被删除' }, async (tx, current) => {
        await checkRefs(tx, b);
        await uniqueOr('SPU编码已存在', () => tx.update(spus).set(b).where(eq(spus.id, id)));
        // Turning an SPU off through the edit form has the same effect as the disable call.
        if (current.status === 1 && b.status === 2) await disableSkusOf(tx, [id]);
      }),
    remove: (id: number) =>
      removeRow(db, spus, id, 'SPU', (tx) =>
        refuseIfAny(tx, tx.select({ n: count() }).from(skus).where(eq(skus.spuId, id)), '该SPU下已有SKU，不能删除'),
      ),
    setStatus: (ids: number[], to: 1 | 2) =>
      setStatus(db, spus, ids, to, 'SPU', { after: to === 2 ? (tx, changed) => disableSkusOf(tx, changed) : undefined }),
  };
}

async function disableSkusOf(tx: DbOrTx, spuIds: number[]) {
  await tx
    .update(skus)
    .set({ status: 2 })
    .where(and(inArray(skus.spuId, spuIds), eq(skus.status, 1)));
}
