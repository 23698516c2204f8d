import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChunks, type Chunk, withImports as chunkWithImports } from './chunk-graph.ts';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
let chunks: Chunk[] = [];

/** The chunk named so (or given), with what it imports statically: what loads with it, before it runs. */
function withImports(name: string | Chunk | undefined): Chunk[] {
  const start = typeof name === 'string' ? chunks.find((c) => c.name === name) : name;
  if (!start) throw new Error(`no chunk ${name}`);
  return chunkWithImports(chunks, start);
}
const modulesOf = (list: Chunk[]) => list.flatMap((c) => c.moduleIds).map((id) => id.replace(/.*node_modules\//, ''));
const chunkOf = (module: RegExp) => chunks.find((c) => c.moduleIds.some((id) => module.test(id)));

beforeAll(async () => {
  chunks = await buildChunks('console', outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("a console list page's first paint (issue 31: /userManagement's JS on the wire)", () => {
  it("holds no antd Form: the search bar is web-kit's own; a dialog's form brings Form when it opens", () => {
    for (const first of ['index', 'shell', 'subapp-host']) {
      const modules = modulesOf(withImports(first));
      // Inputs read Form's item context and its provider (rc-form's FormContext): nothing else of Form.
      const form = modules.filter((m) =>
        /^antd\/es\/form\/(Form|FormItem\/index)\.js$|^@rc-component\/form\/(?!es\/FormContext\.js$)/.test(m),
      );
      expect(form, first).toEqual([]);
    }
    const dialog = chunkOf(/web-kit[\\/]src[\\/]ModalForm\.tsx$/);
    expect(modulesOf(withImports(dialog))).toContain('antd/es/form/Form.js');
  });

  it("holds no antd Tabs: the tab bar is the console's own; a list's tabs load with them, and Card's when it has tabList", () => {
    for (const first of ['index', 'shell', 'subapp-host']) {
      const modules = modulesOf(withImports(first));
      expect(
        modules.filter((m) => /^antd\/es\/tabs\/|^@rc-component\/tabs\//.test(m)),
        first,
      ).toEqual([]);
    }
    const listTabs = chunkOf(/web-kit[\\/]src[\\/]list-tabs\.tsx$/);
    expect(modulesOf(withImports(listTabs))).toContain('antd/es/tabs/index.js');
  });

  it("holds no antd Menu or Dropdown: the side menu and the shell's small menus are the console's own", () => {
    const modules = modulesOf(withImports('shell'));
    expect(modules.filter((m) => /^antd\/es\/(menu|dropdown)\/|^@rc-component\/(menu|dropdown)\//.test(m))).toEqual([]);
  });

  it("holds no Popconfirm, Popover, Tooltip or Checkbox: each loads when first drawn, in one chunk with the sub-app's extras", () => {
    for (const first of ['index', 'shell']) {
      const modules = modulesOf(withImports(first));
      expect(
        // ConfigProvider provides Tooltip's shared pop-up (UniqueProvider): a few lines, not the tooltip.
        modules.filter((m) =>
          /^antd\/es\/(popconfirm|popover|checkbox)\/|^antd\/es\/tooltip\/(?!UniqueProvider\/)|^@rc-component\/(tooltip|checkbox)\//.test(
            m,
          ),
        ),
        first,
      ).toEqual([]);
    }
    // The delete confirmation (LinkAction), the export badge's hover, a checkbox column, a sortable header; the
    // sub-app's first paint reads them all from the shared runtime and fetches them as one chunk.
    const extras = chunks.find((c) => c.name === 'antd-extras');
    for (const m of ['antd/es/popconfirm/index.js', 'antd/es/tooltip/index.js', 'antd/es/checkbox/index.js', 'antd/es/badge/index.js'])
      expect(modulesOf(extras ? [extras] : [])).toContain(m);
    const core = withImports('subapp-host');
    expect(
      core.filter((c) => c.moduleIds.some((id) => /antd[\\/]es[\\/](tooltip|checkbox)[\\/]index\.js$/.test(id))).map((c) => c.name),
    ).toEqual(['antd-extras']);
  });

  it("holds no antd Breadcrumb, rc-tree or en_US locale: the header's trail is the console's own; the table's selection takes two helpers; the default texts are zh_CN's; a button's wave comes at the first click", () => {
    for (const first of ['index', 'shell']) {
      const modules = modulesOf(withImports(first));
      expect(
        modules.filter((m) => /^antd\/es\/breadcrumb\/|^@rc-component\/tree\/|en_US\.js$|^antd\/es\/_util\/wave\/WaveEffect\.js$/.test(m)),
        first,
      ).toEqual([]);
    }
  });

  it("a sub-app page fetches the host and the shared runtime's core as one chunk, and /userManagement its option lists' hook with the shell (issue 31: requests)", () => {
    const host = chunkOf(/src[\\/]micro[\\/]SubappHost\.tsx$/);
    expect(host?.name).toBe('subapp-host');
    expect(chunkOf(/src[\\/]micro[\\/]shared-runtime-core\.ts$/)).toBe(host);
    // What the core reads on top of the shell's first paint: antd-extras (the checkbox column…) and nothing else.
    const shellPaint = new Set(withImports('shell'));
    expect(
      withImports(host)
        .filter((c) => c !== host && !shellPaint.has(c))
        .map((c) => c.name),
    ).toEqual(['antd-extras']);
    // No console page's first paint carries the sub-app's host.
    for (const first of ['index', 'shell']) expect(withImports(first)).not.toContain(host);
    expect(chunkOf(/web-kit[\\/]src[\\/]use-options\.ts$/)?.name).toBe('shell');
  });

  it('runs react-router without its development warnings (its production build)', () => {
    const shell = withImports('shell');
    expect(shell.some((c) => c.code.includes('No routes matched location'))).toBe(false);
  });
});
