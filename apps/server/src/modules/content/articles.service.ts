import { contentArticleApi, MSG } from '@console/contract/content';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { unknownGrades } from '../grades/grades.service.ts';
import { categoryForArticle } from './categories.service.ts';
import { articleAudit, contentRules } from './content.audit.ts';
import { contentArticles, contentCategories } from '../../db/schema/content.ts';
import { isBlankHtml, sanitizeArticleHtml } from './sanitize.ts';

type Filter = { title?: string; content?: string; typeCode?: string };

/** `%` and `_` typed by the user are searched for literally. */
const likeText = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's filter, shared by the list and its export. */
export function articleListWhere(q: Filter) {
  const conds: SQL[] = [];
  if (q.title) conds.push(ilike(contentArticles.title, likeText(q.title)));
  if (q.content) conds.push(ilike(contentArticles.content, likeText(q.content)));
  if (q.typeCode) conds.push(eq(contentArticles.typeCode, q.typeCode));
  return conds.length ? and(...conds) : undefined;
}

export const articleService = () =>
  resourceService({
    api: contentArticleApi,
    table: contentArticles,
    ...contentRules('文章'),
    audit: articleAudit,
    columns: {
      // The list shows the description as "remark"; the form calls it "describe".
      remark: sql<string>`${contentArticles.describe}`,
      typeName: sql<string>`coalesce((select ${contentCategories.name} from ${contentCategories} where ${contentCategories.typeCode} = ${contentArticles.typeCode}), '')`,
    },
    filters: (q) => [articleListWhere(q)],
    // The checks that need the database, and the stored form of the fields.
    beforeSave: async (tx, body, current) => {
      const typeCode = body.typeCode ?? current?.typeCode ?? '';
      const cat = await categoryForArticle(tx, typeCode);
      if (!cat) throw badRequest('所属分类不存在');
      // A disabled category cannot be chosen; an article already in it may keep it.
      if (cat.status !== 1 && typeCode !== current?.typeCode) throw badRequest('所属分类已禁用，不能选择');
      const grades = body.retGradeList ?? [];
      const missing = await unknownGrades(tx, grades);
      if (missing.length) throw badRequest(`门店等级不存在或已停用：${missing.join(',')}`);
      const content = await sanitizeArticleHtml(body.content ?? '');
      if (await isBlankHtml(content)) throw badRequest(MSG.articleContent);
      return { retGradeList: grades.join(','), content };
    },
  });
