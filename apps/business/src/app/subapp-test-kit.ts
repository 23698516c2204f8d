import type { SubappProps } from '@console/contract/subapp';
import { beforeAll, vi } from 'vitest';

/** Helpers of the sub-app's jsdom tests that mount it whole (entry, order pages): fetch answered per path. */

export const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown, extra: Record<string, unknown> = {}) => json({ code: 200, message: 'ok', data, ...extra });

/**
 * Loads the app's code (antd, React, react-query, the pages' kit) before the file's tests, outside their time:
 * on a busy machine its first import alone outlasted a test's waits for what the page shows.
 */
export function preloadAppBeforeAll() {
  beforeAll(() => import('../entry.ts'), 120_000);
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

type FetchMock = ReturnType<typeof vi.fn>;
const pathOf = (url: unknown) => new URL(String(url), 'http://x').pathname;

/**
 * The one check of a page's menu-click prefetch: the click on `path` (with `permissions`) calls each of `urls`
 * (API paths) before the page shows a table; the page then mounts on those answers until it shows `shows` (or
 * its table), and asks none of them a second time. Without the page's key the click fetches none of them.
 */
export async function expectFirstAnswers(
  fetchMock: FetchMock,
  page: { path: string; permissions: string[]; urls: string[]; shows?: string },
) {
  const { mount, prefetch } = await import('../entry.ts');
  const { waitFor } = await import('@testing-library/react');
  // Each call with whether a table was on screen as it left: the click's calls leave before the page draws one.
  const sent: { path: string; tableShown: boolean }[] = [];
  // The page's own container: a table another test left in the document is not this page's.
  const container = document.createElement('div');
  const answer = fetchMock.getMockImplementation() as ((...args: unknown[]) => unknown) | undefined;
  fetchMock.mockImplementation((url: unknown, ...rest: unknown[]) => {
    sent.push({ path: pathOf(url), tableShown: container.querySelector('.biz-table') !== null });
    return answer?.(url, ...rest);
  });
  const calls = (url: string) => sent.filter((c) => c.path === url);
  prefetch(page.path, props(['no.such-key']));
  await new Promise((r) => setTimeout(r, 300));
  for (const url of page.urls) if (calls(url).length) throw new Error(`${url} fetched without the page's key`);
  // The clock stands still: jsdom takes longer to draw a page than a prefetched answer stays fresh (5 s).
  const now = Date.now();
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
  let app: ReturnType<typeof mount> | undefined;
  try {
    prefetch(page.path, props(page.permissions));
    history.replaceState(null, '', page.path);
    document.body.append(container);
    app = mount(container, props(page.permissions));
    await app.ready;
    // What the page shows from those answers (by default: its table's body).
    const shown = () =>
      page.shows === undefined
        ? container.querySelector('.biz-root .biz-table-tbody') !== null
        : (container.querySelector('.biz-root')?.textContent ?? '').includes(page.shows);
    await waitFor(() => shown() || fail(`the page did not show ${page.shows ?? 'its table'}`), { timeout: 20_000 });
    await new Promise((r) => setTimeout(r, 100));
    for (const url of page.urls) {
      const c = calls(url);
      if (c.length !== 1) throw new Error(`${url} called ${c.length} times`);
      if (c[0].tableShown) throw new Error(`${url} left after the page showed its table: the mount's, not the click's`);
    }
  } finally {
    // A failed check leaves no page drawing on into the next test.
    app?.unmount();
    container.remove();
    clock.mockRestore();
  }
}

const fail = (why: string): never => {
  throw new Error(why);
};
