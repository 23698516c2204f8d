import type { brandCreate, brandQuery, brandUpdate, labelCreate, labelQuery, labelUpdate } from '@console/contract/products';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { freshEdit } from '../../shared/freshness.ts';
import type { Db } from '../../db/client.ts';
import {
  commonFilters,
  countAll,
  pageOf,
  refuseIfAny,
  removeRow,
  setStatus,
  uniqueOr,
  whereAll,
  withTimes,
} from '../../shared/resource.ts';
import { brands, labels, skuLabels, spus } from './products.tables.ts';

/** Brands: a brand that any SPU uses cannot be deleted. */
export function brandService(db: Db, tz: string) {
  const spuCount = sql<number>`(select count(*)::int from ${spus} where ${spus.brandId} = ${brands.id})`;
  return {
    async list(q: z.output<typeof brandQuery>) {
      const where = whereAll(commonFilters(brands, q));
      const { rows, total } = await pageOf(
        db
          .select({ row: brands, spuCount })
          .from(brands)
          .where(where)
          .orderBy(desc(brands.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select(countAll()).from(brands).where(where),
      );
      return { rows: rows.map((r) => ({ ...withTimes(r.row, tz), spuCount: r.spuCount })), total };
    },
    all: (limit: number) =>
      db
        .select({ id: brands.id, code: brands.code, name: brands.name })
        .from(brands)
        .where(eq(brands.status, 1))
        .orderBy(asc(brands.sort), asc(brands.id))
        .limit(limit),
    add: (b: z.output<typeof brandCreate>) =>
      uniqueOr('品牌编码已存在', async () => (await db.insert(brands).values(b).returning({ id: brands.id }))[0]),
    update: ({ id, updateTime, ...b }: z.output<typeof brandUpdate>) =>
      freshEdit(db, { table: brands, id, updateTime, tz, missing: '品牌不存在或已被删除' }, (tx) =>
        uniqueOr('品牌编码已存在', () => tx.update(brands).set(b).where(eq(brands.id, id))),
      ),
    remove: (id: number) =>
      removeRow(db, brands, id, '品牌', (tx) =>
        refuseIfAny(tx, tx.select({ n: count() }).from(spus).where(eq(spus.brandId, id)), '该品牌下已有SPU，不能删除'),
      ),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, brands, ids, to, '品牌'),
  };
}

/** Labels: a label on any SKU cannot be deleted. */
export function labelService(db: Db, tz: string) {
  const skuCount = sql<number>`(select count(*)::int from ${skuLabels} where ${skuLabels.labelId} = ${labels.id})`;
  return {
    async list(q: z.output<typeof labelQuery>) {
      const where = whereAll(commonFilters(labels, q));
      const { rows, total } = await pageOf(
        db
          .select({ row: labels, skuCount })
          .from(labels)
          .where(where)
          .orderBy(desc(labels.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select(countAll()).from(labels).where(where),
      );
      return { rows: rows.map((r) => ({ ...withTimes(r.row, tz), skuCount: r.skuCount })), total };
    },
    add: (b: z.output<typeof labelCreate>) =>
      uniqueOr('标签编码已存在', async () => (await db.insert(labels).values(b).returning({ id: labels.id }))[0]),
    update: ({ id, updateTime, ...b }: z.output<typeof labelUpdate>) =>
      freshEdit(db, { table: labels, id, updateTime, tz, missing: '标签不存在或已被删除' }, (tx) =>
        uniqueOr('标签编码已存在', () => tx.update(labels).set(b).where(eq(labels.id, id))),
      ),
    remove: (id: number) =>
      removeRow(db, labels, id, '标签', (tx) =>
        refuseIfAny(tx, tx.select({ n: count() }).from(skuLabels).where(eq(skuLabels.labelId, id)), '该标签已被SKU使用，不能删除'),
      ),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, labels, ids, to, '标签'),
  };
}
