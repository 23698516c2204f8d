import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { ImportRow, RowError } from './import-registry.ts';

/**
 * The row checks every importer needs beyond its schema: references the tables hold, and keys unique in the
 * file and new to the table. Lookups go in chunks: a file of tens of thousands of rows stays under the
 * database's bind-parameter limit.
 */
const CHUNK = 1000;

export type Held = Map<string, Record<string, unknown>>;

/** The rows of `table` whose `column` is among `values` (empties left out), by that value, with `more` of their columns. */
export async function heldIn(db: DbOrTx, table: PgTable, column: PgColumn, values: string[], more: Record<string, PgColumn | SQL> = {}) {
  const unique = [...new Set(values.filter(Boolean))];
  const held: Held = new Map();
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .select({ key: column, ...more } as never)
      .from(table)
      .where(inArray(column, unique.slice(i, i + CHUNK)));
    for (const r of rows as Record<string, unknown>[]) held.set(String(r.key), r);
  }
  return held;
}

/** Each row's reference (`field`) must be held: `<label>不存在：<value>` otherwise. */
export function missingRefs<T>(rows: ImportRow<T>[], field: keyof T & string, held: Held, label: string): RowError[] {
  return rows
    .filter((r) => !held.has(String(r.value[field])))
    .map((r) => ({ row: r.row, field, message: `${label}不存在：${String(r.value[field])}` }));
}

/**
 * A key may appear once in the file (`与第 n 行重复`) and not among those `taken` answers the table holds
 * already (`message`); an empty key is left to the schema.
 */
export async function uniqueRows<T>(
  rows: ImportRow<T>[],
  keyOf: (v: T) => string,
  field: string,
  message: string,
  taken: (keys: string[]) => Promise<{ has: (key: string) => boolean }>,
): Promise<RowError[]> {
  const errors: RowError[] = [];
  const first = new Map<string, number>();
  for (const r of rows) {
    const k = keyOf(r.value);
    if (!k) continue;
    const at = first.get(k);
    if (at) errors.push({ row: r.row, field, message: `与第 ${at} 行重复` });
    else first.set(k, r.row);
  }
  const held = await taken([...first.keys()]);
  for (const r of rows) if (keyOf(r.value) && held.has(keyOf(r.value))) errors.push({ row: r.row, field, message });
  return errors;
}
