import { hash } from 'node:crypto';
import { and, fillPlaceholders, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { COUNT_CAP } from '@console/contract/paging';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, reparsed } from '../db/client.ts';
import { sentDirect, UNNAMED } from '../db/row-mapper.ts';
import { type ListCtx, listGuard, listPage, type OrderTerm, type PagedResult, type PageSql, type Unkeyed } from './list.ts';
import { perDb } from '../platform/per-db.ts';
import { sessionHolds } from './session-check.ts';
import { verifying } from './verifying.ts';
import { versionField } from './list-totals.ts';
import { pageInText } from './page-in-text.ts';
import type { Plans } from './plans.ts';

/**
 * The shared list code for the busiest lists, with their SQL compiled once per shape instead of per request.
 *
 * Building and compiling a Drizzle query costs a few hundred microseconds of CPU (more than the database
 * takes to answer a page on an index); on the lists everyone opens all day that is most of the API's own
 * work. Here the list writes its filter with placeholders — `f.value('status', q.status)` where it would
 * write `q.status` — so which filters are set (the shape) names the SQL, and only the values change:
 * each shape's rows, count and estimate queries are compiled on first use and kept for the process.
 * Paging, totals and cursors are exactly `pagedList`'s (they share `listPage`).
 *
 * The one rule: everything that changes the SQL's structure goes through the filter — a value with
 * `f.value`, a condition present without a value with `f.flag`. In tests every request is compiled afresh
 * as well and compared with the kept SQL, so a structural choice that bypassed the filter fails loudly.
 */

/** A list filter written with placeholders: its shape names the SQL, its values fill it. */
export type ListFilter = {
  /** The placeholder for this value (compared and bound as the value itself; `= any(…)` for a list). */
  value(name: string, value: unknown): Placeholder;
  /** Whether a condition without a value of its own is present (part of the shape); answers `on`. */
  flag(name: string, on: boolean): boolean;
  readonly shape: string;
  readonly values: Record<string, unknown>;
};

export function listFilter(): ListFilter {
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  return {
    value(name, value) {
      if (name in values || name.startsWith('__')) throw new Error(`list filter: placeholder ${name} used twice or reserved`);
      parts.push(name);
      values[name] = value;
      return sql.placeholder(name);
    },
    flag(name, on) {
      parts.push(`${name}=${on ? 1 : 0}`);
      return on;
    },
    get shape() {
      return parts.join(',');
    },
    values,
  };
}

/** A query not yet run: what `db.select()…` gives before it is awaited. */
export type Buildable<T> = { toSQL(): { sql: string; params: unknown[] }; prepare(name: string): Runnable<T> };
type Runnable<T> = { execute(values?: Record<string, unknown>): Promise<T[]> };

export type PreparedPageSql = PageSql & { limit: Placeholder; offset: Placeholder };

export type PreparedListOptions<T> = {
  /** The list's name, unique among prepared lists ('users'): its shapes are kept under it. */
  name: string;
  filter: Pick<ListFilter, 'shape' | 'values'>;
  page: number;
  pageSize: number;
  cursor?: string;
  cap?: number;
  /** The list's order, its last term unique and no term nullable (it always pages by cursor). */
  order: OrderTerm[];
  /**
   * The page's rows, not run: filtered through the placeholders, `and(where, p.seek)`, ordered by
   * `p.orderBy`, selecting `p.keyField`, `.limit(p.limit).offset(p.offset)`.
   */
  rows: (p: PreparedPageSql) => Buildable<T>;
  /** The filtered rows without order or paging (any one column), not run; only counted. */
  count: () => Buildable<unknown> & SQLWrapper;
  /** How PostgreSQL plans its statements (plans.ts); default: afresh for each request's values. */
  plans?: Plans;
  /** Every table the count reads, each with a write-version trigger: totals kept per filter (shared/list.ts). */
  versionOf?: PgTable[];
};

type Shape = { rows: Map<string, Runnable<unknown>>; capped: Runnable<{ n: number }>; explain: string; texts: Map<string, string> };
const shapes = perDb((_: Db) => new Map<string, Shape>());
/** The page's placeholders, where its size and offset are not written into the text. */
const placeheld = { limit: sql.placeholder('__limit'), offset: sql.placeholder('__offset') };
const SHAPES_MAX = 500;

/**
 * When the request's guard applies, `p.seek` carries the session's check as well, and rows that come back
 * prove it (shared/session-check.ts).
 */
