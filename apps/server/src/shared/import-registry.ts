import type { z } from 'zod';
import { auditTrail } from './write-events.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import type { RequestCtx } from './request-context.ts';

/**
 * Lists that can be filled from an .xlsx (`POST /import/{page}`). An area declares its importer once: the
 * columns (Chinese headers, as the template shows them), the same zod schema as its add call, the rules that
 * need the database, and how valid rows are written. The import center does the rest: parsing, the dry run,
 * the error file, the template, and the all-or-nothing real run.
 */
export type ImportColumn = {
  key: string;
  header: string;
  /** Shown in the template's example row. */
  example?: string;
  /** Cell text → the value the schema takes (e.g. '正常' → 1); default: the text, '' as undefined. */
  parse?: (text: string) => unknown;
  /** A column added after files were made from the template: a sheet without it reads as blank cells. */
  optional?: boolean;
};

export type RowError = { row: number; field: string; message: string };
export type ImportRow<T> = { row: number; value: T };

export type Importer<T = unknown, P = unknown> = {
  /** The list's page name from the menu tree; importing needs `<page>.import`. */
  page: string;
  label: string;
  columns: ImportColumn[];
  /** The add call's schema. */
  schema: z.ZodType<T>;
  /** Rules beyond the schema (unique codes across the file and the table, references, privileges). */
  check: (ctx: RequestCtx, rows: ImportRow<T>[]) => Promise<RowError[]>;
  /**
   * Slow work the write needs but the database does not (hashing passwords), done before the transaction
   * opens: a transaction left idle for 30 s is ended by the database.
   */
  prepare?: (rows: T[]) => Promise<P>;
  /** Writes all rows (already checked) inside the import's one transaction, with what `prepare` made. */
  apply: (tx: Tx, ctx: RequestCtx, rows: T[], prepared: P) => Promise<void>;
};

const importers = new Map<string, Importer<never>>();

export function registerImport<T, P = undefined>(importer: Importer<T, P>) {
  importers.set(importer.page, importer as unknown as Importer<never>);
}

export const importerOf = (page: string) => importers.get(page) as Importer<unknown> | undefined;

/** An import is one operation-log row (a row per imported line would double the import's writes). */
export const importAudit = (module: string, targetType: string) => auditTrail({ module, targetType, labels: { count: '导入行数' } });

/** Logs an import as its one operation-log row: how many lines it wrote. */
export const auditImport = (audit: ReturnType<typeof auditTrail>, tx: DbOrTx, ctx: RequestCtx, rows: unknown[]) =>
  audit(tx, ctx, '导入', `${rows.length}行`, null, { count: rows.length });
