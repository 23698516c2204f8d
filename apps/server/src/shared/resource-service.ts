import { and, type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { type ScopeColumns, type ScopeDimension, assertAllInScope, rowInScope, scopeWhere } from './data-scope.ts';
import { conflict, forbidden, notFound } from './errors.ts';
import { assertFresh, bumped } from './freshness.ts';
import { pagedList } from './list.ts';
import { inTx, type RequestCtx } from './request-context.ts';
import { commonFilters, uniqueOr } from './resource.ts';
import { times } from './time.ts';
import { emitWrite, type WriteEvent } from './write-events.ts';

/**
 * The one service of a standard resource (issue "One resource protocol"): list, detail, add, update, delete,
 * enable / disable and declared state transitions, each with the caller's context. A resource declares its
 * table, the columns that carry data-scope dimensions and its audit labels; every verb then
 *  - applies the caller's data scope in SQL (lists filter; detail / update / delete answer 404 outside it;
 *    a batch naming any missing or out-of-scope id is refused whole; a new row must lie inside it),
 *  - checks the `updateTime` the editor read (409 `数据已被他人修改，请刷新后重试`),
 *  - changes state by check-and-set (`… where status in (from)`), the loser getting 409 with the current state,
 *  - raises one audit event per row inside the write's transaction (the operation log listens).
 * Rules of the area (references, rows in use) come in as hooks.
 */

type Table = PgTable & { id: PgColumn; status: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; code?: PgColumn; name?: PgColumn };
type Stored<T extends Table> = T['$inferSelect'] & { id: number; status: number; createdAt: Date; updatedAt: Date };

export type Transition = { from: readonly number[]; to: number; action: string };

export type ResourceDef<T extends Table, Q, C, U> = {
  table: T;
  /** What one row is called ('品牌'): in messages (品牌不存在或已被删除). */
  label: string;
  /** Operation-log module, target type and the Chinese label of each logged field. */
  audit: Pick<WriteEvent, 'module' | 'targetType' | 'labels' | 'values'>;
  /** Columns carrying the scope dimensions of a row (none: the resource is not scoped). */
  scope?: ScopeColumns;
  /** The answer to a duplicate of a unique column ('品牌编码已存在'). */
  duplicate?: string;
  /** Filters of the list beyond code / name / status. */
  filters?: (q: Q) => (SQL | undefined)[];
  /** Status code → text, for transition messages (当前状态为「已审核」). */
  statuses?: Record<number, string>;
  transitions?: Record<string, Transition>;
  /** Checks in the write's transaction (references exist, rows not in use); throw to refuse. */
  beforeSave?: (tx: Tx, values: Partial<C>, current?: Stored<T>) => Promise<void>;
  beforeDelete?: (tx: Tx, ids: number[]) => Promise<void>;
  /** Computed columns of a listed row (e.g. how many SPUs use a brand), selected with it. */
  columns?: Record<string, SQL>;
  _types?: { update: U };
};

type ListQuery = { page: number; pageSize: number; code?: string; name?: string; status?: number };

export function resourceService<
  T extends Table,
  Q extends ListQuery,
  C extends Record<string, unknown>,
  U extends { id: number; updateTime?: string },
  /** A listed row as the contract's row schema states it. */
  R = Record<string, unknown>,
>(def: ResourceDef<T, Q, C, U>) {
  const t = def.table as Table;
  const missing = `${def.label}不存在或已被删除`;
  const statuses = def.statuses ?? { 1: '启用', 2: '停用' };
  const scoped = async (ctx: RequestCtx) => (def.scope ? scopeWhere(await ctx.scope(), def.scope) : undefined);
  const show = (row: Stored<T>, tz: string) => {
    const { createdAt: _c, updatedAt: _u, ...rest } = row as Record<string, unknown>;
    return { ...rest, ...times(row, tz) };
  };
  const event = (action: string, id: number, before: unknown, after: unknown): WriteEvent => ({
    ...def.audit,
    action,
    targetId: String(id),
    before: (before ?? null) as Record<string, unknown> | null,
    after: (after ?? null) as Record<string, unknown> | null,
  });
  /** A new or changed row must lie inside the caller's scope in every limited dimension. */
  const assertValuesInScope = async (ctx: RequestCtx, values: Record<string, unknown>) => {
    if (!def.scope) return;
    const keys: Partial<Record<ScopeDimension, string>> = {};
    for (const [dim, column] of Object.entries(def.scope)) {
      const field = Object.entries(t).find(([, c]) => c === column)?.[0];
      if (field && values[field] !== undefined) keys[Number(dim) as ScopeDimension] = String(values[field]);
    }
    if (!rowInScope(await ctx.scope(), keys)) throw forbidden('超出数据权限范围');
  };
  const lock = async (tx: Tx, ctx: RequestCtx, id: number) => {
    const [row] = (await tx
      .select()
      .from(t as PgTable)
      .where(and(eq(t.id, id), await scoped(ctx)))
      .for('update')) as Stored<T>[];
    if (!row) throw notFound(missing);
    return row;
  };
  const save = <R>(work: () => Promise<R>) => (def.duplicate ? uniqueOr(def.duplicate, work) : work());

  /** Check-and-set of `status` for every id (all or nothing); the loser learns the current state. */
  const move = async (
    ctx: RequestCtx,
    ids: number[],
    from: readonly number[],
    to: number,
    action: string,
    refusal: (now: string) => string,
  ) =>
    inTx(ctx, async (tx) => {
      await assertAllInScope(tx, t, t.id, ids, await scoped(ctx), missing);
      const before = (await tx
        .select()
        .from(t as PgTable)
        .where(inArray(t.id, ids))
        .for('update')) as Stored<T>[];
      const stuck = before.find((r) => !from.includes(r.status));
      if (stuck) {
        const now = statuses[stuck.status] ?? String(stuck.status);
        throw conflict(refusal(now));
      }
      await tx
        .update(t)
        .set({ status: to, updatedAt: bumped(t.updatedAt) } as never)
        .where(and(inArray(t.id, ids), inArray(t.status, [...from])));
      for (const r of before) await emitWrite(tx, ctx, event(action, r.id, { status: r.status }, { status: to }));
      return ids.length;
    });

  return {
    async list(q: Q, ctx: RequestCtx) {
      const where = and(
        ...commonFilters(t as { code?: AnyColumn; name?: AnyColumn; status: AnyColumn }, q),
        ...(def.filters?.(q) ?? []),
        await scoped(ctx),
      );
      const page = await pagedList({
        db: ctx.db,
        page: q.page,
        pageSize: q.pageSize,
        order: [{ column: t.id, desc: true }],
        cursor: (q as { cursor?: string }).cursor,
        rows: (limit, offset, p) =>
          ctx.db
            .select({ ...p.keyField, row: t as PgTable, ...def.columns } as never)
            .from(t as PgTable)
            .where(and(where, p.seek))
            .orderBy(...p.orderBy)
            .limit(limit)
            .offset(offset) as unknown as Promise<({ row: Stored<T> } & Record<string, unknown>)[]>,
        count: () =>
          ctx.db
            .select({ id: t.id })
            .from(t as PgTable)
            .where(where),
      });
      return { ...page, rows: page.rows.map(({ row, ...computed }) => ({ ...show(row, ctx.tz), ...computed }) as R) };
    },
    async detail(id: number, ctx: RequestCtx) {
      const [row] = (await ctx.db
        .select()
        .from(t as PgTable)
        .where(and(eq(t.id, id), await scoped(ctx)))) as Stored<T>[];
      if (!row) throw notFound(missing);
      return show(row, ctx.tz) as R;
    },
    async add(body: C, ctx: RequestCtx) {
      await assertValuesInScope(ctx, body);
      return inTx(ctx, (tx) =>
        save(async () => {
          await def.beforeSave?.(tx, body);
          const [row] = (await tx
            .insert(t)
            .values(body as never)
            .returning()) as Stored<T>[];
          await emitWrite(tx, ctx, event('新增', row.id, null, body));
          return { id: row.id };
        }),
      );
    },
    async update({ id, updateTime, ...changes }: U, ctx: RequestCtx) {
      await assertValuesInScope(ctx, changes);
      return inTx(ctx, (tx) =>
        save(async () => {
          const current = await lock(tx, ctx, id);
          assertFresh(current.updatedAt, updateTime, ctx.tz);
          await def.beforeSave?.(tx, changes as unknown as Partial<C>, current);
          await tx
            .update(t)
            .set({ ...changes, updatedAt: bumped(t.updatedAt) } as never)
            .where(eq(t.id, id));
          await emitWrite(tx, ctx, event('修改', id, current, { ...current, ...changes }));
          return null;
        }),
      );
    },
    /** Deletes one row or a batch, all or nothing. */
    async remove(which: number | number[], ctx: RequestCtx) {
      const ids = [...new Set(Array.isArray(which) ? which : [which])];
      return inTx(ctx, async (tx) => {
        await assertAllInScope(tx, t, t.id, ids, await scoped(ctx), missing);
        const rows = (await tx
          .select()
          .from(t as PgTable)
          .where(inArray(t.id, ids))
          .for('update')) as Stored<T>[];
        await def.beforeDelete?.(tx, ids);
        await tx.delete(t).where(inArray(t.id, ids));
        for (const r of rows) await emitWrite(tx, ctx, event('删除', r.id, r, null));
        return ids.length;
      });
    },
    /** Enable (1) or disable (2), all or nothing. */
    setStatus: (ids: number[], to: 1 | 2, ctx: RequestCtx) =>
      move(ctx, ids, [to === 1 ? 2 : 1], to, to === 1 ? '启用' : '停用', (now) => `${def.label}已是${now}状态，请刷新后重试`),
    /** A declared transition by name (`approve`: 10 → 20). */
    transition(name: string, ids: number[], ctx: RequestCtx) {
      const tr = def.transitions?.[name];
      if (!tr) throw new Error(`${def.label}: no transition '${name}'`);
      return move(ctx, ids, tr.from, tr.to, tr.action, (now) => `${def.label}当前状态为「${now}」，不能${tr.action}，请刷新后重试`);
    },
  };
}
