import { assertFresh, bumped } from '../../shared/freshness.ts';
import { type ArticleAddBody, type ArticleUpdateBody, MSG, operatorOf } from '@console/contract/content';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import { formatTime } from '../../shared/time.ts';
import { unknownGrades } from '../grades/grades.service.ts';
import { categoryForArticle } from './categories.service.ts';
import { contentArticles, contentCategories } from './content.tables.ts';
import { isBlankHtml, sanitizeArticleHtml } from './sanitize.ts';
import { reshape } from '../../shared/reshape.ts';
import { auditArticle, setContentStatus } from './content.audit.ts';

type ListQuery = { pageNum: number; pageSize: number; cursor?: string; title?: string; content?: string; typeCode?: string };

/** `%` and `_` typed by the user are searched for literally. */
const likeText = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's filter, shared by the list and its export. */
export function articleListWhere(q: Omit<ListQuery, 'pageNum' | 'pageSize'>) {
  const conds: SQL[] = [];
  if (q.title) conds.push(ilike(contentArticles.title, likeText(q.title)));
  if (q.content) conds.push(ilike(contentArticles.content, likeText(q.content)));
  if (q.typeCode) conds.push(eq(contentArticles.typeCode, q.typeCode));
  return conds.length ? and(...conds) : undefined;
}

export async function listArticles(q: ListQuery, { db, tz }: RequestCtx) {
  const where = articleListWhere(q);
  const page = await pagedList({
    db,
    page: q.pageNum,
    pageSize: q.pageSize,
    order: [{ column: contentArticles.id, desc: true }],
    cursor: q.cursor,
    rows: keyedRows({
      select: {
        id: contentArticles.id,
        title: contentArticles.title,
        describe: contentArticles.describe,
        typeCode: contentArticles.typeCode,
        typeName: contentCategories.name,
        retGradeList: contentArticles.retGradeList,
        content: contentArticles.content,
        status: contentArticles.status,
        operator: contentArticles.operator,
        createdAt: contentArticles.createdAt,
        updatedAt: contentArticles.updatedAt,
      },
      from: (sel) =>
        db.select(sel).from(contentArticles).leftJoin(contentCategories, eq(contentCategories.typeCode, contentArticles.typeCode)),
      where,
    }),
    count: () => db.select({ one: sql`1` }).from(contentArticles).where(where),
  });
  return {
    ...page,
    rows: page.rows.map((r) =>
      reshape(r, ['createdAt', 'updatedAt', 'typeName'], {
        remark: r.describe,
        typeName: r.typeName ?? '',
        createTime: formatTime(r.createdAt, tz),
        updateTime: formatTime(r.updatedAt, tz),
      }),
    ),
  };
}

/** The checks that need the database, and the stored form of the fields. */
async function prepare(tx: DbOrTx, body: ArticleAddBody, keptTypeCode?: string) {
  const cat = await categoryForArticle(tx, body.typeCode);
  if (!cat) throw badRequest('所属分类不存在');
  // A disabled category cannot be chosen; an article already in it may keep it.
  if (cat.status !== 1 && body.typeCode !== keptTypeCode) throw badRequest('所属分类已禁用，不能选择');
  const missing = await unknownGrades(tx, body.retGradeList);
  if (missing.length) throw badRequest(`门店等级不存在或已停用：${missing.join(',')}`);
  const content = sanitizeArticleHtml(body.content);
  if (isBlankHtml(content)) throw badRequest(MSG.articleContent);
  return {
    title: body.title,
    typeCode: body.typeCode,
    describe: body.describe,
    retGradeList: body.retGradeList.join(','),
    status: body.status,
    content,
  };
}

export async function addArticle(body: ArticleAddBody, ctx: RequestCtx) {
  return ctx.db.transaction(async (tx) => {
    const fields = await prepare(tx, body);
    const [row] = await tx
      .insert(contentArticles)
      .values({ ...fields, operator: operatorOf(ctx.user) })
      .returning({ id: contentArticles.id });
    await auditArticle(tx, ctx, '新增', row.id, null, fields);
    return row;
  });
}

const audited = {
  title: contentArticles.title,
  typeCode: contentArticles.typeCode,
  describe: contentArticles.describe,
  retGradeList: contentArticles.retGradeList,
  status: contentArticles.status,
};

export async function updateArticle(body: ArticleUpdateBody, ctx: RequestCtx) {
  const { id, updateTime, ...rest } = body;
  await ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .select({ ...audited, updatedAt: contentArticles.updatedAt })
      .from(contentArticles)
      .where(eq(contentArticles.id, id))
      .for('update');
    if (!old) throw notFound('文章不存在或已被删除');
    assertFresh(old.updatedAt, updateTime, ctx.tz);
    const fields = await prepare(tx, rest, old.typeCode);
    await tx
      .update(contentArticles)
      .set({ ...fields, operator: operatorOf(ctx.user), updatedAt: bumped(contentArticles.updatedAt) })
      .where(eq(contentArticles.id, id));
    await auditArticle(tx, ctx, '修改', id, old, fields);
  });
}

export async function deleteArticle({ id }: { id: number }, ctx: RequestCtx) {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(contentArticles).where(eq(contentArticles.id, id)).returning(audited);
    if (!gone) throw notFound('文章不存在或已被删除');
    await auditArticle(tx, ctx, '删除', id, gone, null);
  });
}

/** Check-and-set, as for categories. */
export const setArticleStatus = ({ id, status }: { id: number; status: 1 | 2 }, ctx: RequestCtx) =>
  setContentStatus({ table: contentArticles, audit: auditArticle, noun: '文章' }, id, status, ctx);
