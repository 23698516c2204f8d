import { is, type SQL, SQL as SqlChunk } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import { identity, liftValues } from './lifted-sql.ts';
import { keyedRows, type ListCtx, type OrderTerm } from './list.ts';
import { liftedList, type PageParams } from './lifted-list.ts';
import type { Plans } from './plans.ts';

/**
 * One table's rows, newest first (`id desc`) and paged by cursor, selecting `select` where `where`: the list of
 * a document area (transfers, coupons, after-sales, payments …). The rows come back as selected; map them.
 * A log passes its time column (`by`): it pages along its (time desc, id desc) index, the id only breaking ties.
 * `plans`: how PostgreSQL plans its statements (plans.ts).
 *
 * Its statements are compiled once per filter shape (which conditions `where` holds, not their values): building
 * and compiling the SQL on every request was most of these lists' own CPU (issue 31). The values are lifted out
 * of `where` as placeholders (lifted-sql.ts); a condition that cannot be lifted is built per request as before.
 */
export function newestFirst<T extends PgTable & { id: PgColumn }, S extends SelectedFields>(
  ctx: ListCtx,
  q: PageParams,
  table: T,
  select: S,
  where: SQL | undefined,
  { by, plans }: { by?: PgColumn; plans?: Plans } = {},
) {
  const { db } = ctx;
  type Row = SelectResult<S, 'single', Record<string, 'not-null'>>;
  const order: OrderTerm[] = [...(by ? [{ column: by, desc: true }] : []), { column: table.id, desc: true }];
  return liftedList(ctx, q, {
    name: `newest|${identity(table)}|${by ? identity(by) : ''}|${selectShape(select)}`,
    where,
    order,
    plans,
    rows: (w) => keyedRows({ select, from: (sel) => db.select(sel).from(table as PgTable) as unknown as PromiseLike<Row[]>, where: w }),
    count: (w) =>
      db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(w),
  });
}

const selectShapes = new WeakMap<object, string>();
/** What a selection is made of, for the statement's name: its fields' names and columns (or SQL with its values). */
function selectShape(select: SelectedFields): string {
  let shape = selectShapes.get(select);
  if (shape === undefined) {
    shape = Object.entries(select)
      .map(([k, v]) => {
        const expr = is(v, SqlChunk.Aliased) ? v.sql : v;
        const alias = is(v, SqlChunk.Aliased) ? ` as ${v.fieldAlias}` : '';
        const part = is(expr, SqlChunk) ? liftValues(expr, 's') : undefined;
        return `${k}${alias}=${part ? `${part.shape}${JSON.stringify(part.values)}` : identity(expr as object)}`;
      })
      .join('\u0002');
    selectShapes.set(select, shape);
  }
  return shape;
}
