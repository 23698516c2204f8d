/**
 * Data scope: which business rows a user may see, from their data permissions (sys_user_data_permission;
 * spec §3, ARCHITECTURE §7, DOMAIN "Scope dimensions").
 *
 * Rules
 * - dataType 1 shop (retCode), 2 service provider (spCode), 3 platform (platformCode), 4 service (serviceCode),
 *   5 channel (channelCode), 6 province (province code), 7 shop grade (gradeCode); 99 'ALL'.
 * - Default-deny: a user with no entries at all sees no scoped row. Only the entry 99/ALL means no limit.
 * - A user with entries is limited in exactly the dimensions they have entries for; a dimension without an
 *   entry is not limited. (An entry whose list is empty never gets stored: the permission call drops it.)
 * - Fail closed: a row is in scope when, for EVERY dimension the user is limited in, the row's key is in the
 *   user's list. A row with NULL in a limited dimension, or a table that cannot tell a limited dimension (no
 *   column for it), is out of scope — unless the area's declaration names that dimension `notApplicable`
 *   with the reason. Derived rows (deliveries, splits, service areas, wallets …) take their parent's keys.
 * - Each area declares its columns once with `declareScope`; a dimension no area carries
 *   (UNENFORCED_DIMENSIONS: 4 today) cannot be granted, and a test holds the two lists together.
 * - Scope is read fresh per request (like role permissions), so a change applies on the user's next request.
 *
 * How a business area uses it (every list, detail, update, delete, batch action and export of scoped rows):
 *
 *   const scope = await requestScope(req);                       // or loadScope(db, userCode)
 *   const ORDER_SCOPE = declareScope('orders', { 1: orders.retCode, 2: orders.spCode, … });  // once, per area
 *   const inScope = scopeWhere(scope, ORDER_SCOPE);
 *   db.select().from(orders).where(and(filters, inScope));       // lists and exports: filter
 *   // detail / update / delete: add `inScope` to the WHERE; no row → throw notFound() (outside scope = not found)
 *   // batch: await assertAllInScope(db, orders, orders.id, ids, inScope)  → refuses the whole batch
 */
