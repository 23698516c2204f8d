import { type AutoAllocLine, autoAllocInput, type PlanRow, planQuery, planResource } from '@console/contract/alloc';
import { AUTO_FIELDS } from '@console/contract/api/alloc';
import type { z } from 'zod';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { listBatches } from '../stock/stock.export.ts';
import { previewAutoAlloc } from './auto-alloc.service.ts';
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
  // The preview is computed, not stored: its inputs are the export's filter, and it is read through the preview
  // itself so the file holds what the page showed, under the same scope check (a code outside it fails the task).
  registerExport<z.output<typeof autoAllocInput>, AutoAllocLine>({
    page: 'autoAlloc',
    label: '自动分配预览',
    query: autoAllocInput,
    columns: declaredExportColumns({ fields: AUTO_FIELDS }),
    async *rows(ctx, q) {
      yield await previewAutoAlloc(q, ctx);
    },
  });
}