export async function preparedPagedList<T extends object>(ctx: ListCtx, opts: PreparedListOptions<T>): Promise<PagedResult<Unkeyed<T>>> {
  const { filter, cap = COUNT_CAP } = opts;
  const db: Db = ctx.db;
  const guard = listGuard(ctx, db);
  const kept = shapes(db);
  const shapeKey = `${opts.name}|${filter.shape}`;
  // The session's check changes the SQL, not the filter: a cursor or an estimate stays good with or without it.
  const sqlKey = guard ? `${shapeKey}|session` : shapeKey;
  // A statement's name is its text's digest: one text, one name, on every connection. Only a named one can be
  // lost by its connection and need sending again.
  const prepared = <R>(q: Buildable<R>): Runnable<R> =>
    opts.plans ? reparsed(sentDirect(q.prepare(`pl_${digest(q.toSQL().sql)}`))) : sentDirect(q.prepare(UNNAMED));
  let shape = kept.get(sqlKey);
  if (!shape) {
    const count = opts.count();
    const text = count.toSQL().sql;
    const capped = db.select({ n: sql<number>`count(*)::int` }).from(sql`(${count} limit ${sql.placeholder('__cap')}) as capped`);
    shape = {
      rows: new Map(),
      // Compiled once here; unnamed statements are planned by PostgreSQL for each request's own values.
      capped: prepared(capped),
      explain: `explain (format json) ${text}`,
      texts: new Map([['count', text]]),
    };
    if (kept.size >= SHAPES_MAX) kept.clear();
    kept.set(sqlKey, shape);
  } else if (verifying) {
    same(shape, 'count', opts.count().toSQL().sql, shapeKey);
  }
  const values = filter.values;
  const current = shape;
  const literal = opts.plans === 'generic';
  return listPage<T>({
    db,
    page: opts.page,
    pageSize: opts.pageSize,
    cap,
    order: opts.order,
    cursor: opts.cursor,
    filterKey: `${shapeKey}\u0000${JSON.stringify(values)}`,
    seekValue: (_value, i) => sql.placeholder(`__k${i}`),
    version: versionField(opts.versionOf),
    totalField: () => sql<number>`(select count(*)::int from (${opts.count()} limit ${sql.placeholder('__cap')}) as capped)`,
    fetch: (offset, page, seek, counting) => {
      // One statement per seek direction: a seek adds its condition and reading backwards flips the order.
      // Kept plans: a common page size, and the first page (or a cursor's), are written into the text.
      const paging = literal ? pageInText(opts.pageSize, offset, placeheld) : placeheld;
      const inText = (part: 'limit' | 'offset', n: number) => (paging[part] === placeheld[part] ? '$' : n);
      const variant = `${seek?.dir ?? 'page'}|${inText('limit', opts.pageSize)}|${inText('offset', 0)}|${counting ? 'count' : ''}`;
      const build = () => {
        const p = page();
        return opts.rows({ ...p, ...paging, seek: guard ? and(p.seek, sessionHolds()) : p.seek });
      };
      let run = current.rows.get(variant);
      if (!run) {
        const q = build();
        run = prepared(q);
        current.texts.set(variant, q.toSQL().sql);
        current.rows.set(variant, run);
      } else if (verifying) {
        same(current, variant, build().toSQL().sql, shapeKey);
      }
      const bound: Record<string, unknown> = { ...values, ...guard?.values, __limit: opts.pageSize, __offset: offset, __cap: cap + 1 };
      seek?.keys.forEach((k, i) => {
        bound[`__k${i}`] = k;
      });
      const rows = run.execute(bound) as Promise<T[]>;
      return guard
        ? rows.then((r) => {
            if (r.length > 0) guard.held = true;
            return r;
          })
        : rows;
    },
    cappedCount: async () => {
      const [{ n }] = await current.capped.execute({ ...values, __cap: cap + 1 });
      return n > cap ? { total: cap + 1, exact: false } : { total: n, exact: true };
    },
    estimate: async () => {
      const { rows } = await db.$client.query(current.explain, fillPlaceholders(opts.count().toSQL().params, values));
      const plan = rows[0]['QUERY PLAN'];
      return Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']);
    },
  });
}

const digest = (s: string) => hash('sha1', s, 'hex').slice(0, 16);

/** In tests: the SQL built for this request must be the SQL kept for its shape. */
function same(shape: Shape, part: string, text: string, shapeKey: string) {
  const kept = shape.texts.get(part);
  if (kept !== undefined && kept !== text) {
    throw new Error(
      `prepared list ${shapeKey}: the ${part} SQL differs from the one kept for this shape (${digest(kept)} ≠ ${digest(text)}); every choice that changes the SQL must go through the filter (value or flag)`,
    );
  }
}
