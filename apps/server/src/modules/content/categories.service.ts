import { contentCategoryApi } from '@console/contract/content';
import { count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { categoryAudit, contentRules } from './content.audit.ts';
import { contentArticles, contentCategories } from '../../db/schema/content.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

export const categoryService = () =>
  resourceService({
    api: contentCategoryApi,
    table: contentCategories,
    ...contentRules(COMMON_LABELS.category),
    duplicate: '分类编码已存在',
    audit: categoryAudit,
    // A code change carries the category's articles along, in the same transaction.
    afterSave: async (tx, _id, values, current) => {
      if (current && values.typeCode !== undefined && values.typeCode !== current.typeCode)
        await tx.update(contentArticles).set({ typeCode: values.typeCode }).where(eq(contentArticles.typeCode, current.typeCode));
    },
    // A category that articles still use stays; the check runs under the rows' lock.
    beforeDelete: async (tx, ids) => {
      const codes = tx.select({ typeCode: contentCategories.typeCode }).from(contentCategories).where(inArray(contentCategories.id, ids));
      const [{ used }] = await tx.select({ used: count() }).from(contentArticles).where(inArray(contentArticles.typeCode, codes));
      if (used > 0) throw conflict(`该分类下还有${used}篇文章，不能删除`);
    },
  });

/** Locks the category row so that it cannot be disabled or deleted while an article is being saved to it. */
export async function categoryForArticle(tx: DbOrTx, typeCode: string) {
  const [cat] = await tx
    .select({ typeCode: contentCategories.typeCode, status: contentCategories.status })
    .from(contentCategories)
    .where(eq(contentCategories.typeCode, typeCode))
    .for('share');
  return cat;
}
