import { payRecordQuery, payRecordResource } from '@console/contract/pay';
import { PAGES } from '@console/contract/api/pages';
import { registerListExport } from '../../shared/list-export.ts';
import { payFields, payWhere, toPayRow } from './pay.service.ts';
import { payRecords } from '../../db/schema/pay.ts';

/** The payment records as an Excel export: the list's filters, order and scope. */
export const registerPayExport = () =>
  registerListExport({
    resource: payRecordResource,
    label: PAGES.payRecord.title,
    query: payRecordQuery,
    table: payRecords,
    id: payRecords.id,
    fields: payFields,
    where: payWhere,
    toRow: toPayRow,
  });
