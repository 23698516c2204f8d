import type { Declaration } from '@console/contract/declaration';
import { neutralise } from '../modules/exports/xlsx-writer.ts';
import { declaredExportColumns } from '../shared/declared.ts';
import type { TestApp } from './build-app.ts';
import { exportedSheet } from './export-file.ts';

/**
 * A declared list and its export under the same filters, as one user sees them: the export's cells and the
 * list's rows written as the file writes them (是/否, formula-looking text quoted), to compare whole.
 */
export async function listAndExport(t: TestApp, token: string, d: Declaration, filters: Record<string, unknown> = {}) {
  const ep = d.endpoints.queryList;
  const q = { ...filters, [ep.pageParam ?? 'page']: 1, pageSize: 500 };
  const reply = ep.method === 'GET' ? await t.get(ep.path, q, { token }) : await t.post(ep.path, q, { token });
  if (reply.body.code !== 200) throw new Error(`${ep.path}: ${reply.body.message}`);
  const list = reply.body.data as Record<string, unknown>[];
  const columns = declaredExportColumns<Record<string, unknown>>(d);
  const { header, rows } = await exportedSheet(t, token, d.page?.menu ?? '', filters);
  const cell = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);
  return {
    header,
    headers: columns.map((c) => c.header),
    exported: rows.map((r) => columns.map((_, i) => cell(r[i]))),
    listed: list.map((r) => columns.map((c) => cell(neutralise(c.format ? c.format(r[c.key] as never, r) : r[c.key])))),
  };
}
