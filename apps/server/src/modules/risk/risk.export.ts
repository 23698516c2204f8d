import { type OrderRiskRow, orderRiskQuery, orderRiskResource } from '@console/contract/risk';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { riskFields, riskWhere, toRiskRow } from './risk.service.ts';
import { orderRisks } from '../../db/schema/risk.ts';

type Fields = Parameters<typeof toRiskRow>[0];
const reasonsText = (v: unknown) => (v as OrderRiskRow['reasons']).map((x) => `${x.detail}（+${x.points}）`).join('；');

/** The scored orders as a spreadsheet: the list's filters, order and scope; the hit rules as one text cell. */
export function registerRiskExports() {
  registerExport<z.output<typeof orderRiskQuery>, OrderRiskRow>({
    page: orderRiskResource.page.menu,
    label: orderRiskResource.page.title,
    query: orderRiskQuery,
    columns: declaredExportColumns<OrderRiskRow>(orderRiskResource).map((c) => (c.key === 'reasons' ? { ...c, format: reasonsText } : c)),
    async *rows(ctx, q) {
      const query = ctx.db
        .select(riskFields)
        .from(orderRisks)
        .where(await riskWhere(ctx, q))
        .orderBy(desc(orderRisks.id));
      for await (const batch of cursorBatches<Fields>(ctx.db, riskFields, query)) yield batch.map((r) => toRiskRow(r, ctx.tz));
    },
    count: async (ctx, q) => {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(orderRisks)
        .where(await riskWhere(ctx, q));
      return n;
    },
  });
}
