import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { rewriteSharedImports } from './shared-runtime.mjs';

const shared = new Map<string, 'all' | string[]>([
  ['react', 'all'],
  ['dayjs/locale/zh-cn', 'all'],
  ['@ant-design/cssinjs', ['createCache', 'StyleProvider']],
]);
/** Chunks wait for the host at their top level: evaluated as the body of an async function here. */
const AsyncFunction = (async () => {}).constructor as FunctionConstructor;
const run = (code: string) => rewriteSharedImports(code, shared, '__SHARED__') as string | null;

describe('shared-runtime: the sub-app reads shared modules from the runtime the host installs', () => {
  it('turns default, namespace and named imports into reads of the runtime object', async () => {
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
    const evaluated = await new AsyncFunction(`${out!.replace('export const a =', 'return')}`)();
    expect(evaluated).toEqual(['R', 'u', 'y', modules.react]);
    delete (globalThis as Record<string, unknown>).__SHARED__;
  });

  it('asks the host for the names it reads and waits for them before the first read', async () => {
    const out = run('import { useState } from "react";\nimport D, * as N from "react";\nexport const a = [useState, D, N];\n');
    const modules: Record<string, Record<string, unknown>> = { react: {} };
    const asked: unknown[] = [];
    const ready = (need: unknown) => {
      asked.push(need);
      return Promise.resolve().then(() => Object.assign(modules.react, { useState: 'u', default: 'D' }));
    };
    (globalThis as Record<string, unknown>).__SHARED__ = { modules, ready };
    const evaluated = await new AsyncFunction(`${out!.replace('export const a =', 'return')}`)();
    expect(asked).toEqual([{ react: ['useState', 'default', '*'] }]);
    expect(evaluated).toEqual(['u', 'D', modules.react]);
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

  it('says which module is missing when the host installed none', async () => {
    const out = run('import { useState } from "react";\nexport { useState };\n');
    await expect(new AsyncFunction(out!.replace(/export \{ useState \};/, ''))()).rejects.toThrow('子应用需要宿主提供共享模块 react');
  });
});
