import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx, Tx } from '../db/client.ts';
import { notFound } from './errors.ts';
import { formatTime } from './time.ts';

type LineTable = PgTable & { id: PgColumn; skuCode: PgColumn; quantity: PgColumn };
type Line = { skuCode: string; quantity: number };

/**
 * The one document-with-lines helper (purchase orders, province returns): spread into a `resourceService`
 * declaration, it keeps the body's `lines` out of the document row, replaces the stored lines on every save,
 * deletes them with the document, and offers them as one computed text (`SKU×数量、…`) so the operation log
 * shows the lines before and after. `parent` is the line column holding the document's id, `doc` that id.
 */
export function documentLines(lines: LineTable, parent: PgColumn, doc: PgColumn) {
  const parentKey = Object.entries(lines).find(([, c]) => c === parent)?.[0];
  if (!parentKey) throw new Error(`${parent.name} is not a column of the lines table`);
  return {
    extras: ['lines'] as ['lines'],
    linesText: sql<string>`(select coalesce(string_agg(${lines.skuCode} || '×' || ${lines.quantity}, '、' order by ${lines.id}), '') from ${lines} where ${parent} = ${doc})`,
    async afterSave(tx: Tx, id: number, values: { lines?: Line[] }) {
      if (!values.lines) return;
      await tx.delete(lines).where(eq(parent, id));
      await tx.insert(lines).values(values.lines.map((l) => ({ ...l, [parentKey]: id })) as never);
    },
    beforeDelete: async (tx: Tx, ids: number[]) => {
      await tx.delete(lines).where(inArray(parent, ids));
    },
    /** The lines of one document, in the order they were written, with `select`'s columns. */
    read: <S extends Record<string, unknown>>(db: DbOrTx, id: number, select: S) =>
      linesOf(db, lines, parent, id, select as never) as unknown as Promise<{ [K in keyof S]: unknown }[]>,
  };
}

type Selected<S extends SelectedFields> = SelectResult<S, 'single', Record<string, 'not-null'>>;

/** The one document `where` picks (its id and the caller's scope), or 404 with `missing`: out of scope reads as absent. */
export async function documentRow<S extends SelectedFields>(
  db: DbOrTx,
  table: PgTable,
  select: S,
  where: SQL | undefined,
  missing: string,
) {
  const [row] = (await db.select(select).from(table).where(where)) as unknown as Selected<S>[];
  if (!row) throw notFound(missing);
  return row;
}

/** The lines of document `id` in the order they were written, with `select`'s columns (the detail drawers). */
export const linesOf = <S extends SelectedFields>(db: DbOrTx, lines: PgTable & { id: PgColumn }, parent: PgColumn, id: number, select: S) =>
  db
    .select(select)
    .from(lines as PgTable)
    .where(eq(parent, id))
    .orderBy(asc(lines.id)) as unknown as Promise<Selected<S>[]>;

type LogRow = { action: string; fromStatus: number | null; toStatus: number | null; operator: string; remark: string; createdAt: Date };

/** A status log entry as a detail shows it: who moved the document from which status to which, when. */
export const logEntry = ({ action, fromStatus, toStatus, operator, remark, createdAt }: LogRow, tz: string) => ({
  action,
  fromStatus,
  toStatus,
  operator,
  remark,
  time: formatTime(createdAt, tz),
});
