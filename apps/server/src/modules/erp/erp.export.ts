import { type ErpPushRow, erpPushQuery, erpPushResource } from '@console/contract/erp';
import type { z } from 'zod';
import { registerDeclaredExport } from '../../shared/declared-export.ts';
import { pushFields, pushWhere, toPushRow } from './erp-query.service.ts';
import { erpPushes } from '../../db/schema/erp.ts';

/** The push list as a spreadsheet. */
export function registerErpExports() {
  registerDeclaredExport<z.output<typeof erpPushQuery>, ErpPushRow, Parameters<typeof toPushRow>[0]>({
    resource: erpPushResource,
    query: erpPushQuery,
    table: erpPushes,
    fields: pushFields,
    toRow: toPushRow,
    where: pushWhere,
  });
}
