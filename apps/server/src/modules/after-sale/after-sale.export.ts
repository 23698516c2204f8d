import { type AfterSaleRow, afterSaleQuery, afterSaleResource } from '@console/contract/after-sale';
import type { z } from 'zod';
import { registerDeclaredExport } from '../../shared/declared-export.ts';
import { afterSaleFields, afterSaleWhere, toAfterSaleRow } from './after-sale-query.service.ts';
import { afterSales } from '../../db/schema/after-sale.ts';

/** The after-sale list as an Excel export. */
export function registerAfterSaleExport() {
  registerDeclaredExport<z.output<typeof afterSaleQuery>, AfterSaleRow, Parameters<typeof toAfterSaleRow>[0]>({
    resource: afterSaleResource,
    query: afterSaleQuery,
    table: afterSales,
    fields: afterSaleFields,
    toRow: toAfterSaleRow,
    where: afterSaleWhere,
  });
}
