import type { z } from 'zod';
import type { RequestCtx } from './request-context.ts';

/**
 * Lists that can be exported to Excel. An area declares its list once (columns with Chinese headers and a
 * function that yields the filtered rows in batches, with the caller's data scope); the export center
 * (`/export/*`) runs it outside the request and streams the file.
 */
export type ExportColumn<R> = {
  key: keyof R & string;
  header: string;
  /** Cell text or number; default: the value as is (dates as the list shows them). */
  format?: (value: R[keyof R], row: R) => string | number | null;
  width?: number;
};

export type ExportSource<Q = unknown, R = Record<string, unknown>> = {
  /** The list's page name from the menu tree, e.g. 'userManagement'; creating an export needs `<page>.export`. */
  page: string;
  /** The export's own name where a page has a second list (its records beside its resource); default: `page`. */
  key?: string;
  /** Chinese name, used in the file name, e.g. '用户列表'. */
  label: string;
  /** The same filter object the list takes (its paging fields are ignored). */
  query: z.ZodType<Q>;
  columns: ExportColumn<R>[];
  /** The filtered rows, in the list's order, in batches; must apply ctx's data scope in SQL. */
  rows: (ctx: RequestCtx, query: Q) => AsyncIterable<R[]>;
  /** How many rows the export will hold (for its progress); optional. */
  count?: (ctx: RequestCtx, query: Q) => Promise<number>;
};

const sources = new Map<string, ExportSource<never, never>>();

const defaults = new Set<string>();

export function registerExport<Q, R>(source: ExportSource<Q, R>) {
  defaults.delete(source.key ?? source.page);
  sources.set(source.key ?? source.page, source as unknown as ExportSource<never, never>);
}

/** A list's export unless the area registered one of its own under that key (before or after). */
export function registerDefaultExport<Q, R>(source: ExportSource<Q, R>) {
  const key = source.key ?? source.page;
  if (!sources.has(key)) {
    sources.set(key, source as unknown as ExportSource<never, never>);
    defaults.add(key);
  }
}

export function exportSource(key: string): ExportSource<unknown, Record<string, unknown>> | undefined {
  return sources.get(key) as ExportSource<unknown, Record<string, unknown>> | undefined;
}

export const exportPages = () => [...sources.keys()];
/** The exports registered by default from a declared list (no area registered its own). */
export const defaultExportPages = () => [...defaults];
