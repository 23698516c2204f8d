import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
// @ts-expect-error: plain ES modules of the repository's scripts, without type declarations.
import { isBright } from './antd-is-bright.mjs';
// @ts-expect-error: as above.
import { antdParts } from './antd-parts.mjs';
// @ts-expect-error: as above.
import LazyAsyncValidator from './lazy-async-validator.mjs';
// @ts-expect-error: as above.
import { deepImports } from './deep-imports.mjs';
// @ts-expect-error: as above.
import { zodWithoutJsonSchema } from './zod-without-json-schema.mjs';

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

  it("antdParts: the table's tree filter and the card's skeleton are fetched when first drawn", () => {
    const { resolveId, load } = antdParts() as Hooks;
    const id = resolveId('../../../tree', '/n/node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js');
    expect(id).toBeTruthy();
    expect(load(id as string)).toMatch(/React\.lazy\(\(\) => import\(".*antd[\\/]es[\\/]tree[\\/]index\.js"\)\)/);
    expect(resolveId('../skeleton', '/n/node_modules/antd/es/card/Card.js')).toBeTruthy();
    expect(resolveId('../skeleton', '/n/node_modules/antd/es/modal/Modal.js')).toBeNull();
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
