import { type TransferRow, transferQuery, transferResource } from '@console/contract/stock';
import { type SellinRow, sellinQuery, sellinResource } from '@console/contract/stock-data';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { withTimes } from '../../shared/time.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { sellinService } from './stock-data.service.ts';
import { header, transferWhere } from './transfer.service.ts';
import { transfers } from '../../db/schema/stock.ts';

type Fields = { [K in keyof typeof header]: unknown } & { createdAt: Date; updatedAt: Date };

type Page<R> = { rows: R[]; cursor?: { next?: string } };
/** A list's rows page after page along its own cursor: the list's filters, order and scope as the page shows them. */
export async function* listBatches<Q, R>(list: (q: Q, ctx: RequestCtx) => Promise<Page<R>>, q: Q, ctx: RequestCtx) {
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    const got = await list({ ...q, page, pageSize: 500, cursor }, ctx);
    if (got.rows.length) yield got.rows;
    cursor = got.cursor?.next;
    if (!cursor || got.rows.length < 500) return;
  }
}

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
  registerExport<z.output<typeof sellinQuery>, SellinRow>({
    page: sellinResource.page.menu,
    label: sellinResource.page.title,
    query: sellinQuery,
    columns: declaredExportColumns(sellinResource),
    rows: (ctx, q) => listBatches((x: typeof q, c) => sellinService.list(x, c) as Promise<Page<SellinRow>>, q, ctx),
  });
}
