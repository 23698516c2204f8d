import { freshEdit } from '../../shared/freshness.ts';
import { MAX_TREE_DEPTH } from '../../shared/tree.ts';
import {
  CATEGORY_MAX_LEVEL,
  type CategoryNode,
  type categoryCreate,
  type categoryQuery,
  type categoryUpdate,
} from '@console/contract/products';
import { alias } from 'drizzle-orm/pg-core';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import { commonFilters, refuseIfAny, removeRow, setStatus, uniqueOr, whereAll, withTimes } from '../../shared/resource.ts';
import { categories, spus } from './products.tables.ts';

const parent = alias(categories, 'parent');

/** The level a child of `parentId` gets; refuses a missing parent and a tree deeper than three levels. */
async function levelUnder(db: DbOrTx, parentId: number): Promise<number> {
  if (parentId === 0) return 1;
  const [p] = await db.select({ level: categories.level }).from(categories).where(eq(categories.id, parentId));
  if (!p) throw badRequest('上级分类不存在');
  if (p.level >= CATEGORY_MAX_LEVEL) throw badRequest(`分类最多${CATEGORY_MAX_LEVEL}级`);
  return p.level + 1;
}

/** Ids of a category and everything below it (at most MAX_TREE_DEPTH levels: a loop in the data cannot run away). */
export async function subtreeIds(db: DbOrTx, id: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    with recursive t(id, depth) as (select id, 1 from ${categories} where id = ${id}
      union all select c.id, t.depth + 1 from ${categories} c join t on c.parent_id = t.id where t.depth < ${MAX_TREE_DEPTH})
    select id from t`);
  return rows.map((r) => Number(r.id));
}

export function buildTree<T extends { id: number; parentId: number }>(rows: T[]): (T & { children: unknown[] })[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as unknown[] }]));
  const roots: (T & { children: unknown[] })[] = [];
  for (const n of nodes.values()) {
    const p = nodes.get(n.parentId);
    if (p) p.children.push(n);
    else roots.push(n);
  }
  return roots;
}

/** Category tree: parentId 0 is the root; a category with children or SPUs cannot be deleted. */
export function categoryService(db: Db, tz: string) {
  return {
    async list(q: z.output<typeof categoryQuery>) {
      const where = whereAll([...commonFilters(categories, q), q.parentId !== undefined ? eq(categories.parentId, q.parentId) : undefined]);
      const { rows, ...page } = await pagedList({
        db,
        page: q.page,
        pageSize: q.pageSize,
        rows: (limit, offset) =>
          db
            .select({ row: categories, parentName: sql<string>`coalesce(${parent.name}, '')` })
            .from(categories)
            .leftJoin(parent, eq(parent.id, categories.parentId))
            .where(where)
            .orderBy(asc(categories.sort), desc(categories.id))
            .limit(limit)
            .offset(offset),
        count: () => db.select({ one: sql`1` }).from(categories).where(where),
      });
      return { rows: rows.map((r) => ({ ...withTimes(r.row, tz), parentName: r.parentName })), ...page };
    },
    async tree(): Promise<CategoryNode[]> {
      const rows = await db
        .select({
          id: categories.id,
          code: categories.code,
          name: categories.name,
          parentId: categories.parentId,
          level: categories.level,
          status: categories.status,
        })
        .from(categories)
        .orderBy(asc(categories.sort), asc(categories.id));
      return buildTree(rows) as CategoryNode[];
    },
    add: (b: z.output<typeof categoryCreate>) =>
      db.transaction(async (tx) => {
        const level = await levelUnder(tx, b.parentId);
        return uniqueOr(
          '分类编码已存在',
          async () =>
            (
              await tx
                .insert(categories)
                .values({ ...b, level })
                .returning({ id: categories.id })
            )[0],
        );
      }),
    update: ({ id, updateTime, ...b }: z.output<typeof categoryUpdate>) =>
      freshEdit(db, { table: categories, id, updateTime, tz, missing: '分类不存在或已被删除' }, async (tx, current) => {
        let level = current.level;
        if (b.parentId !== undefined && b.parentId !== current.parentId) {
          if ((await subtreeIds(tx, id)).includes(b.parentId)) throw badRequest('上级分类不能是自己或自己的下级');
          const [{ n }] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
          if (Number(n) > 0) throw conflict('该分类下有子分类，不能移动');
          level = await levelUnder(tx, b.parentId);
        }
        await uniqueOr('分类编码已存在', () =>
          tx
            .update(categories)
            .set({ ...b, level })
            .where(eq(categories.id, id)),
        );
      }),
    remove: (id: number) =>
      removeRow(db, categories, id, '分类', async (tx) => {
        await refuseIfAny(tx, tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id)), '该分类下有子分类，不能删除');
        await refuseIfAny(tx, tx.select({ n: count() }).from(spus).where(eq(spus.categoryId, id)), '该分类下已有SPU，不能删除');
      }),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, categories, ids, to, '分类'),
  };
}
