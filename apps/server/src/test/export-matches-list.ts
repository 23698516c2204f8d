import type { Declaration } from '@console/contract/declaration';
import type { Endpoint } from '@console/contract/endpoint';
import { neutralise } from '../modules/exports/xlsx-writer.ts';
import { declaredExportColumns } from '../shared/declared.ts';
import type { TestApp } from './build-app.ts';
import { exportedSheet } from './export-file.ts';

/**
 * The list as the user pages through it (every page, under `query`) and the file of its export under the same
 * filter, both as the file's cells (header and rows): a test compares them whole to prove that the export is the list.
 */
export async function listAndExport(
  t: TestApp,
  token: string,
  o: { resource: Pick<Declaration, 'fields'> & { page?: { menu: string } }; list: Endpoint; query?: Record<string, unknown> },
) {
  const query = o.query ?? {};
  const listed: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const q = { ...query, [o.list.pageParam ?? 'page']: page, pageSize: 100 };
    const reply = o.list.method === 'GET' ? await t.get(o.list.path, q, { token }) : await t.post(o.list.path, q, { token });
    if (reply.body.code !== 200) throw new Error(`${o.list.path}: ${reply.body.message}`);
    const rows = reply.body.data as Record<string, unknown>[];
    listed.push(...rows);
    if (rows.length < 100) break;
  }
  return shownAndExported(t, token, { resource: o.resource, rows: listed, query });
}

/**
 * Rows the page showed (a list's pages, a computed preview) and the file of the page's export under `query`,
 * both as the file's cells (header and rows).
 */
export async function shownAndExported(
  t: TestApp,
  token: string,
  o: {
    resource: Pick<Declaration, 'fields'> & { page?: { menu: string } };
    rows: Record<string, unknown>[];
    query: Record<string, unknown>;
  },
) {
  const columns = declaredExportColumns<Record<string, unknown>>(o.resource);
  const cell = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);
  // As the file writes a cell (是/否, money in yuan, formula-looking text quoted).
  const shown = o.rows.map((r) => columns.map((c) => cell(neutralise(c.format ? c.format(r[c.key] as never, r) : r[c.key]))));
  const sheet = await exportedSheet(t, token, o.resource.page?.menu ?? '', o.query);
  return {
    total: shown.length,
    list: { header: columns.map((c) => c.header), rows: shown },
    exported: { header: sheet.header, rows: sheet.rows.map((r) => columns.map((_, i) => cell(r[i]))) },
  };
}

/** `listAndExport` of a declaration's own paged list. */
export const declaredListAndExport = (t: TestApp, token: string, d: Declaration, query: Record<string, unknown> = {}) =>
  listAndExport(t, token, { resource: d, list: d.endpoints.queryList, query });
