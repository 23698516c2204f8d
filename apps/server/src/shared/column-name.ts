import type { Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/** A column's name in the database, which is snake_case (db/client.ts) for a column declared without its own name. */
export const storedName = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name);
