import { type OrderRiskRow, orderRiskQuery, orderRiskResource } from '@console/contract/risk';
import type { z } from 'zod';
import { registerDeclaredExport } from '../../shared/declared-export.ts';
import { riskFields, riskWhere, toRiskRow } from './risk.service.ts';
import { orderRisks } from '../../db/schema/risk.ts';

const reasonsText = (v: unknown) => (v as OrderRiskRow['reasons']).map((x) => `${x.detail}（+${x.points}）`).join('；');

/** The scored orders as a spreadsheet; the hit rules as one text cell. */
export function registerRiskExports() {
  registerDeclaredExport<z.output<typeof orderRiskQuery>, OrderRiskRow, Parameters<typeof toRiskRow>[0]>({
    resource: orderRiskResource,
    query: orderRiskQuery,
    table: orderRisks,
    fields: riskFields,
    toRow: toRiskRow,
    where: riskWhere,
    columns: (declared) => declared.map((c) => (c.key === 'reasons' ? { ...c, format: reasonsText } : c)),
  });
}
