import { declarations } from '@console/contract/declaration';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENU_TREE } from '../db/menu-tree.ts';
import { neutralise } from '../modules/exports/xlsx-writer.ts';
import { scopedUser } from '../modules/shop/shop.fixtures.ts';
import { buildDemoTestApp, type TestApp } from '../test/build-app.ts';
import { exportedSheet } from '../test/export-file.ts';
import { declaredExportColumns } from './declared.ts';
import { defaultExportPages, exportPages, exportSource } from './export-registry.ts';

/**
 * "An area is done when its lists export": every paged list of a declared page exports by default, its
 * declaration's export columns through the list's own handler, and its page offers 导出 (the menu's action).
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildDemoTestApp();
  token = await t.login();
  return () => t.close();
}, 180_000);

const listed = () => declarations().filter((d) => d.page && d.endpoints.queryList?.paged);
const actionsOf = (menu: string) => MENU_TREE.flatMap((g) => g.pages).find((p) => p.name === menu)?.actions ?? [];

describe('declared lists export', () => {
  it('every declared page with a list has an export, and its menu the export action; every export action has an export', () => {
    const missing = listed().filter((d) => !exportSource(d.page?.menu ?? ''));
    expect(missing.map((d) => d.page?.menu)).toEqual([]);
    const noAction = exportPages().filter(
      (p) => MENU_TREE.some((g) => g.pages.some((x) => x.name === p)) && !actionsOf(p).includes('export'),
    );
    expect(noAction).toEqual([]);
    const pages = MENU_TREE.flatMap((g) => g.pages).filter((p) => p.actions.includes('export'));
    expect(pages.filter((p) => !exportSource(p.name)).map((p) => p.name)).toEqual([]);
  });

  it('a default export holds its list’s first page for the admin, under the declared export columns', async () => {
    const wrong: string[] = [];
    const empty: string[] = [];
    expect(defaultExportPages().length).toBeGreaterThanOrEqual(12);
    for (const page of defaultExportPages()) {
      const d = listed().find((x) => x.page?.menu === page);
      if (!d) continue;
      const ep = d.endpoints.queryList;
      const q = { [ep.pageParam ?? 'page']: 1, pageSize: 20 };
      const reply = ep.method === 'GET' ? await t.get(ep.path, q, { token }) : await t.post(ep.path, q, { token });
      const list = reply.body.data as Record<string, unknown>[];
      if (!list.length) empty.push(page);
      const columns = declaredExportColumns<Record<string, unknown>>(d);
      const { header, rows } = await exportedSheet(t, token, page);
      if (JSON.stringify(header) !== JSON.stringify(columns.map((c) => c.header))) wrong.push(`${page}: header ${header}`);
      const cell = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);
      // As the file writes a cell (是/否, formula-looking text quoted).
      const expected = list.map((r) => columns.map((c) => cell(neutralise(c.format ? c.format(r[c.key] as never, r) : r[c.key]))));
      const got = rows.slice(0, list.length).map((r) => columns.map((_, i) => cell(r[i])));
      if (JSON.stringify(got) !== JSON.stringify(expected))
        wrong.push(`${page}: ${JSON.stringify(got[0])} ≠ ${JSON.stringify(expected[0])}`);
    }
    expect(wrong).toEqual([]);
    // The demo data fills every one of these lists, so each comparison compares rows.
    expect(empty).toEqual([]);
  }, 300_000);

  it('a default export keeps its list’s scope: a user limited to one shop gets as many rows as the list shows', async () => {
    const shop = (await t.post('/shop/info/queryList', { page: 1, pageSize: 1 }, { token })).body.data[0].retCode as string;
    const limited = await scopedUser(t, [{ dataType: 1, dataList: shop }]);
    const counts: string[] = [];
    for (const page of defaultExportPages()) {
      const ep = listed().find((x) => x.page?.menu === page)?.endpoints.queryList;
      if (!ep) continue;
      const q = { [ep.pageParam ?? 'page']: 1, pageSize: 10 };
      const reply = ep.method === 'GET' ? await t.get(ep.path, q, { token: limited }) : await t.post(ep.path, q, { token: limited });
      const { rows } = await exportedSheet(t, limited, page);
      counts.push(`${page} ${rows.length}`);
      expect(counts.at(-1)).toBe(`${page} ${reply.body.total}`);
    }
    // The scoped lists do narrow: the invoice titles of one shop are not all the demo's.
    const all = (await t.post('/invoice/info/queryList', { page: 1, pageSize: 10 }, { token })).body.total;
    expect(counts).not.toContain(`invoiceInfo ${all}`);
  }, 300_000);
});
