import { articleListQuery } from '@console/contract/content';
import { desc, eq } from 'drizzle-orm';
import { countWhere, createdAtBatches } from '../../shared/cursor.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { articleListWhere } from './articles.service.ts';
import { contentArticles, contentCategories } from '../../db/schema/content.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

const fields = {
  id: contentArticles.id,
  title: contentArticles.title,
  typeName: contentCategories.name,
  describe: contentArticles.describe,
  retGradeList: contentArticles.retGradeList,
  status: contentArticles.status,
  operator: contentArticles.operator,
  createdAt: contentArticles.createdAt,
};
type Row = { [K in keyof typeof fields]: unknown };

/** The article list as an export (`content.export`); the body text stays out (it is rich HTML). */
registerExport<typeof articleListQuery._zod.output, Row>({
  page: 'content',
  label: '文章列表',
  query: articleListQuery,
  columns: [
    { key: 'id', header: '编号' },
    { key: 'title', header: COMMON_LABELS.title, width: 40 },
    { key: 'typeName', header: COMMON_LABELS.articleType },
    { key: 'describe', header: COMMON_LABELS.remark, width: 30 },
    { key: 'retGradeList', header: COMMON_LABELS.grade },
    { key: 'status', header: COMMON_LABELS.status, format: (v) => (Number(v) === 1 ? WORDS.enable : WORDS.disable) },
    { key: 'operator', header: COMMON_LABELS.operator },
    { key: 'createdAt', header: COMMON_LABELS.createTime, width: 20 },
  ],
  rows: async function* (ctx, q) {
    const query = ctx.db
      .select(fields)
      .from(contentArticles)
      .leftJoin(contentCategories, eq(contentCategories.typeCode, contentArticles.typeCode))
      .where(articleListWhere(q))
      .orderBy(desc(contentArticles.id));
    yield* createdAtBatches<Row>(ctx.db, fields, query, ctx.tz);
  },
  count: (ctx, q) => countWhere(ctx.db, contentArticles, articleListWhere(q)),
});
