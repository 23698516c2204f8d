import { type SQL, getTableName, is, SQL as SQLClass, StringChunk, Table } from 'drizzle-orm';

/** An alias answers its own name to getTableName; the table it stands for is kept under this symbol. */
const ORIGINAL_NAME = Symbol.for('drizzle:OriginalName');
const originalName = (t: Table): string => (t as unknown as Record<symbol, string>)[ORIGINAL_NAME] ?? getTableName(t);

/**
 * Whether an expression reads rows of `table` itself (a subselect from it, by the table object, an alias of it or
 * its name in the text): a RETURNING of a write to that table would compute it from the rows as they were before
 * the statement, so the written row is not among them. A column of the table (the correlation) is no read.
 */
export function readsTable(expression: SQL, table: Table): boolean {
  const name = getTableName(table);
  const named = new RegExp(`\\b(from|join)\\s+"?${name}"?(\\s|$|\\))`, 'i');
  const walk = (chunk: unknown): boolean => {
    if (Array.isArray(chunk)) return chunk.some(walk);
    if (is(chunk, Table)) return originalName(chunk) === name;
    if (is(chunk, StringChunk)) return named.test(chunk.value.join(''));
    if (is(chunk, SQLClass)) return chunk.queryChunks.some(walk);
    return false;
  };
  return walk(expression);
}
