import { type TransferRow, transferQuery, transferResource } from '@console/contract/stock';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { withTimes } from '../../shared/time.ts';
import { header, transferWhere } from './transfer.service.ts';
import { transfers } from './stock.tables.ts';

type Fields = { [K in keyof typeof header]: unknown } & { createdAt: Date; updatedAt: Date };

/** The area's lists as Excel exports: each list's filter, order and scope, read by server-side cursor. */
export function registerStockExports() {
  registerExport<z.output<typeof transferQuery>, TransferRow>({
    page: transferResource.page.menu,
    label: '调拨单列表',
    query: transferQuery,
    columns: declaredExportColumns(transferResource),
    async *rows(ctx, q) {
      const query = ctx.db
        .select(header)
        .from(transfers)
        .where(await transferWhere(q, ctx))
        .orderBy(desc(transfers.id));
      for await (const batch of cursorBatches<Fields>(ctx.db, header, query)) yield batch.map((r) => withTimes(r, ctx.tz) as never);
    },
    count: async (ctx, q) => {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(transfers)
        .where(await transferWhere(q, ctx));
      return n;
    },
  });
}
