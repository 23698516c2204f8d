import type { Declaration, PageDecl } from '@console/contract/declaration';
import type { z } from 'zod';
import { registerExport } from './export-registry.ts';
import { declaredExportHead } from './list-export.ts';
import type { RequestCtx } from './request-context.ts';

type Listing<R> = { list(q: never, ctx: RequestCtx): Promise<{ rows: R[]; total: number; cursor?: { next?: string } }> };

/**
 * A resource-service list as an export: its declaration's export columns, read page by page through the
 * service's own list (its filters, order and scope), following the list's cursor.
 */
export function registerResourceExport<Q extends object, R extends Record<string, unknown>>(o: {
  resource: Pick<Declaration, 'fields'> & { page: PageDecl };
  label?: string;
  query: z.ZodType<Q>;
  service: Listing<R>;
}) {
  const list = (q: Q, ctx: RequestCtx, page: number, cursor?: string) =>
    o.service.list({ ...q, page, pageSize: 500, cursor } as never, ctx);
  registerExport<Q, R>({
    ...declaredExportHead<Q, R>(o),
    async *rows(ctx, q) {
      let cursor: string | undefined;
      for (let page = 1; ; page++) {
        const got = await list(q, ctx, page, cursor);
        if (got.rows.length) yield got.rows;
        cursor = got.cursor?.next;
        if (!cursor || got.rows.length < 500) return;
      }
    },
    count: async (ctx, q) => (await list(q, ctx, 1)).total,
  });
}
