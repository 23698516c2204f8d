import { PARTNERS, type PartnerSyncRow, partnerResources, syncQuery } from '@console/contract/partner';
import type { z } from 'zod';
import { partnerSyncs } from '../../db/schema/partner.ts';
import { registerDeclaredExport } from '../../shared/declared-export.ts';
import { type SyncFields, syncFields, syncWhere, toSyncRow } from './partner-sync.service.ts';

/** Each partner's sync records as a spreadsheet (never the secret: it is not a column). */
export function registerPartnerExports() {
  for (const p of PARTNERS) {
    registerDeclaredExport<z.output<typeof syncQuery>, PartnerSyncRow, SyncFields>({
      resource: partnerResources[p.key],
      label: `${p.title}同步记录`,
      query: syncQuery,
      table: partnerSyncs,
      fields: syncFields,
      toRow: toSyncRow,
      where: (ctx, q) => syncWhere(p, ctx, q),
    });
  }
}
