import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
// @ts-expect-error: plain ES modules of the repository's scripts, without type declarations.
import { isBright } from './antd-is-bright.mjs';
// @ts-expect-error: as above.
import { antdParts } from './antd-parts.mjs';
// @ts-expect-error: as above.
import { toNamePathStr } from './antd-name-path.mjs';
import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
// @ts-expect-error: as above.
import * as selectionTree from './antd-selection-tree.mjs';
import antdEnUS from 'antd/es/locale/en_US';
import antdZhCN from 'antd/es/locale/zh_CN';
import { arrAdd as rcArrAdd, arrDel as rcArrDel } from '@rc-component/tree/es/util';
// @ts-expect-error: as above.
import LazyAsyncValidator from './lazy-async-validator.mjs';
// @ts-expect-error: as above.
import { deepImports } from './deep-imports.mjs';
// @ts-expect-error: as above.
import { zodWithoutJsonSchema } from './zod-without-json-schema.mjs';
// @ts-expect-error: as above.
import { pureReactCalls } from './pure-react-calls.mjs';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';

type Hooks = {
  transform: (code: string, id: string) => { code: string } | null;
  resolveId: (source: string, importer?: string) => string | null;
  load: (id: string) => string | null;
};

describe('console build plugins (issue 12: the first load carries only what it shows)', () => {
  it('deepImports: one import per antd component and icon; names it does not know stay on the package', () => {
    const { transform } = deepImports() as Hooks;
    const out = transform(
      'import { Button, Table as T, unstableSetRender } from "antd";\nimport { HomeOutlined } from \'@ant-design/icons\';\n',
      '/app/src/Page.tsx',
    )?.code;
    expect(out).toContain("import Button from 'antd/es/button';");
    expect(out).toContain("import T from 'antd/es/table';");
    expect(out).toContain("import { unstableSetRender } from 'antd';");
    expect(out).toContain("import HomeOutlined from '@ant-design/icons/HomeOutlined';");
    expect(transform('import { Button } from "antd";', '/x/node_modules/lib/index.js')).toBeNull();
  });

  it("antdParts: Button's and Tag's tokens get antd's isBright alone, answering as antd's does", () => {
    const colours = ['#000', '#fff', '#1f5fd6', '#ffee00', '#c0c0c0', 'rgba(0,0,0,0.3)', 'rgba(255,255,255,0.2)', 'rgba(255,238,0,0.5)'];
    for (const bg of ['#fff', '#000'])
      for (const c of colours)
        expect(isBright(new AggregationColor(c), bg), `${c} on ${bg}`).toBe(antdIsBright(new AggregationColor(c), bg));
    const { resolveId } = antdParts() as Hooks;
    const token = '/n/node_modules/antd/es/button/style/token.js';
    expect(resolveId('../../color-picker/components/ColorPresets', token)).toMatch(/antd-is-bright\.mjs$/);
    expect(resolveId('../../color-picker/components/ColorPresets', '/n/node_modules/antd/es/color-picker/ColorPicker.js')).toBeNull();
  });

  it("antdParts: a button's wave effect is fetched at the first click, and each click's wave is drawn", async () => {
    const { resolveId, load } = antdParts() as Hooks;
    const id = resolveId('./WaveEffect', '/n/node_modules/antd/es/_util/wave/useWave.js') as string;
    const code = load(id) as string;
    expect(code).toMatch(/import\(".*antd[\\/]es[\\/]_util[\\/]wave[\\/]WaveEffect\.js"\)/);
    expect(code).not.toMatch(/^import /m);
    // Run with a stand-in import: the first call waits for the module, later ones call it at once.
    const real = vi.fn();
    const fetch = vi.fn(async () => ({ default: real }));
    const body = code.replace(/import\([^)]*\)/, 'fetch()').replace('export default function', 'return function');
    const showWave = new Function('fetch', body)(fetch);
    showWave('node-1', { className: 'a' });
    expect(real).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(real).toHaveBeenCalledWith('node-1', { className: 'a' }));
    showWave('node-2', {});
    expect(real).toHaveBeenLastCalledWith('node-2', {});
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("antdParts: antd's default locale is zh_CN, which has every text en_US has (the console's provider gives zh_CN)", () => {
    const missing: string[] = [];
    const walk = (en: object, zh: Record<string, unknown> | undefined, at: string) => {
      for (const [k, v] of Object.entries(en)) {
        if (!zh || !(k in zh)) missing.push(at + k);
        else if (v && typeof v === 'object') walk(v, zh[k] as Record<string, unknown>, `${at + k}.`);
      }
    };
    walk(antdEnUS, antdZhCN as never, '');
    expect(missing).toEqual([]);
  });

  it("antdParts: the table selection's two rc-tree helpers alone, answering as rc-tree's; the tree-only two refuse", () => {
    for (const list of [undefined, [], ['a'], ['a', 'b', 'a'], [1, 2]] as never[])
      for (const value of ['a', 'c', 1] as never[]) {
        expect(selectionTree.arrAdd(list, value)).toEqual(rcArrAdd(list, value));
        expect(selectionTree.arrDel(list, value)).toEqual(rcArrDel(list, value));
      }
    expect(() => selectionTree.conductCheck([], true, {})).toThrow(/checkStrictly: false/);
    const { resolveId } = antdParts() as Hooks;
    expect(resolveId('@rc-component/tree', '/n/node_modules/antd/es/table/hooks/useSelection.js')).toMatch(/antd-selection-tree\.mjs$/);
    expect(resolveId('@rc-component/tree', '/n/node_modules/antd/es/tree/Tree.js')).toBeNull();
  });

  it('no table of the product asks for the selection that conducts checks through child rows (the refusing helpers)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const root = path.resolve(import.meta.dirname, '..');
    const offenders = ['apps/console/src', 'apps/business/src', 'packages/web-kit/src'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .filter((f) => /checkStrictly\s*[:=]\s*\{?\s*false/.test(readFileSync(path.join(root, dir, f), 'utf8')))
        .map((f) => `${dir}/${f}`),
    );
    expect(offenders).toEqual([]);
  });

  it("antdParts: Radio.Group's toNamePathStr alone, answering as Form's; antd's inputs take rc-form's provider from its own module", () => {
    for (const name of [undefined, false, 'a', 0, ['a', 'b'], ['list', 0, 'x'], []] as never[])
      expect(toNamePathStr(name)).toBe(antdToNamePathStr(name));
    const { resolveId } = antdParts() as Hooks;
    expect(resolveId('../form/hooks/useForm', '/n/node_modules/antd/es/radio/group.js')).toMatch(/antd-name-path\.mjs$/);
    expect(resolveId('../form/hooks/useForm', '/n/node_modules/antd/es/form/Form.js')).toBeNull();
    expect(resolveId('@rc-component/form', '/n/node_modules/antd/es/form/context.js')).toMatch(
      /@rc-component[\\/]form[\\/]es[\\/]FormContext\.js$/,
    );
    expect(resolveId('@rc-component/form', '/n/node_modules/antd/es/form/Form.js')).toBeNull();
  });

  it("antdParts: the table's tree filter and the card's skeleton are fetched when first drawn", () => {
    const { resolveId, load } = antdParts() as Hooks;
    const id = resolveId('../../../tree', '/n/node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js');
    expect(id).toBeTruthy();
    expect(load(id as string)).toMatch(/React\.lazy\(\(\) => import\(".*antd[\\/]es[\\/]tree[\\/]index\.js"\)\)/);
    expect(resolveId('../skeleton', '/n/node_modules/antd/es/card/Card.js')).toBeTruthy();
    expect(resolveId('../skeleton', '/n/node_modules/antd/es/modal/Modal.js')).toBeNull();
  });

  it("antdParts: the virtual table, a radio row selection, the filter drop-down, a select's option list and Empty's pictures are fetched when first drawn", () => {
    const { resolveId, load } = antdParts() as Hooks;
    const table = '/n/node_modules/antd/es/table';
    const parts: [string, string, RegExp][] = [
      ['./RcTable/VirtualTable', `${table}/InternalTable.js`, /antd[\\/]es[\\/]table[\\/]RcTable[\\/]VirtualTable\.js/],
      ['../../radio', `${table}/hooks/useSelection.js`, /antd[\\/]es[\\/]radio[\\/]index\.js/],
      ['./empty', '/n/node_modules/antd/es/empty/index.js', /antd[\\/]es[\\/]empty[\\/]empty\.js/],
      ['./simple', '/n/node_modules/antd/es/empty/index.js', /antd[\\/]es[\\/]empty[\\/]simple\.js/],
      ['./FilterDropdown', `${table}/hooks/useFilter/index.js`, /useFilter[\\/]FilterDropdown\.js/],
      ['./OptionList', '/n/node_modules/@rc-component/select/es/Select.js', /@rc-component[\\/]select[\\/]es[\\/]OptionList\.js/],
    ];
    for (const [source, importer, real] of parts) {
      const code = load(resolveId(source, importer) as string) as string;
      expect(code).toMatch(/React\.lazy\(\(\) => import\(/);
      expect(code).toMatch(real);
    }
    expect(resolveId('../../radio', '/n/node_modules/antd/es/form/FormItem.js')).toBeNull();
    expect(resolveId('./OptionList', '/n/node_modules/@rc-component/tree-select/es/TreeSelect.js')).toBeNull();
  });

  it("antdParts: the filter stand-in's flattenKeys (read by every table) answers as antd's", () => {
    const { resolveId, load } = antdParts() as Hooks;
    const code = load(resolveId('./FilterDropdown', '/n/node_modules/antd/es/table/hooks/useFilter/index.js') as string) as string;
    const source = code.slice(code.indexOf('export function flattenKeys')).replace('export ', '');
    const flattenKeys = new Function(`${source}; return flattenKeys;`)();
    const filters = [{ value: 'a', children: [{ value: 'b' }, { value: 'c', children: [{ value: 'd' }] }] }, { value: 'e' }];
    for (const f of [filters, [], undefined]) expect(flattenKeys(f)).toEqual(antdFlattenKeys(f as never));
  });

  it("pureReactCalls: react-router's top-level React calls are marked pure and its displayName lines dropped", () => {
    const { transform } = pureReactCalls() as Hooks;
    const id = '/n/node_modules/react-router/dist/development/chunk-X.mjs';
    const code =
      'var Link = React10.forwardRef(function L() {});\nLink.displayName = "Link";\nvar C = React.createContext(null);\nx.y.forwardRef(a);\n';
    const out = transform(code, id)?.code;
    expect(out).toContain('var Link = /*#__PURE__*/ React10.forwardRef(');
    expect(out).toContain('var C = /*#__PURE__*/ React.createContext(null)');
    expect(out).not.toContain('displayName');
    expect(out).toContain('x.y.forwardRef(a)');
    expect(transform(code, '/n/node_modules/other/index.mjs')).toBeNull();
  });

  it("pureReactCalls: react-router's development build runs as its production build, without its warnings", () => {
    const { transform } = pureReactCalls() as Hooks;
    const out = transform(
      'var ENABLE_DEV_WARNINGS = true;\nif (ENABLE_DEV_WARNINGS) warn();\n',
      '/n/node_modules/react-router/dist/development/chunk-X.mjs',
    )?.code;
    expect(out).toContain('var ENABLE_DEV_WARNINGS = false;');
  });

  it("antdParts: Form's rule validator is fetched when a rule first runs, and answers as the real one does", async () => {
    const { resolveId } = antdParts() as Hooks;
    expect(resolveId('@rc-component/async-validator', '/n/node_modules/@rc-component/form/es/utils/validateUtil.js')).toMatch(
      /lazy-async-validator\.mjs$/,
    );
    expect(resolveId('@rc-component/async-validator', '/n/node_modules/other/index.js')).toBeNull();
    const rules = { name: [{ required: true, message: '请输入名称' }], code: [{ pattern: /^\d+$/ }] };
    const validator = new LazyAsyncValidator(rules);
    validator.messages({ pattern: { mismatch: '%s 格式不对' } });
    await expect(validator.validate({ name: 'A', code: '12' }, {})).resolves.toBeTruthy();
    const failed = await validator.validate({ name: '', code: 'x' }, {}).catch((e: { errors: { message: string }[] }) => e.errors);
    expect(failed.map((e: { message: string }) => e.message)).toEqual(['请输入名称', 'code 格式不对']);
  });

  it("zodWithoutJsonSchema: zod's JSON Schema modules become stand-ins; aggregateChecks (schema.maxLength) stays zod's", () => {
    const { resolveId, load } = zodWithoutJsonSchema() as Hooks;
    // zod's package exports do not list its files: find them beside its package.json.
    const zod = path.dirname(require.resolve('zod/package.json'));
    const schemas = path.join(zod, 'v4/classic/schemas.js');
    const processors = load(resolveId('../core/json-schema-processors.js', schemas) as string) as string;
    expect(processors).toMatch(/export \{ aggregateChecks \} from ".*json-schema-processors\.js";/);
    expect(processors).toContain('unavailable as stringProcessor');
    const toJsonSchema = load(resolveId('../core/to-json-schema.js', schemas) as string) as string;
    expect(toJsonSchema).toContain('method as createToJSONSchemaMethod');
    expect(resolveId('../core/to-json-schema.js', path.join(zod, 'v4/core/json-schema-generator.js'))).toBeNull();
  });
});
