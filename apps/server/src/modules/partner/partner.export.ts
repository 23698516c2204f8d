import { PARTNERS, partnerResources, syncQuery } from '@console/contract/partner';
import { partnerSyncs } from '../../db/schema/partner.ts';
import { registerListExport } from '../../shared/list-export.ts';
import { syncFields, syncWhere, toSyncRow } from './partner-sync.service.ts';

/** Each partner's sync records as a spreadsheet (never the secret: it is not a column). */
export function registerPartnerExports() {
  for (const p of PARTNERS) {
    registerListExport({
      resource: partnerResources[p.key],
      label: `${p.title}同步记录`,
      query: syncQuery,
      table: partnerSyncs,
      id: partnerSyncs.id,
      fields: syncFields,
      toRow: toSyncRow,
      where: (ctx, q) => syncWhere(p, ctx, q),
    });
  }
}
