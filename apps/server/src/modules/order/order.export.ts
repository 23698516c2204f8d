import { type OrderRow, orderQuery, orderResource } from '@console/contract/order';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { listWhere, orderFields, selectOrders, toOrderRow } from './order-query.service.ts';
import { orders } from '../../db/schema/order.ts';

type Fields = Parameters<typeof toOrderRow>[0];

/** The order list and the DX list as Excel exports: the list's filters, order and scope, read by server-side cursor. */
export function registerOrderExports() {
  for (const [page, label, dx] of [
    [orderResource.page.menu, orderResource.page.title, false],
    ['orderDx', '坐席订单', true],
  ] as const) {
    registerExport<z.output<typeof orderQuery>, OrderRow>({
      page,
      label,
      query: orderQuery,
      columns: declaredExportColumns(orderResource),
      async *rows(ctx, q) {
        const query = selectOrders(ctx.db)
          .where(await listWhere(ctx, q, dx))
          .orderBy(desc(orders.createdAt), desc(orders.id));
        for await (const batch of cursorBatches<Fields>(ctx.db, orderFields, query)) yield batch.map((r) => toOrderRow(r, ctx.tz));
      },
      count: async (ctx, q) => {
        const [{ n }] = await ctx.db
          .select({ n: count() })
          .from(orders)
          .where(await listWhere(ctx, q, dx));
        return n;
      },
    });
  }
}
