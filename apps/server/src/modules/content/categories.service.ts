import { assertFresh, bumped } from '../../shared/freshness.ts';
import { type CategoryAddBody, type CategoryUpdateBody, operatorOf } from '@console/contract/content';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import { formatTime } from '../../shared/time.ts';
import { auditCategory, setContentStatus } from './content.audit.ts';
import { contentArticles, contentCategories } from './content.tables.ts';

const columns = {
  id: contentCategories.id,
  name: contentCategories.name,
  typeCode: contentCategories.typeCode,
  describe: contentCategories.describe,
  status: contentCategories.status,
  operator: contentCategories.operator,
  createdAt: contentCategories.createdAt,
  updatedAt: contentCategories.updatedAt,
};

type Row = {
  id: number;
  name: string;
  typeCode: string;
  describe: string;
  status: number;
  operator: string;
  createdAt: Date;
  updatedAt: Date;
};

const present = (r: Row, tz: string) => {
  const { createdAt, updatedAt, ...rest } = r;
  return { ...rest, createTime: formatTime(createdAt, tz), updateTime: formatTime(updatedAt, tz) };
};

export async function listCategories(q: { pageNum: number; pageSize: number; cursor?: string }, { db, tz }: RequestCtx) {
  const page = await pagedList({
    db,
    page: q.pageNum,
    pageSize: q.pageSize,
    order: [{ column: contentCategories.id, desc: true }],
    cursor: q.cursor,
    rows: keyedRows({
      select: { ...columns },
      from: (sel) => db.select(sel).from(contentCategories),
    }),
    count: () => db.select({ one: sql`1` }).from(contentCategories),
  });
  return { ...page, rows: page.rows.map((r) => present(r, tz)) };
}

async function assertTypeCodeFree(db: DbOrTx, typeCode: string, exceptId?: number) {
  const cond = exceptId
    ? and(eq(contentCategories.typeCode, typeCode), ne(contentCategories.id, exceptId))
    : eq(contentCategories.typeCode, typeCode);
  const [dup] = await db.select({ id: contentCategories.id }).from(contentCategories).where(cond);
  if (dup) throw conflict('分类编码已存在');
}

const isUniqueViolation = (e: unknown) =>
  (e as { cause?: { code?: string }; code?: string })?.cause?.code === '23505' || (e as { code?: string })?.code === '23505';

export async function addCategory(body: CategoryAddBody, ctx: RequestCtx) {
  await assertTypeCodeFree(ctx.db, body.typeCode);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentCategories)
        .values({ ...body, operator: operatorOf(ctx.user) })
        .returning({ id: contentCategories.id });
      await auditCategory(tx, ctx, '新增', row.id, null, body);
      return row;
    });
  } catch (e) {
    // Two adds of one code at once: the unique index decides.
    if (isUniqueViolation(e)) throw conflict('分类编码已存在');
    throw e;
  }
}

/** A code change carries the category's articles along, in the same transaction. */
const audited = {
  name: contentCategories.name,
  typeCode: contentCategories.typeCode,
  describe: contentCategories.describe,
  status: contentCategories.status,
};

export async function updateCategory(body: CategoryUpdateBody, ctx: RequestCtx) {
  await assertTypeCodeFree(ctx.db, body.typeCode, body.id);
  const { id, updateTime, ...fields } = body;
  try {
    await ctx.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ ...audited, updatedAt: contentCategories.updatedAt })
        .from(contentCategories)
        .where(eq(contentCategories.id, id))
        .for('update');
      if (!old) throw notFound('分类不存在或已被删除');
      assertFresh(old.updatedAt, updateTime, ctx.tz);
      await tx
        .update(contentCategories)
        .set({ ...fields, operator: operatorOf(ctx.user), updatedAt: bumped(contentCategories.updatedAt) })
        .where(eq(contentCategories.id, id));
      await auditCategory(tx, ctx, '修改', id, old, fields);
      if (old.typeCode !== fields.typeCode) {
        await tx.update(contentArticles).set({ typeCode: fields.typeCode }).where(eq(contentArticles.typeCode, old.typeCode));
      }
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('分类编码已存在');
    throw e;
  }
}

/** A category that articles still use stays; the check and the delete run under one row lock. */
export async function deleteCategory({ id }: { id: number }, ctx: RequestCtx) {
  await ctx.db.transaction(async (tx) => {
    const [cat] = await tx.select(audited).from(contentCategories).where(eq(contentCategories.id, id)).for('update');
    if (!cat) throw notFound('分类不存在或已被删除');
    const [{ used }] = await tx.select({ used: count() }).from(contentArticles).where(eq(contentArticles.typeCode, cat.typeCode));
    if (used > 0) throw conflict(`该分类下还有${used}篇文章，不能删除`);
    await tx.delete(contentCategories).where(eq(contentCategories.id, id));
    await auditCategory(tx, ctx, '删除', id, cat, null);
  });
}

/** Check-and-set: of two clicks that make the same change, one wins and the other gets 409. */
export const setCategoryStatus = ({ id, status }: { id: number; status: 1 | 2 }, ctx: RequestCtx) =>
  setContentStatus({ table: contentCategories, audit: auditCategory, noun: '分类' }, id, status, ctx);

/** Locks the category row so that it cannot be disabled or deleted while an article is being saved to it. */
export async function categoryForArticle(tx: DbOrTx, typeCode: string) {
  const [cat] = await tx
    .select({ typeCode: contentCategories.typeCode, status: contentCategories.status })
    .from(contentCategories)
    .where(eq(contentCategories.typeCode, typeCode))
    .for('share');
  return cat;
}
