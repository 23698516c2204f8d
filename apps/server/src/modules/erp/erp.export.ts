import { erpPushQuery, erpPushResource } from '@console/contract/erp';
import { registerListExport } from '../../shared/list-export.ts';
import { pushFields, pushWhere, toPushRow } from './erp-query.service.ts';
import { erpPushes } from '../../db/schema/erp.ts';

/** The push list as a spreadsheet. */
export function registerErpExports() {
  registerListExport({
    resource: erpPushResource,
    query: erpPushQuery,
    table: erpPushes,
    id: erpPushes.id,
    fields: pushFields,
    toRow: toPushRow,
    where: pushWhere,
  });
}
