import { operatorOf } from '@console/contract/content';
import { and, eq, ne } from 'drizzle-orm';
import { conflict, notFound } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { auditTrail } from '../../shared/write-events.ts';
import type { contentArticles, contentCategories } from './content.tables.ts';

/** How article and category writes show in the operation log (the rich text itself is not copied into it). */
const shared = { module: '内容管理', values: { status: { 1: '启用', 2: '禁用' } } };

export const auditArticle = auditTrail({
  ...shared,
  targetType: 'article',
  labels: { title: '标题', typeCode: '所属分类', describe: '描述', retGradeList: '门店等级', status: '状态' },
});

export const auditCategory = auditTrail({
  ...shared,
  targetType: 'contentCategory',
  labels: { name: '分类名称', typeCode: '分类编码', describe: '描述', status: '状态' },
});

type Kind = {
  table: typeof contentArticles | typeof contentCategories;
  audit: typeof auditArticle;
  /** What the row is called in a refusal: 文章 or 分类. */
  noun: string;
};

/**
 * Check-and-set of an article's or a category's status: of two clicks that make the same change, one wins
 * (and is logged) and the other gets 409.
 */
export async function setContentStatus({ table, audit, noun }: Kind, id: number, status: 1 | 2, ctx: RequestCtx) {
  const done = await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(table)
      .set({ status, operator: operatorOf(ctx.user) })
      .where(and(eq(table.id, id), ne(table.status, status)))
      .returning({ id: table.id });
    if (changed.length) await audit(tx, ctx, status === 1 ? '启用' : '禁用', id, { status: 3 - status }, { status });
    return changed.length > 0;
  });
  if (done) return;
  const [exists] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!exists) throw notFound(`${noun}不存在或已被删除`);
  throw conflict(`该${noun}已是${status === 1 ? '启用' : '禁用'}状态`);
}
