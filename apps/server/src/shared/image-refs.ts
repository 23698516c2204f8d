import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Columns that may hold the address of an uploaded image (an article's HTML, a brand's logo). An uploaded
 * image no registered column mentions is purged after `UPLOAD_KEEP_DAYS` (job 清理未引用的图片), so an
 * area whose rows show uploaded images registers those columns here, in its routes module.
 */
const refs: { table: PgTable; column: PgColumn }[] = [];

export function registerImageRefs(table: PgTable, ...columns: PgColumn[]) {
  for (const column of columns) refs.push({ table, column });
}

export const imageRefs = () => refs;
