import { categoryApi } from '@console/contract/products-api';
import { CATEGORY_MAX_LEVEL, type CategoryNode } from '@console/contract/products';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import { refuseIfAny } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { lockTreeMoves, MAX_TREE_DEPTH, nestByParent } from '../../shared/tree.ts';
import { productAudit } from './products.audit.ts';
import { categories, spus } from '../../db/schema/products.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { categoryResource } from '@console/contract/api/products-resources';

const F = categoryResource.fields;

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

const childrenOf = (tx: DbOrTx, ids: number[]) => tx.select({ n: count() }).from(categories).where(inArray(categories.parentId, ids));

/** Category tree: parentId 0 is the root; a category with children or SPUs cannot be deleted; one with children cannot move. */
export function categoryService(db: Db) {
  return {
    ...resourceService({
      api: categoryApi,
      table: categories,
      label: COMMON_LABELS.category,
      duplicate: '分类编码已存在',
      audit: productAudit('category', {
        code: F.code.label,
        name: F.name.label,
        parentName: F.parentName.label,
        level: '级别',
        sort: COMMON_LABELS.sort,
      }),
      order: [{ column: categories.sort }, { column: categories.id, desc: true }],
      filters: (q) => [q.parentId !== undefined ? eq(categories.parentId, q.parentId) : undefined],
      columns: {
        parentName: sql<string>`coalesce((select ${parent.name} from ${categories} ${parent} where ${parent.id} = ${categories.parentId}), '')`,
      },
      // The level follows the parent: set on add, and again when an edit moves a category (a leaf only).
      async beforeSave(tx, b, current) {
        if (!current) return { level: await levelUnder(tx, b.parentId ?? 0) };
        if (b.parentId === undefined || b.parentId === current.parentId) return;
        await lockTreeMoves(tx, 'category');
        if ((await subtreeIds(tx, current.id)).includes(b.parentId)) throw badRequest('上级分类不能是自己或自己的下级');
        await refuseIfAny(tx, childrenOf(tx, [current.id]), '该分类下有子分类，不能移动');
        return { level: await levelUnder(tx, b.parentId) };
      },
      async beforeDelete(tx, ids) {
        await refuseIfAny(tx, childrenOf(tx, ids), '该分类下有子分类，不能删除');
        await refuseIfAny(tx, tx.select({ n: count() }).from(spus).where(inArray(spus.categoryId, ids)), '该分类下已有SPU，不能删除');
      },
    }),
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
      return nestByParent(rows, 'id', 'parentId', true) as CategoryNode[];
    },
  };
}
