import { type PlanRow, planQuery, planResource } from '@console/contract/alloc';
import type { z } from 'zod';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { listBatches } from '../stock/stock.export.ts';
import { planService } from './plan.service.ts';

/** Quota plans as an Excel export: the list itself (its filters, order and scope), page after page by cursor. */
export function registerAllocExports() {
  registerExport<z.output<typeof planQuery>, PlanRow>({
    page: planResource.page.menu,
    label: '配额计划列表',
    query: planQuery,
    columns: declaredExportColumns(planResource),
    rows: (ctx, q) => listBatches((x: typeof q, c) => planService.list(x, c) as Promise<{ rows: PlanRow[] }>, q, ctx),
  });
}
