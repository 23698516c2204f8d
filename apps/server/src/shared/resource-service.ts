import { and, type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { can, type Declaration, type MachineDecl } from '@console/contract/declaration';
import type { SchemaRef } from '@console/contract/endpoint';
import type { DbOrTx, Tx } from '../db/client.ts';
import {
  type NotApplicable,
  type ScopeColumns,
  type ScopeDimension,
  assertAllInScope,
  declareScope,
  isNotApplicable,
  rowInScope,
  scopeWhere,
} from './data-scope.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { assertFresh, bumped } from './freshness.ts';
import { keyedRows, type OrderTerm, pagedList } from './list.ts';
import { inTx, type RequestCtx } from './request-context.ts';
import { declaredAudit } from './declared.ts';
import { commonFilters, definedOnly, uniqueOr } from './resource.ts';
import { readsTable } from './reads-table.ts';
import { unnested } from './reshape.ts';
import { withTimes } from './time.ts';
import { type AuditDecl, auditTrail, heardInStatement } from './write-events.ts';
import { statementAdd } from './resource-add-statement.ts';
import { writeGuard } from './session-check.ts';
import { WORDS } from '@console/contract/words';

/**
 * The one service of a standard resource (issue "One resource protocol"): list, detail, add, update, delete,
 * enable / disable and declared state transitions, each with the caller's context. A resource declares its
 * table, the columns that carry data-scope dimensions and its audit labels; every verb then
 *  - applies the caller's data scope in SQL (lists filter; detail / update / delete answer 404 outside it;
 *    a batch naming any missing or out-of-scope id is refused whole; a new row must lie inside it),
 *  - checks the `updateTime` the editor read (409 `数据已被他人修改，请刷新后重试`),
 *  - changes state by check-and-set (`… where status in (from)`), the loser getting 409 with the current state,
 *  - raises one audit event per row inside the write's transaction (the operation log listens), the row
 *    before and after as stored, computed `columns` included (so a group's members are logged too).
 * Rules of the area (references, rows in use, what hangs off a row) come in as hooks; every hook runs
 * inside the write's transaction, and throwing from one refuses the whole write.
 */

type Table = PgTable & { id: PgColumn; status?: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; code?: PgColumn; name?: PgColumn };
type Stored<T extends Table> = T['$inferSelect'] & { id: number; status: number; createdAt: Date; updatedAt: Date };
/** A stored row with its computed `columns` (what hooks and the audit see). */
export type Current<T extends Table> = Stored<T> & Record<string, unknown>;

export type Transition = { from: readonly number[]; to: number; action: string };
/** What a transition does besides the status: more columns set, and work on each moved row (as it was). */
export type Moved<T extends Table> = { set?: Partial<T['$inferInsert']>; after?: (tx: Tx, row: Current<T>) => Promise<void> };

type Conds = (SQL | undefined)[];

/**
 * Computed columns for a select, each nested once: on a one-table select drizzle writes the columns of a
 * top-level SQL bare ("id"), and inside a correlated subselect a bare name means the subselect's own table.
 */
export const computedColumns = <C extends Record<string, SQL>>(columns: C) =>
  Object.fromEntries(Object.entries(columns).map(([k, c]) => [k, sql`${c}`])) as C;

export type ResourceDef<T extends Table, Q, C, U> = {
  table: T;
  /** Columns carrying the scope dimensions of a row (none: the resource is not scoped). */
  scope?: ScopeColumns;
  /**
   * Scope a row takes through its parent rather than from `scope` alone: a shop's service records follow the
   * shop (`rows`: `retCode in (the shops in scope)`, `throughParent`), an invoice title must name a shop the
   * caller sees (`values`: throws 404, as for anything outside the scope, instead of judging the row's own
   * columns). `rows` filters every verb when no `scope` is declared; `values` checks each new or changed row.
   * A resource whose area words the refusal of a written row itself (a shop, an SP, a province return, in
   * `beforeSave`) gives `rows` alone.
   */
  parentScope?: {
    rows?: (ctx: RequestCtx) => Promise<SQL | undefined>;
    values?: (ctx: RequestCtx, values: Record<string, unknown>) => Promise<void>;
  };
  /** The answer to a duplicate of a unique column ('品牌编码已存在'); per unique index when there are several. */
  duplicate?: string | Record<string, string>;
  /** Filters of the list beyond code / name / status; may read first (a category and everything below it). */
  filters?: (q: Q, ctx: RequestCtx) => Conds | Promise<Conds>;
  /**
   * The list's order (default newest first, `id desc`). Its last term must be unique (the id) and no term
   * nullable: the list pages by cursor on it, and ties would skip or repeat rows.
   */
  order?: OrderTerm[];
  /**
   * Computed columns of a row, each one SQL expression over the row (a scalar subselect: a referenced
   * row's name, a count, an id list). Lists and detail answer them; hooks and the audit see them.
   */
  columns?: Record<string, SQL>;
  /** Body fields that are not columns of the table (a group's `skuIds`): kept out of the row's insert and update; `afterSave` writes them. */
  extras?: readonly (keyof C & string)[];
  /**
   * The field other tables point at a row by (a shop's retCode, a dictionary's code): the operation log names
   * the row by it instead of its id, and with `fixed` an update changing it is refused with that message.
   */
  naturalKey?: { field: string; fixed?: string };
  /** The refusal when a row of an enable / disable is already there (default 品牌已是停用状态，请刷新后重试). */
  statusRefusal?: (to: 1 | 2) => string;
  /** The verbs of enable / disable in the log and refusals (default 启用 / 停用; articles say 禁用). */
  toggleWords?: { 1: string; 2: string };
  /** Columns every write sets from the caller (who changed the row last: `operator`), status changes too. */
  stamp?: (ctx: RequestCtx) => Partial<T['$inferInsert']>;
  /**
   * The row's state machine (the contract's `machine({...})`): `transition(name, …)` runs its transitions, its
   * `edit` and `delete` guards refuse an update or a delete in another state, and its state labels word every
   * refusal (采购单当前状态为「已提交」，不能修改).
   */
  machine?: MachineDecl;
  /** Status code → text, for transition messages (当前状态为「已审核」). */
  statuses?: Record<number, string>;
  transitions?: Record<string, Transition>;
  /**
   * Before the row is written (references exist, rules across fields); throw to refuse. `values` is what
   * the body sets (an update's changes only), `current` the locked row on update. May answer derived
   * column values to write with the row (a category's level).
   */
  beforeSave?: (
    tx: Tx,
    values: Partial<C>,
    current: Current<T> | undefined,
    ctx: RequestCtx,
  ) => Promise<Partial<T['$inferInsert']> | undefined> | Promise<void>;
  /** After the row is written: writes what the `extras` stand for (a group's member rows). */
  afterSave?: (tx: Tx, id: number, values: Partial<C>, current?: Current<T>) => Promise<void>;
  /** Before rows are deleted: refuses rows in use (throw), or deletes what hangs off them. */
  beforeDelete?: (tx: Tx, ids: number[]) => Promise<void>;
  /**
   * After rows' status changed — by enable / disable, a transition, or an update that changed `status`:
   * refuses (throw) or carries the change on (disabling an SPU disables its SKUs).
   */
  afterStatus?: (tx: Tx, ids: number[], to: number) => Promise<void>;
  _types?: { update: U };
};

/** Content lists call the page number `pageNum` (the descriptor's `pageParam`). */
type ListQuery = { page?: number; pageNum?: number; pageSize: number; cursor?: string; code?: string; name?: string; status?: number };

/**
 * The calls of the resource's contract descriptor (`resourceApi(...)`) its service answers: their schemas give
 * the service its types (the list query, the add and update bodies, a listed row), so a declaration states none.
 */
export type ResourceCalls = {
  queryList: { input: SchemaRef; output: SchemaRef };
  add: { input: SchemaRef; output?: SchemaRef };
  update: { input: SchemaRef };
};
type QueryOf<A extends ResourceCalls> = z.output<A['queryList']['input']['schema']> & ListQuery;
type CreateOf<A extends ResourceCalls> = z.output<A['add']['input']['schema']> & Record<string, unknown>;
type UpdateOf<A extends ResourceCalls> = z.output<A['update']['input']['schema']> & { id: number; updateTime?: string };
/** A listed row as the contract's row schema states it. */
type RowOf<A extends ResourceCalls> = z.input<A['queryList']['output']['schema']>;
type AddedOf<A extends ResourceCalls> = A['add'] extends { output: { schema: infer S extends z.ZodType } } ? z.input<S> : { id: number };

/**
 * What names a resource: by hand, or by its contract declaration, which already says its descriptor, what one
 * row is called and the audit labels of its fields (the operation log's module is then the page's title).
 */
type Naming<A extends ResourceCalls> =
  | {
      /** The contract's descriptor of the resource (its types only are read). */
      api: A;
      /** What one row is called ('品牌'): in messages (品牌不存在或已被删除). */
      label: string;
      /** Operation-log module, target type and the Chinese label of each logged field. */
      audit: AuditDecl;
    }
  | { declaration: Pick<Declaration, 'label' | 'fields' | 'page'> & { endpoints: A }; targetType: string };

const named = <A extends ResourceCalls>(n: Naming<A>): { label: string; audit: AuditDecl } =>
  'declaration' in n
    ? {
        label: n.declaration.label,
        audit: { module: n.declaration.page?.title ?? n.declaration.label, targetType: n.targetType, ...declaredAudit(n.declaration) },
      }
    : n;

export function resourceService<T extends Table, A extends ResourceCalls>(
  def: ResourceDef<T, QueryOf<A>, CreateOf<A>, UpdateOf<A>> & Naming<A>,
) {
  type Q = QueryOf<A>;
  type C = CreateOf<A>;
  type U = UpdateOf<A>;
  type R = RowOf<A>;
  const t = def.table as Table;
  const { label, audit } = named(def);
  const missing = `${label}不存在或已被删除`;
  const toggle = def.toggleWords ?? { 1: WORDS.enable, 2: WORDS.disable };
  const m = def.machine;
  const statuses: Record<number, string> = m
    ? Object.fromEntries(Object.entries(m.states).map(([k, v]) => [k, v.label]))
    : (def.statuses ?? toggle);
  /** 409 naming the state a row is in, when the machine does not allow `action` from it. */
  const assertAllowed = (action: string, row: Current<T>, named = '') => {
    if (m?.guards?.[action] && !can(m, action, row.status))
      throw conflict(`${label}${named}当前状态为「${statuses[row.status] ?? row.status}」，不能${m.guards[action].label}`);
  };
  const order = def.order ?? [{ column: t.id, desc: true }];
  const selection = { row: t as PgTable, ...computedColumns(def.columns ?? {}) };
  // Declared like every area's, so the dimensions some area enforces count this resource too.
  const scope = def.scope && declareScope(label, def.scope);
  const scoped = async (ctx: RequestCtx) => (scope ? scopeWhere(await ctx.scope(), scope) : def.parentScope?.rows?.(ctx));
  const flat = (r: { row: Stored<T> } & Record<string, unknown>) => unnested(r) as Current<T>;
  /** Rows with their computed columns; `lock`: FOR UPDATE (of this table's rows only). */
  const read = async (db: DbOrTx, where: SQL | undefined, lock = false) => {
    const query = db
      .select(selection as never)
      .from(t as PgTable)
      .where(where);
    const rows = (await (lock ? query.for('update') : query)) as unknown as ({ row: Stored<T> } & Record<string, unknown>)[];
    return rows.map(flat);
  };
  const stored = async (tx: Tx, id: number) => (await read(tx, eq(t.id, id)))[0];
  /**
   * Whether a write takes its row, computed columns included, from its own RETURNING: not when something written
   * after the statement (an `afterSave`) or the table itself feeds them (RETURNING sees the table without the
   * statement's rows), and the row is then read again.
   */
  const returned = !def.afterSave && !Object.values(def.columns ?? {}).some((c) => readsTable(c, t));
  type Returned = ({ row: Stored<T> } & Record<string, unknown>)[];
  const written = async (tx: Tx, id: number, rows: Returned | undefined) => (rows ? flat(rows[0]) : stored(tx, id));
  /** The row's own columns of a body (its `extras` left out). */
  const rowValues = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(body).filter(([k]) => !def.extras?.includes(k as never)));
  const trail = auditTrail(audit);
  const key = def.naturalKey;
  const auditId = (r: Current<T>) => (key ? String(r[key.field]) : r.id);
  const event = (tx: Tx, ctx: RequestCtx, action: string, row: Current<T>, before: object | null, after: object | null) =>
    trail(tx, ctx, action, auditId(row), before, after);
  // Without a hook an add needs no transaction: its row and its log row are then one statement.
  const addInStatement =
    returned && !def.beforeSave && !def.extras?.length ? statementAdd(t, audit, def.columns ?? {}, key, def.stamp) : undefined;
  /** A new or changed row must lie inside the caller's scope in every limited dimension. */
  const assertValuesInScope = async (ctx: RequestCtx, values: Record<string, unknown>) => {
    if (def.parentScope?.values) return def.parentScope.values(ctx, values);
    if (!scope) return;
    const keys: Partial<Record<ScopeDimension, string | NotApplicable>> = {};
    for (const [dim, column] of Object.entries(scope)) {
      if (isNotApplicable(column)) keys[Number(dim) as ScopeDimension] = column;
      const field = Object.entries(t).find(([, c]) => c === column)?.[0];
      if (field && values[field] !== undefined) keys[Number(dim) as ScopeDimension] = String(values[field]);
    }
    // Like a row outside the scope, a new or moved one there is not found (the IDOR suite's one answer).
    if (!rowInScope(await ctx.scope(), keys)) throw notFound(`${label}不在您的数据权限范围内`);
  };
  const lock = async (tx: Tx, ctx: RequestCtx, id: number) => {
    const [row] = await read(tx, and(eq(t.id, id), await scoped(ctx)), true);
    if (!row) throw notFound(missing);
    return row;
  };
  const save = <W>(work: () => Promise<W>) => (def.duplicate ? uniqueOr(def.duplicate, work) : work());

  /** Check-and-set of `status` for every id (all or nothing); the loser learns the current state. */
  const move = async (
    ctx: RequestCtx,
    ids: number[],
    from: readonly number[],
    to: number,
    action: string,
    refusal: (now: string) => string,
    also: Moved<T> = {},
  ) =>
    inTx(ctx, async (tx) => {
      await assertAllInScope(tx, t, t.id, ids, await scoped(ctx), missing);
      const before = await read(tx, inArray(t.id, ids), true);
      const stuck = before.find((r) => !from.includes(r.status));
      if (stuck) {
        const now = statuses[stuck.status] ?? String(stuck.status);
        throw conflict(refusal(now));
      }
      await tx
        .update(t)
        .set({ status: to, ...also.set, ...def.stamp?.(ctx), updatedAt: bumped(t.updatedAt) } as never)
        .where(and(inArray(t.id, ids), inArray(t.status as PgColumn, [...from])));
      await def.afterStatus?.(tx, ids, to);
      for (const r of before) await also.after?.(tx, r);
      // The columns set with the status are logged with what they held before.
      const was = (r: Stored<T>) => Object.fromEntries(Object.keys(also.set ?? {}).map((k) => [k, r[k as keyof Stored<T>]]));
      for (const r of before) await event(tx, ctx, action, r, { ...was(r), status: r.status }, { status: to, ...also.set });
      return before.length;
    });

  return {
    /** Its add carries the session's check in its one statement (or confirms it before its transaction). */
    addChecksSession: addInStatement !== undefined,
    async list(q: Q, ctx: RequestCtx) {
      const where = and(
        ...commonFilters(t as { code?: AnyColumn; name?: AnyColumn; status?: AnyColumn }, q),
        ...((await def.filters?.(q, ctx)) ?? []),
        await scoped(ctx),
      );
      const page = await pagedList(ctx, {
        page: q.page ?? q.pageNum ?? 1,
        pageSize: q.pageSize,
        order,
        cursor: q.cursor,
        rows: keyedRows({
          select: selection,
          from: (sel) =>
            ctx.db.select(sel as never).from(t as PgTable) as unknown as Promise<({ row: Stored<T> } & Record<string, unknown>)[]>,
          where,
        }),
        count: () =>
          ctx.db
            .select({ id: t.id })
            .from(t as PgTable)
            .where(where),
      });
      return { ...page, rows: page.rows.map((r) => withTimes(flat(r), ctx.tz) as R) };
    },
    async detail(id: number, ctx: RequestCtx) {
      const [row] = await read(ctx.db, and(eq(t.id, id), await scoped(ctx)));
      if (!row) throw notFound(missing);
      return withTimes(row, ctx.tz) as R;
    },
    async add(body: C, ctx: RequestCtx) {
      await assertValuesInScope(ctx, body);
      if (addInStatement && heardInStatement())
        return save(() => addInStatement(body, ctx, writeGuard(ctx.sessionGuard))) as Promise<AddedOf<A> & { id: number }>;
      return inTx(ctx, (tx) =>
        save(async () => {
          const derived = await def.beforeSave?.(tx, body, undefined, ctx);
          const rows = (await tx
            .insert(t)
            .values({ ...rowValues(body), ...derived, ...def.stamp?.(ctx) } as never)
            .returning((returned ? selection : { row: { id: t.id } }) as never)) as unknown as Returned;
          const { id } = rows[0].row;
          await def.afterSave?.(tx, id, body);
          const after = await written(tx, id, returned ? rows : undefined);
          await event(tx, ctx, WORDS.add, after, null, after);
          // A document's number is made on insert: the caller learns it with the id.
          return (key ? { id, [key.field]: after[key.field] } : { id }) as AddedOf<A> & { id: number };
        }),
      );
    },
    async update({ id, updateTime, ...body }: U, ctx: RequestCtx) {
      const changes = definedOnly(body) as Partial<C>;
      return inTx(ctx, (tx) =>
        save(async () => {
          const current = await lock(tx, ctx, id);
          assertAllowed('edit', current);
          // The row as it will be: a key the body leaves alone is the stored one (fail closed judges them all).
          await assertValuesInScope(ctx, { ...current, ...changes });
          assertFresh(current.updatedAt, updateTime, ctx.tz);
          const kept = key && (changes as Record<string, unknown>)[key.field];
          if (key?.fixed && kept !== undefined && kept !== current[key.field]) throw badRequest(key.fixed);
          const derived = await def.beforeSave?.(tx, changes, current, ctx);
          const updated = tx
            .update(t)
            .set({ ...rowValues(changes), ...derived, ...def.stamp?.(ctx), updatedAt: bumped(t.updatedAt) } as never)
            .where(eq(t.id, id));
          const rows = returned ? await updated.returning(selection as never) : await updated;
          await def.afterSave?.(tx, id, changes, current);
          const after = await written(tx, id, returned ? (rows as unknown as Returned) : undefined);
          if (after.status !== current.status) await def.afterStatus?.(tx, [id], after.status);
          await event(tx, ctx, WORDS.edit, after, current, after);
          return null;
        }),
      );
    },
    /** Deletes one row or a batch, all or nothing. */
    async remove(which: number | number[], ctx: RequestCtx) {
      const ids = [...new Set(Array.isArray(which) ? which : [which])];
      return inTx(ctx, async (tx) => {
        await assertAllInScope(tx, t, t.id, ids, await scoped(ctx), missing);
        const rows = await read(tx, inArray(t.id, ids), true);
        for (const r of rows) assertAllowed('delete', r, key ? ` ${r[key.field]} ` : '');
        await def.beforeDelete?.(tx, ids);
        await tx.delete(t).where(inArray(t.id, ids));
        for (const r of rows) await event(tx, ctx, WORDS.delete, r, r, null);
        return ids.length;
      });
    },
    /** Enable (1) or disable (2), all or nothing. */
    setStatus: (ids: number[], to: 1 | 2, ctx: RequestCtx) =>
      move(ctx, ids, [to === 1 ? 2 : 1], to, toggle[to], (now) =>
        def.statusRefusal ? def.statusRefusal(to) : `${label}已是${now}状态，请刷新后重试`,
      ),
    /**
     * A declared transition by name (`approve`: 10 → 20); `also` sets more columns with the status (an audit
     * remark, logged too) and carries each row's move on in the same transaction (stock coming back).
     */
    transition(name: string, ids: number[], ctx: RequestCtx, also?: Moved<T>) {
      const mt = m?.transitions[name];
      if (mt) return save(() => move(ctx, ids, mt.from, mt.to, mt.label, (now) => `${label}当前状态为「${now}」，不能${mt.label}`, also));
      const tr = def.transitions?.[name];
      if (!tr) throw new Error(`${label}: no transition '${name}'`);
      const refusal = (now: string) => `${label}当前状态为「${now}」，不能${tr.action}，请刷新后重试`;
      return save(() => move(ctx, ids, tr.from, tr.to, tr.action, refusal, also));
    },
  };
}
