import { type OrderRiskRow, orderRiskQuery, orderRiskResource } from '@console/contract/risk';
import { registerListExport } from '../../shared/list-export.ts';
import { riskFields, riskWhere, toRiskRow } from './risk.service.ts';
import { orderRisks } from '../../db/schema/risk.ts';

const reasonsText = (v: unknown) => (v as OrderRiskRow['reasons']).map((x) => `${x.detail}（+${x.points}）`).join('；');

/** The scored orders as a spreadsheet; the hit rules as one text cell. */
export function registerRiskExports() {
  registerListExport({
    resource: orderRiskResource,
    query: orderRiskQuery,
    table: orderRisks,
    id: orderRisks.id,
    fields: riskFields,
    toRow: toRiskRow,
    where: riskWhere,
    columns: (declared) => declared.map((c) => (c.key === 'reasons' ? { ...c, format: reasonsText } : c)),
  });
}