import { and, type AnyColumn, count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { ALL_DATA, DATA_TYPE, SCOPE_DIMENSIONS, type ScopeDimension } from '@console/contract/permissions';
import type { DbOrTx } from '../db/client.ts';
import { userDataPermissions } from '../db/schema/users.ts';
import { notFound } from './errors.ts';
import { awaited } from './server-timing.ts';
import { perDb } from '../platform/per-db.ts';

export type { ScopeDimension };

/**
 * `all`: no limit. Otherwise `limits` holds the allowed codes of each limited dimension; no limits at all
 * (no entries) means nothing is visible.
 */
export type Scope = { all: true } | { all: false; limits: ReadonlyMap<ScopeDimension, ReadonlySet<string>> };

export const UNLIMITED: Scope = { all: true };
/** A user without data permissions: no scoped row is visible. */
export const NOTHING: Scope = { all: false, limits: new Map() };

const isNothing = (scope: Scope) => !scope.all && scope.limits.size === 0;

/** Splits a stored comma-joined list into trimmed, non-empty, distinct codes. */
export function splitCodes(list: string): string[] {
  return [
    ...new Set(
      list
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
}

/** Builds a scope from permission entries (as stored or as sent). */
export function scopeFromEntries(entries: readonly { dataType: number; dataList: string }[]): Scope {
  if (entries.some((e) => e.dataType === DATA_TYPE.all && e.dataList.trim() === ALL_DATA)) return UNLIMITED;
  const limits = new Map<ScopeDimension, Set<string>>();
  for (const e of entries) {
    if (!(SCOPE_DIMENSIONS as readonly number[]).includes(e.dataType)) continue;
    const codes = splitCodes(e.dataList);
    if (codes.length) limits.set(e.dataType as ScopeDimension, new Set(codes));
  }
  return limits.size ? { all: false, limits } : NOTHING;
}

/** The user's scope, read from the database. */
export async function loadScope(db: DbOrTx, userCode: string): Promise<Scope> {
  const rows = await db
    .select({ dataType: userDataPermissions.dataType, dataList: userDataPermissions.dataList })
    .from(userDataPermissions)
    .where(eq(userDataPermissions.userCode, userCode));
  return scopeFromEntries(rows);
}

/**
 * Scopes cached in this process per (user, permission version): the version moves in the transaction of any
 * change to data permissions (a database trigger) and is read with every session, so a narrowed scope
 * applies on the user's very next request, on every instance.
 */
const scopeCaches = perDb((_: object) => new Map<string, { version: number; scope: Promise<Scope> }>());
const SCOPE_CACHE_MAX = 10_000;

/** The signed-in user's scope (cached by permission version). */
export function requestScope(req: FastifyRequest): Promise<Scope> {
  const user = req.user;
  if (!user) throw new Error('requestScope needs a signed-in route');
  const scopeCache = scopeCaches(req.server.db);
  const hit = scopeCache.get(user.code);
  if (hit && hit.version === user.permVersion) return awaited(req.phases, 'scope', hit.scope);
  if (scopeCache.size >= SCOPE_CACHE_MAX) scopeCache.clear();
  const scope = loadScope(req.server.db, user.code);
  scopeCache.set(user.code, { version: user.permVersion, scope });
  scope.catch(() => scopeCache.delete(user.code));
  return awaited(req.phases, 'scope', scope);
}

/** A dimension an area's rows deliberately do not carry: a user limited in it is not limited there. */
export type NotApplicable = { readonly notApplicable: string };
/** Declares a dimension not applicable to an area; `why` is read by whoever reviews the declaration. */
export const notApplicable = (why: string): NotApplicable => ({ notApplicable: why });
export const isNotApplicable = (v: unknown): v is NotApplicable => typeof v === 'object' && v !== null && 'notApplicable' in v;

/**
 * Which column (or SQL expression) of a table holds each dimension's key. A dimension left out hides every
 * row from a user limited in it (fail closed); `notApplicable(why)` lets such a user through.
 */
export type ScopeColumns = Partial<Record<ScopeDimension, AnyColumn | SQL | NotApplicable>>;

const declared = new Map<string, ScopeColumns>();
/** Records an area's scope columns (so the dimensions some area enforces can be listed), and answers them. */
export function declareScope(area: string, columns: ScopeColumns): ScopeColumns {
  declared.set(area, columns);
  return columns;
}
/** The dimensions at least one declared area carries a key for. */
export function enforcedDimensions(): ScopeDimension[] {
  const dims = new Set<ScopeDimension>();
  for (const columns of declared.values())
    for (const [dim, column] of Object.entries(columns)) if (!isNotApplicable(column)) dims.add(Number(dim) as ScopeDimension);
  return [...dims].sort((a, b) => a - b);
}

/**
 * The WHERE condition that keeps rows in scope, or undefined when nothing limits this table
 * (drizzle's `and()` skips undefined, so it can always be passed along).
 */
export function scopeWhere(scope: Scope, columns: ScopeColumns, bind?: (name: string, value: unknown) => unknown): SQL | undefined {
  if (scope.all) return undefined;
  if (isNothing(scope)) {
    // No value goes into `false`; the name alone tells a prepared list this shape from the unlimited one.
    bind?.('scopeNothing', true);
    return sql`false`;
  }
  const conds: SQL[] = [];
  for (const [dim, codes] of scope.limits) {
    const column = columns[dim];
    if (isNotApplicable(column)) continue;
    if (!column) {
      bind?.(`scopeNoColumn${dim}`, true);
      conds.push(sql`false`);
      continue;
    }
    // One array parameter, not one per code: a user limited to hundreds of shops would otherwise cost
    // milliseconds of SQL building on every query (bench "orders": 200 shops). With `bind` (a prepared
    // list's placeholders) the limited dimensions shape the SQL and the codes are its values.
    const list = bind ? bind(`scope${dim}`, [...codes]) : sql.param([...codes]);
    conds.push(codes.size ? sql`${column} = any(${list}::text[])` : sql`false`);
  }
  return conds.length ? and(...conds) : undefined;
}

/**
 * Derived rows (a delivery of an order, a service area of an SP, a wallet of a shop) follow their parent's
 * scope in SQL: `column in (the keys of the parents in scope)`; undefined when nothing limits the parent.
 */
export const throughParent = (column: AnyColumn, parentScope: SQL | undefined, parentKeys: (inScope: SQL) => SQLWrapper) =>
  parentScope ? inArray(column, parentKeys(parentScope)) : undefined;

/** The same rule for a row already in memory (keys by dimension). */
export function rowInScope(scope: Scope, keys: Partial<Record<ScopeDimension, string | null | NotApplicable>>): boolean {
  if (scope.all) return true;
  if (isNothing(scope)) return false;
  for (const [dim, codes] of scope.limits) {
    const key = keys[dim];
    if (isNotApplicable(key)) continue;
    if (key == null || !codes.has(key)) return false;
  }
  return true;
}

/** Codes of one dimension the user may use, or undefined when that dimension is not limited. */
export function allowedCodes(scope: Scope, dim: ScopeDimension): ReadonlySet<string> | undefined {
  if (scope.all) return undefined;
  return isNothing(scope) ? new Set() : scope.limits.get(dim);
}

/** Whether `inner` allows nothing that `outer` does not (used so nobody grants wider scope than their own). */
export function scopeWithin(inner: Scope, outer: Scope): boolean {
  if (outer.all) return true;
  if (inner.all) return false;
  if (isNothing(inner)) return true;
  if (isNothing(outer)) return false;
  for (const [dim, outerCodes] of outer.limits) {
    const innerCodes = inner.limits.get(dim);
    if (!innerCodes) return false;
    for (const c of innerCodes) if (!outerCodes.has(c)) return false;
  }
  return true;
}

/**
 * Refuses a batch whole when any of its rows is missing or out of scope (answered as not found, so a
 * row outside scope is indistinguishable from one that does not exist).
 */
export async function assertAllInScope(
  db: DbOrTx,
  table: PgTable,
  idColumn: AnyColumn,
  ids: readonly (string | number)[],
  inScope: SQL | undefined,
  message?: string,
) {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return;
  const [{ n }] = await db
    .select({ n: count() })
    .from(table)
    .where(and(inArray(idColumn, distinct), inScope));
  if (n !== distinct.length) throw notFound(message);
}
