import { assertFresh, bumped } from '../../shared/freshness.ts';
import { type CategoryAddBody, type CategoryUpdateBody, operatorOf } from '@console/contract/content';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import { formatTime } from '../../shared/time.ts';
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
    rows: (limit, offset, p) =>
      db
        .select({ ...columns, ...p.keyField })
        .from(contentCategories)
        .where(p.seek)
        .orderBy(...p.orderBy)
        .limit(limit)
        .offset(offset),
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

export async function addCategory(body: CategoryAddBody, { db, user: who }: RequestCtx) {
  await assertTypeCodeFree(db, body.typeCode);
  try {
    const [row] = await db
      .insert(contentCategories)
      .values({ ...body, operator: operatorOf(who) })
      .returning({ id: contentCategories.id });
    return row;
  } catch (e) {
    // Two adds of one code at once: the unique index decides.
    if (isUniqueViolation(e)) throw conflict('分类编码已存在');
    throw e;
  }
}

/** A code change carries the category's articles along, in the same transaction. */
export async function updateCategory(body: CategoryUpdateBody, { db, user: who, tz }: RequestCtx) {
  await assertTypeCodeFree(db, body.typeCode, body.id);
  const { id, updateTime, ...fields } = body;
  try {
    await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ typeCode: contentCategories.typeCode, updatedAt: contentCategories.updatedAt })
        .from(contentCategories)
        .where(eq(contentCategories.id, id))
        .for('update');
      if (!old) throw notFound('分类不存在或已被删除');
      assertFresh(old.updatedAt, updateTime, tz);
      await tx
        .update(contentCategories)
        .set({ ...fields, operator: operatorOf(who), updatedAt: bumped(contentCategories.updatedAt) })
        .where(eq(contentCategories.id, id));
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
export async function deleteCategory({ id }: { id: number }, { db }: RequestCtx) {
  await db.transaction(async (tx) => {
    const [cat] = await tx
      .select({ typeCode: contentCategories.typeCode })
      .from(contentCategories)
      .where(eq(contentCategories.id, id))
      .for('update');
    if (!cat) throw notFound('分类不存在或已被删除');
    const [{ used }] = await tx.select({ used: count() }).from(contentArticles).where(eq(contentArticles.typeCode, cat.typeCode));
    if (used > 0) throw conflict(`该分类下还有${used}篇文章，不能删除`);
    await tx.delete(contentCategories).where(eq(contentCategories.id, id));
  });
}

/** Check-and-set: of two clicks that make the same change, one wins and the other gets 409. */
export async function setCategoryStatus({ id, status }: { id: number; status: 1 | 2 }, { db, user: who }: RequestCtx) {
  const done = await db
    .update(contentCategories)
    .set({ status, operator: operatorOf(who) })
    .where(and(eq(contentCategories.id, id), ne(contentCategories.status, status)))
    .returning({ id: contentCategories.id });
  if (done.length) return;
  const [exists] = await db.select({ id: contentCategories.id }).from(contentCategories).where(eq(contentCategories.id, id));
  if (!exists) throw notFound('分类不存在或已被删除');
  throw conflict(status === 1 ? '该分类已是启用状态' : '该分类已是禁用状态');
}

/** Locks the category row so that it cannot be disabled or deleted while an article is being saved to it. */
export async function categoryForArticle(tx: DbOrTx, typeCode: string) {
  const [cat] = await tx
    .select({ typeCode: contentCategories.typeCode, status: contentCategories.status })
    .from(contentCategories)
    .where(eq(contentCategories.typeCode, typeCode))
    .for('share');
  return cat;
}
