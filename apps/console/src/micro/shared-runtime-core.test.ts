import { SHARED_MODULES, SHARED_RUNTIME_GLOBAL, type SharedRuntime } from '@console/contract/subapp';
import { afterAll, describe, expect, it } from 'vitest';
import { installSharedRuntime } from './shared-runtime-core.ts';

const installed = () => (globalThis as Record<string, unknown>)[SHARED_RUNTIME_GLOBAL] as SharedRuntime;
const mods = () => installed().modules as unknown as Record<string, Record<string, unknown>>;

describe('shared runtime: what a sub-app list page reads at once, the rest when a chunk first reads it', () => {
  afterAll(() => {
    delete (globalThis as Record<string, unknown>)[SHARED_RUNTIME_GLOBAL];
  });

  it('has every module the contract shares, and a first-paint name ready without waiting', () => {
    installSharedRuntime();
    expect(Object.keys(mods()).sort()).toEqual(Object.keys(SHARED_MODULES).sort());
    expect(installed().ready?.({ antd: ['ConfigProvider', 'Spin'], '@console/web-kit/resource': ['ResourceTable'] })).toBeUndefined();
    expect(mods().antd.DatePicker).toBeUndefined();
  });

  it('loads the whole runtime for a name the first paint lacks, then has every name of every module', async () => {
    const pending = installed().ready?.({ antd: ['DatePicker'], react: ['useState'] });
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    const { wholeModules } = await import('./shared-runtime.ts');
    for (const [id, whole] of Object.entries(wholeModules as unknown as Record<string, Record<string, unknown>>))
      for (const name of Object.keys(whole)) expect(mods()[id][name], `${id} ${name}`).toBe(whole[name]);
    expect(installed().ready?.({ dayjs: ['*'] })).toBeUndefined();
  });
});
