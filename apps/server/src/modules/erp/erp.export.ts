import { type ErpPushRow, erpPushQuery, erpPushResource } from '@console/contract/erp';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { pushFields, pushWhere, toPushRow } from './erp-query.service.ts';
import { erpPushes } from '../../db/schema/erp.ts';

type Fields = Parameters<typeof toPushRow>[0];

/** The push list as a spreadsheet: the list's filters, order and scope. */
export function registerErpExports() {
  registerExport<z.output<typeof erpPushQuery>, ErpPushRow>({
    page: erpPushResource.page.menu,
    label: erpPushResource.page.title,
    query: erpPushQuery,
    columns: declaredExportColumns(erpPushResource),
    async *rows(ctx, q) {
      const query = ctx.db
        .select(pushFields)
        .from(erpPushes)
        .where(await pushWhere(ctx, q))
        .orderBy(desc(erpPushes.id));
      for await (const batch of cursorBatches<Fields>(ctx.db, pushFields, query)) yield batch.map((r) => toPushRow(r, ctx.tz));
    },
    count: async (ctx, q) => {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(erpPushes)
        .where(await pushWhere(ctx, q));
      return n;
    },
  });
}
