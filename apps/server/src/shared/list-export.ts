import type { Declaration, PageDecl } from '@console/contract/declaration';
import { type AnyColumn, count, desc, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { cursorBatches } from './cursor.ts';
import { declaredExportColumns } from './declared.ts';
import { type ExportColumn, registerExport } from './export-registry.ts';
import type { RequestCtx } from './request-context.ts';

/** An export's page, label (default: the page's title), filter and columns, from the resource's declaration. */
export const declaredExportHead = <Q, R>(o: {
  resource: Pick<Declaration, 'fields'> & { page: PageDecl };
  label?: string;
  query: z.ZodType<Q>;
  /** Where a cell is written other than its declared kind says (a list of reasons as one text). */
  columns?: (declared: ExportColumn<R>[]) => ExportColumn<R>[];
}) => {
  const declared = declaredExportColumns<R>(o.resource);
  return {
    page: o.resource.page.menu,
    label: o.label ?? o.resource.page.title,
    query: o.query,
    columns: o.columns?.(declared) ?? declared,
  };
};

/**
 * A one-table list as an export: its declaration's export columns, the list's own WHERE (filters and scope),
 * newest first by `id`, read by server-side cursor and shaped by the list's own row function.
 */
export function registerListExport<Q, F extends Record<string, unknown>, R>(o: {
  resource: Pick<Declaration, 'fields'> & { page: PageDecl };
  /** See ExportSource.key: a page's second list. */
  key?: string;
  label?: string;
  query: z.ZodType<Q>;
  columns?: (declared: ExportColumn<R>[]) => ExportColumn<R>[];
  table: PgTable;
  id: AnyColumn;
  fields: SelectedFields;
  where: (ctx: RequestCtx, q: Q) => Promise<SQL | undefined>;
  toRow: (f: F, tz: string) => R;
}) {
  registerExport<Q, R>({
    ...declaredExportHead<Q, R>(o),
    key: o.key,
    async *rows(ctx, q) {
      const query = ctx.db
        .select(o.fields)
        .from(o.table)
        .where(await o.where(ctx, q))
        .orderBy(desc(o.id));
      for await (const batch of cursorBatches<F>(ctx.db, o.fields as never, query)) yield batch.map((r) => o.toRow(r, ctx.tz));
    },
    count: async (ctx, q) => {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(o.table)
        .where(await o.where(ctx, q));
      return n;
    },
  });
}
