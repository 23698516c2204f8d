import { type SellinRow, sellinOrderResource, sellinQuery } from '@console/contract/sellin-order';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { withTimes } from '../../shared/time.ts';
import { sellinFields, sellinWhere } from './sellin-order-query.service.ts';
import { sellinOrders } from '../../db/schema/sellin-order.ts';

type Fields = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;

/** The sell-in order list as a spreadsheet: the list's filters, order and scope, read by server-side cursor. */
export function registerSellinOrderExport() {
  registerExport<z.output<typeof sellinQuery>, SellinRow>({
    page: sellinOrderResource.page.menu,
    label: sellinOrderResource.page.title,
    query: sellinQuery,
    columns: declaredExportColumns(sellinOrderResource),
    async *rows(ctx, q) {
      const query = ctx.db
        .select(sellinFields)
        .from(sellinOrders)
        .where(await sellinWhere(ctx, q))
        .orderBy(desc(sellinOrders.id));
      for await (const batch of cursorBatches<Fields>(ctx.db, sellinFields, query))
        yield batch.map((r) => withTimes(r, ctx.tz) as SellinRow);
    },
    count: async (ctx, q) => {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(sellinOrders)
        .where(await sellinWhere(ctx, q));
      return n;
    },
  });
}
