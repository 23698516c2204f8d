import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { rewriteSharedImports } from './shared-runtime.mjs';

const shared = new Map<string, 'all' | string[]>([
  ['react', 'all'],
  ['dayjs/locale/zh-cn', 'all'],
  ['@ant-design/cssinjs', ['createCache', 'StyleProvider']],
]);
const run = (code: string) => rewriteSharedImports(code, shared, '__SHARED__') as string | null;

describe('shared-runtime: the sub-app reads shared modules from the runtime the host installs', () => {
  it('turns default, namespace and named imports into reads of the runtime object', () => {
    const out = run(
      'import R, { useState as u, "x" as y } from "react";\nimport * as N from "react";\nimport "dayjs/locale/zh-cn";\nexport const a = [R, u, y, N];\n',
    );
    expect(out).not.toMatch(/from "react"/);
    expect(out).toContain('const R = __consoleShared("react").default;');
    expect(out).toContain('const { "useState": u, "x": y } = __consoleShared("react");');
    expect(out).toContain('const N = __consoleShared("react");');
    expect(out).not.toContain('dayjs/locale/zh-cn"');
    const modules = { react: { default: 'R', useState: 'u', x: 'y' }, 'dayjs/locale/zh-cn': {} };
    (globalThis as Record<string, unknown>).__SHARED__ = { modules };
    const evaluated = new Function(`${out!.replace('export const a =', 'return')}`)();
    expect(evaluated).toEqual(['R', 'u', 'y', modules.react]);
    delete (globalThis as Record<string, unknown>).__SHARED__;
  });

  it('leaves chunks without shared imports alone', () => {
    expect(run('import { a } from "./chunk.js";\nexport { a };\n')).toBeNull();
  });

  it('refuses a name the shell does not share, and a re-export it cannot express', () => {
    expect(() => run('import { Keyframes } from "@ant-design/cssinjs";\n')).toThrow(/only createCache, StyleProvider/);
    expect(() => run('import * as C from "@ant-design/cssinjs";\n')).toThrow(/whole module/);
    expect(() => run('export { useState } from "react";\n')).toThrow(/re-export/);
  });

  it('says which module is missing when the host installed none', () => {
    const out = run('import { useState } from "react";\nexport { useState };\n');
    expect(() => new Function(out!.replace(/export \{ useState \};/, ''))()).toThrow('子应用需要宿主提供共享模块 react');
  });
});
