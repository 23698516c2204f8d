import { type Declaration, declarationOf, type PageDecl } from '@console/contract/declaration';
import type { Endpoint } from '@console/contract/endpoint';
import type { z } from 'zod';
import { type ExportSource, registerDefaultExport, registerExport } from './export-registry.ts';
import { declaredExportHead } from './list-export.ts';
import type { RequestCtx } from './request-context.ts';

type Listing<R> = { list(q: never, ctx: RequestCtx): Promise<{ rows: R[]; total: number; cursor?: { next?: string } }> };
type Source<Q, R> = {
  resource: Pick<Declaration, 'fields'> & { page: PageDecl };
  label?: string;
  query: z.ZodType<Q>;
  service: Listing<R>;
  /** The list's page number as its input names it (the content lists' `pageNum`). */
  pageParam?: 'page' | 'pageNum';
};

/** The export of a list read page by page through the list itself (its filters, order and scope), following its cursor. */
function listedExport<Q extends object, R extends Record<string, unknown>>(o: Source<Q, R>): ExportSource<Q, R> {
  const list = (q: Q, ctx: RequestCtx, page: number, cursor?: string) =>
    o.service.list({ ...q, [o.pageParam ?? 'page']: page, pageSize: 500, cursor } as never, ctx);
  return {
    ...declaredExportHead<Q, R>(o),
    async *rows(ctx, q) {
      let cursor: string | undefined;
      for (let page = 1; ; page++) {
        const got = await list(q, ctx, page, cursor);
        if (got.rows.length) yield got.rows;
        // A list paged by number only (no cursor) goes on to the next page number.
        cursor = got.cursor?.next;
        if (got.rows.length < 500) return;
      }
    },
    count: async (ctx, q) => (await list(q, ctx, 1)).total,
  };
}

/** A resource-service list as an export: its declaration's export columns, read through the service's own list. */
export function registerResourceExport<Q extends object, R extends Record<string, unknown>>(o: Source<Q, R>) {
  registerExport(listedExport(o));
}

/**
 * Every paged list of a declared page exports by default ("an area is done when its lists export"): its
 * declaration's export columns (else its list fields), through the very handler that serves the list. An
 * area's own export of the page wins, whichever registers first.
 */
export function registerDeclaredExport(descriptor: Record<string, Endpoint>, list: Listing<Record<string, unknown>>['list'] | undefined) {
  const d = declarationOf(descriptor);
  const endpoint = descriptor.queryList;
  if (!d?.page || !endpoint?.paged || !list) return;
  const page = d.page;
  registerDefaultExport(
    listedExport({
      resource: { fields: d.fields, page },
      query: endpoint.input.schema as z.ZodType<object>,
      service: { list },
      pageParam: endpoint.pageParam,
    }),
  );
}
