import { type DataxTaskRow, dataxTaskQuery, dataxTaskResource } from '@console/contract/datax';
import type { z } from 'zod';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import type { DataxTaskService } from './datax-task.service.ts';

type Q = z.output<typeof dataxTaskQuery>;
const BATCH = 500;

/**
 * The task list as a spreadsheet, read through the list itself (its filters, order and scope): tasks are few,
 * and no password is a column of it — the file says 已设置 / 未设置 like the page.
 */
export function registerDataxExport(service: DataxTaskService) {
  registerExport<Q, DataxTaskRow>({
    page: dataxTaskResource.page.menu,
    label: dataxTaskResource.page.title,
    query: dataxTaskQuery,
    columns: declaredExportColumns(dataxTaskResource),
    async *rows(ctx, q) {
      for (let page = 1; ; page++) {
        const { rows } = await service.list({ ...q, page, pageSize: BATCH, cursor: undefined }, ctx);
        if (rows.length) yield rows as DataxTaskRow[];
        if (rows.length < BATCH) return;
      }
    },
  });
}
