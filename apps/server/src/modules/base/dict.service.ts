import type { dictQuery } from '@console/contract/base';
import { and, asc, type AnyColumn, count, eq, ilike, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { assertAllInScope } from '../../shared/data-scope.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, uniqueOr, whereAll } from '../../shared/resource.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { withTimes } from '../../shared/time.ts';
import { inTx } from '../../shared/request-context.ts';

/**
 * One service for the small base dictionaries ({code, name, status, sort, remark}). A dictionary names its
 * columns (grades keep gradeCode/gradeName) and what uses its codes, so a code in use is never deleted.
 * Codes cannot change once saved: shops, SPs and data scopes point at them.
 */
export type Dictionary = {
  table: PgTable;
  cols: {
    id: PgColumn;
    code: PgColumn;
    name: PgColumn;
    status: PgColumn;
    sort: PgColumn;
    remark: PgColumn;
    createdAt: PgColumn;
    updatedAt: PgColumn;
  };
  /** Chinese name, e.g. '平台'. */
  label: string;
  module: string;
  /** Codes that may never be deleted (e.g. this console's platform 0004). */
  fixed?: string[];
  /** How many rows elsewhere use these codes. */
  usage?: (tx: Tx, codes: string[]) => Promise<number>;
};

type Row = { id: number; code: string; name: string; status: number; sort: number; remark: string; createdAt: Date; updatedAt: Date };
type Body = { code: string; name: string; status: 1 | 2; sort: number; remark: string };

const LABELS = { code: '编码', name: '名称', status: '状态', sort: '排序', remark: '备注' };

export function dictionaryService(d: Dictionary) {
  const { table, cols: c } = d;
  const select = {
    id: c.id,
    code: c.code,
    name: c.name,
    status: c.status,
    sort: c.sort,
    remark: c.remark,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
  const toRow = (r: Row, tz: string) => withTimes(r, tz);
  // Drizzle's values/set take the table's property names (grades call theirs gradeCode / gradeName).
  const keyOf = (col: PgColumn) => {
    const k = Object.keys(table).find((name) => (table as unknown as Record<string, unknown>)[name] === col);
    if (!k) throw new Error(`column ${col.name} is not on the dictionary's table`);
    return k;
  };
  const byKey = (b: Body) => ({
    [keyOf(c.code)]: b.code,
    [keyOf(c.name)]: b.name,
    [keyOf(c.status)]: b.status,
    [keyOf(c.sort)]: b.sort,
    [keyOf(c.remark)]: b.remark,
  });
  const event = auditTrail({
    module: d.module,
    targetType: d.label,
    labels: LABELS,
    values: { status: { 1: '启用', 2: '停用' } },
  });

  return {
    async list(ctx: RequestCtx, q: z.output<typeof dictQuery>) {
      const where = whereAll([
        q.code ? ilike(c.code, likeText(q.code)) : undefined,
        q.name ? ilike(c.name, likeText(q.name)) : undefined,
        q.status !== undefined ? eq(c.status, q.status) : undefined,
      ]);
      const page = await pagedList({
        db: ctx.db,
        page: q.page,
        pageSize: q.pageSize,
        rows: (limit, offset) =>
          ctx.db
            .select(select)
            .from(table)
            .where(where)
            .orderBy(asc(c.sort), asc(c.code))
            .limit(limit)
            .offset(offset) as unknown as Promise<Row[]>,
        count: () => ctx.db.select({ id: c.id }).from(table).where(where),
      });
      return { ...page, rows: page.rows.map((r) => toRow(r, ctx.tz)) };
    },
    async all(db: DbOrTx, status?: number) {
      return (await db
        .select({ code: c.code, name: c.name, status: c.status })
        .from(table)
        .where(status === undefined ? undefined : eq(c.status, status))
        .orderBy(asc(c.sort), asc(c.code))) as { code: string; name: string; status: number }[];
    },
    async byCode(ctx: RequestCtx, code: string) {
      const [row] = (await ctx.db.select(select).from(table).where(eq(c.code, code))) as Row[];
      if (!row) throw notFound(`${d.label}不存在或已被删除`);
      return toRow(row, ctx.tz);
    },
    add: (ctx: RequestCtx, b: Body) =>
      inTx(ctx, async (tx) => {
        const [row] = (await uniqueOr(`${d.label}编码已存在`, () => tx.insert(table).values(byKey(b)).returning({ id: c.id }))) as {
          id: number;
        }[];
        await event(tx, ctx, '新增', b.code, null, b);
        return row;
      }),
    update: (ctx: RequestCtx, { id, updateTime, ...b }: Body & { id: number; updateTime?: string }) =>
      inTx(ctx, async (tx) => {
        const [current] = (await tx.select(select).from(table).where(eq(c.id, id)).for('update')) as Row[];
        if (!current) throw notFound(`${d.label}不存在或已被删除`);
        assertFresh(current.updatedAt, updateTime, ctx.tz);
        if (b.code !== current.code) throw badRequest(`${d.label}编码不能修改`);
        await tx
          .update(table)
          .set({ ...byKey(b), updatedAt: bumped(c.updatedAt) })
          .where(eq(c.id, id));
        const { createdAt: _c, updatedAt: _u, id: _i, ...before } = current;
        await event(tx, ctx, '修改', b.code, before, b);
        return null;
      }),
    remove: (ctx: RequestCtx, ids: number[]) =>
      inTx(ctx, async (tx) => {
        await assertAllInScope(tx, table, c.id, ids, undefined, `${d.label}不存在或已被删除`);
        const rows = (await tx.select(select).from(table).where(inArray(c.id, ids)).for('update')) as Row[];
        const codes = rows.map((r) => r.code);
        const fixed = codes.filter((code) => d.fixed?.includes(code));
        if (fixed.length) throw conflict(`${d.label}${fixed.join('、')}是系统内置数据，不能删除`);
        const used = (await d.usage?.(tx, codes)) ?? 0;
        if (used > 0) throw conflict(`所选${d.label}正被${used}条数据使用，不能删除`);
        await tx.delete(table).where(inArray(c.id, ids));
        for (const r of rows) await event(tx, ctx, '删除', r.code, { code: r.code, name: r.name }, null);
        return { count: rows.length };
      }),
    setStatus: (ctx: RequestCtx, ids: number[], to: 1 | 2) =>
      inTx(ctx, async (tx) => {
        await assertAllInScope(tx, table, c.id, ids, undefined, `${d.label}不存在或已被删除`);
        const from = to === 1 ? 2 : 1;
        const changed = (await tx
          .update(table)
          .set({ status: to, updatedAt: bumped(c.updatedAt) } as never)
          .where(and(inArray(c.id, ids), eq(c.status, from)))
          .returning({ code: c.code })) as { code: string }[];
        if (changed.length !== new Set(ids).size)
          throw conflict(to === 1 ? `所选${d.label}中有已启用的，请刷新后重试` : `所选${d.label}中有已停用的，请刷新后重试`);
        for (const r of changed) await event(tx, ctx, to === 1 ? '启用' : '停用', r.code, { status: from }, { status: to });
        return { count: changed.length };
      }),
  };
}

/** `count(*)` of `table` rows whose `column` is one of `codes`. */
export const countUsing = (table: PgTable, column: AnyColumn) => async (tx: Tx, codes: string[]) =>
  Number((await tx.select({ n: count() }).from(table).where(inArray(column, codes)))[0].n);
