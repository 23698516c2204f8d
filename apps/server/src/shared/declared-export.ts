import type { Declaration } from '@console/contract/declaration';
import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { cursorBatches } from './cursor.ts';
import { declaredExportColumns } from './declared.ts';
import { type ExportColumn, registerExport } from './export-registry.ts';
import type { RequestCtx } from './request-context.ts';

type Declared = Pick<Declaration, 'fields'> & { page: { menu: string; title: string } };

export type DeclaredExport<Q, R, F extends Record<string, unknown>> = {
  /** Gives the export its page (the `<page>.export` permission), its label and its columns. */
  resource: Declared;
  query: z.ZodType<Q>;
  /** The list's one table, read newest first by its id, as the list reads it. */
  table: PgTable & { id: PgColumn };
  /** The list's selection (flat), and what makes a listed row of each selected row. */
  fields: SelectedFields;
  toRow: (row: F, tz: string) => R;
  /** The list's filters and the caller's data scope, in SQL. */
  where: (ctx: RequestCtx, q: Q) => Promise<SQL | undefined>;
  /** Where the file's name is not the page title (a page with two lists). */
  label?: string;
  /** Where a cell is written other than its declared kind says (a list of reasons as one text). */
  columns?: (declared: ExportColumn<R>[]) => ExportColumn<R>[];
};

/**
 * A declared list as an Excel export: the list's own filters, order and scope, read by server-side cursor,
 * so the file holds exactly what the page lists (each area's `*.export.ts` names only its parts).
 */
export function registerDeclaredExport<Q, R, F extends Record<string, unknown>>(d: DeclaredExport<Q, R, F>) {
  const declared = declaredExportColumns<R>(d.resource);
  const from = (db: Db, fields: SelectedFields) => db.select(fields).from(d.table as PgTable);
  registerExport<Q, R>({
    page: d.resource.page.menu,
    label: d.label ?? d.resource.page.title,
    query: d.query,
    columns: d.columns ? d.columns(declared) : declared,
    async *rows(ctx, q) {
      const query = from(ctx.db, d.fields)
        .where(await d.where(ctx, q))
        .orderBy(desc(d.table.id));
      for await (const batch of cursorBatches<F>(ctx.db, d.fields as Record<keyof F & string, unknown>, query))
        yield batch.map((r) => d.toRow(r, ctx.tz));
    },
    count: async (ctx, q) => {
      const [{ n }] = await from(ctx.db, { n: count() }).where(await d.where(ctx, q));
      return n as number;
    },
  });
}
