import { type AfterSaleRow, afterSaleQuery, afterSaleResource } from '@console/contract/after-sale';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { afterSaleFields, afterSaleWhere, toAfterSaleRow } from './after-sale-query.service.ts';
import { afterSales } from '../../db/schema/after-sale.ts';

/** The after-sale list as an Excel export: the list's filters, order and scope, read by server-side cursor. */
export function registerAfterSaleExport() {
  registerExport<z.output<typeof afterSaleQuery>, AfterSaleRow>({
    page: afterSaleResource.page.menu,
    label: afterSaleResource.page.title,
    query: afterSaleQuery,
    columns: declaredExportColumns(afterSaleResource),
    async *rows(ctx, q) {
      const query = ctx.db
        .select(afterSaleFields)
        .from(afterSales)
        .where(await afterSaleWhere(ctx, q))
        .orderBy(desc(afterSales.id));
      for await (const batch of cursorBatches<Parameters<typeof toAfterSaleRow>[0]>(ctx.db, afterSaleFields, query))
        yield batch.map((r) => toAfterSaleRow(r, ctx.tz));
    },
    count: async (ctx, q) => {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(afterSales)
        .where(await afterSaleWhere(ctx, q));
      return n;
    },
  });
}
