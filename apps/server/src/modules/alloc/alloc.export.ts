import { type PlanRow, planQuery, planResource } from '@console/contract/alloc';
import type { z } from 'zod';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { planService } from './plan.service.ts';

/** Quota plans as an Excel export: the list itself (its filters, order and scope), page after page by cursor. */
export function registerAllocExports() {
  registerExport<z.output<typeof planQuery>, PlanRow>({
    page: planResource.page.menu,
    label: '配额计划列表',
    query: planQuery,
    columns: declaredExportColumns(planResource),
    async *rows(ctx, q) {
      let cursor: string | undefined;
      for (let page = 1; ; page++) {
        const got = await planService.list({ ...q, page, pageSize: 500, cursor }, ctx);
        if (got.rows.length) yield got.rows as PlanRow[];
        cursor = got.cursor?.next;
        if (!cursor || got.rows.length < 500) return;
      }
    },
  });
}
