import { PARTNERS, type PartnerSyncRow, partnerResources, syncQuery } from '@console/contract/partner';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { partnerSyncs } from '../../db/schema/partner.ts';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { type SyncFields, syncFields, syncWhere, toSyncRow } from './partner-sync.service.ts';

/** Each partner's sync records as a spreadsheet: the list's filters, order and scope (never the secret: it is not a column). */
export function registerPartnerExports() {
  for (const p of PARTNERS) {
    const resource = partnerResources[p.key];
    registerExport<z.output<typeof syncQuery>, PartnerSyncRow>({
      page: resource.page.menu,
      label: `${p.title}同步记录`,
      query: syncQuery,
      columns: declaredExportColumns(resource),
      async *rows(ctx, q) {
        const query = ctx.db
          .select(syncFields)
          .from(partnerSyncs)
          .where(await syncWhere(p, ctx, q))
          .orderBy(desc(partnerSyncs.id));
        for await (const batch of cursorBatches<SyncFields>(ctx.db, syncFields, query)) yield batch.map((r) => toSyncRow(r, ctx.tz));
      },
      count: async (ctx, q) => {
        const [{ n }] = await ctx.db
          .select({ n: count() })
          .from(partnerSyncs)
          .where(await syncWhere(p, ctx, q));
        return n;
      },
    });
  }
}
