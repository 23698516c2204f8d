import { afterSaleQuery, afterSaleResource } from '@console/contract/after-sale';
import { registerListExport } from '../../shared/list-export.ts';
import { afterSaleFields, afterSaleWhere, toAfterSaleRow } from './after-sale-query.service.ts';
import { afterSales } from '../../db/schema/after-sale.ts';

/** The after-sale list as an Excel export. */
export function registerAfterSaleExport() {
  registerListExport({
    resource: afterSaleResource,
    query: afterSaleQuery,
    table: afterSales,
    id: afterSales.id,
    fields: afterSaleFields,
    toRow: toAfterSaleRow,
    where: afterSaleWhere,
  });
}
