import type { Declaration, PageDecl } from '@console/contract/declaration';
import { neutralise } from '../modules/exports/xlsx-writer.ts';
import { declaredExportColumns } from '../shared/declared.ts';
import type { TestApp } from './build-app.ts';
import { exportedSheet } from './export-file.ts';

type Listed = Pick<Declaration, 'fields' | 'endpoints'> & { page: PageDecl };

const cell = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

/**
 * A declared list's rows (up to 100, with `query` as its filter) as its export writes them, beside the rows of
 * the export itself run with the same filter: the two must be equal, header included.
 */
export async function listBesideExport(t: TestApp, token: string, d: Listed, query: Record<string, unknown> = {}) {
  const ep = d.endpoints.queryList;
  const q = { ...query, [ep.pageParam ?? 'page']: 1, pageSize: 100 };
  const reply = ep.method === 'GET' ? await t.get(ep.path, q, { token }) : await t.post(ep.path, q, { token });
  if (reply.body.code !== 200) throw new Error(`${ep.path}: ${reply.body.message}`);
  const list = reply.body.data as Record<string, unknown>[];
  const columns = declaredExportColumns<Record<string, unknown>>(d);
  const { header, rows } = await exportedSheet(t, token, d.page.menu, query);
  return {
    total: reply.body.total as number,
    list: {
      header: columns.map((c) => c.header),
      rows: list.map((r) => columns.map((c) => cell(neutralise(c.format ? c.format(r[c.key] as never, r) : r[c.key])))),
    },
    exported: { header, rows: rows.map((r) => columns.map((_, i) => cell(r[i]))) },
  };
}
