import type { SubappHandle, SubappModule, SubappProps } from '@console/contract/subapp';
import { trackCode } from '../shared/code-loading.ts';

export type { SubappHandle, SubappModule, SubappProps };
export const DEFAULT_SUBAPP_ENTRY = '/subapp-assets/entry.js';

export function subappEntryUrl(): string {
  return window.__SUBAPP_ENTRY__ ?? DEFAULT_SUBAPP_ENTRY;
}

// import() caches by URL; a failed load is forgotten so that the next attempt retries.
let loading: Promise<SubappModule> | null = null;

export function loadSubapp(): Promise<SubappModule> {
  // The shared modules go in place first: the sub-app's code reads React, antd… from them (one runtime).
  loading ??= trackCode(import('./shared-runtime-core.ts'))
    .then(({ installSharedRuntime }) => {
      installSharedRuntime();
      return trackCode(import(/* @vite-ignore */ subappEntryUrl()) as Promise<SubappModule>);
    })
    .then(
      (mod) => {
        if (typeof mod.mount !== 'function') throw new Error('子应用入口缺少 mount');
        return mod;
      },
      (error) => {
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** Warm the browser cache with the sub-app entry; a missing or broken entry must not disturb the console. */
export async function prefetchSubapp(): Promise<void> {
  try {
    const mod = await loadSubapp();
    // The entry itself is tiny; warming the code behind it is what makes the first open quick.
    await mod.preload?.();
  } catch {
    // the host shows its own state when the user actually opens a sub-app page
  }
}

// The mounted sub-app's teardown, so that logout and session end can unmount it from outside React.
let unmountCurrent: (() => void) | null = null;

export function setSubappUnmount(fn: (() => void) | null): void {
  unmountCurrent = fn;
}

/** Called at logout and session end; a no-op while nothing is mounted. */
export function unmountSubapp(): void {
  const fn = unmountCurrent;
  unmountCurrent = null;
  try {
    fn?.();
  } catch {
    // a failing sub-app teardown must not block logout
  }
}

/** For tests: forget the loaded module. */
export function resetSubappLoader(): void {
  loading = null;
}
