import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client.ts';

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
      db
        .select(select as never)
        .from(lines as PgTable)
        .where(eq(parent, id))
        .orderBy(asc(lines.id)) as unknown as Promise<{ [K in keyof S]: unknown }[]>,
  };
}
