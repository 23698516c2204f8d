import { type GiftRow, giftOrderResource, giftQuery } from '@console/contract/gift-order';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { giftFields, giftWhere, toGiftRow } from './gift-order-query.service.ts';
import { giftOrders } from '../../db/schema/gift-order.ts';

type Fields = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;

/** The gift-order list as a spreadsheet: the list's filters, order and scope, read by server-side cursor. */
export function registerGiftOrderExport() {
  registerExport<z.output<typeof giftQuery>, GiftRow>({
    page: giftOrderResource.page.menu,
    label: giftOrderResource.page.title,
    query: giftQuery,
    columns: declaredExportColumns(giftOrderResource),
    async *rows(ctx, q) {
      const query = ctx.db
        .select(giftFields)
        .from(giftOrders)
        .where(await giftWhere(ctx, q))
        .orderBy(desc(giftOrders.id));
      for await (const batch of cursorBatches<Fields>(ctx.db, giftFields, query)) yield batch.map((r) => toGiftRow(r, ctx.tz) as GiftRow);
    },
    count: async (ctx, q) => {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(giftOrders)
        .where(await giftWhere(ctx, q));
      return n;
    },
  });
}
