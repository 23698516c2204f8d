import type { SubappProps } from '@console/contract/subapp';
import { vi } from 'vitest';

/** Helpers of the sub-app's jsdom tests that mount it whole (entry, order pages): fetch answered per path. */

export const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown, extra: Record<string, unknown> = {}) => json({ code: 200, message: 'ok', data, ...extra });

/** What jsdom lacks and antd's responsive pieces ask for. */
export function stubBrowser() {
  window.matchMedia ??= ((q: string) => ({
    matches: false,
    media: q,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
}

/**
 * The enabled button whose text matches (throws until there is one, for waitFor). Plain selectors, not
 * *ByRole: computing roles over an antd table in jsdom takes tens of seconds.
 */
export const button = (scope: ParentNode | null, name: RegExp) => {
  const found = [...(scope?.querySelectorAll('button') ?? [])].find((b) => name.test(b.textContent ?? '') && !b.disabled);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

export const props = (permissions: string[], over: Partial<SubappProps> = {}): SubappProps => ({
  token: 'tok-1',
  permissions,
  apiBase: '/api',
  basename: '/subapp',
  onSessionExpired: vi.fn(),
  navigate: vi.fn(),
  ...over,
});
