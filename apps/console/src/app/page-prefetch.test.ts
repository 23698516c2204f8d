import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginLoading, endLoading } from '@console/web-kit';
import { trackCode } from '../shared/code-loading.ts';
import { PREFETCH_AT_ONCE, prefetchMenu, prefetchPage, whenSettled } from './page-prefetch.ts';

// Each page's chunk is a promise the test settles by hand: what is in flight at any moment is known.
const loads = vi.hoisted(() => new Map<string, () => void>());
vi.mock('./page-registry.tsx', () => {
  const load = (path: string) =>
    new Promise<void>((resolve) =>
      loads.set(path, () => {
        loads.delete(path);
        resolve();
      }),
    );
  return { findPage: (path: string) => (path.startsWith('/p') ? { path, load: () => load(path) } : undefined), isSubappPath: () => false };
});
vi.mock('../micro/subapp-host-lazy.ts', () => ({ loadSubappHost: () => Promise.resolve() }));
vi.mock('../micro/subapp-loader.ts', () => ({ loadSubapp: () => Promise.resolve({}) }));
vi.mock('@rc-component/select/es/OptionList', () => ({}));
const messages = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@console/web-kit', async (original) => ({
  ...(await original<typeof import('@console/web-kit')>()),
  loadMessages: () => {
    messages.loads++;
    return Promise.resolve({});
  },
}));

const paths = Array.from({ length: 8 }, (_, i) => `/p${i}`);
/** Long enough for whenSettled's quiet period and its idle callback. */
const settle = () => vi.advanceTimersByTimeAsync(5_000);
const finish = async (path: string) => {
  loads.get(path)?.();
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers();
  loads.clear();
});
afterEach(() => vi.useRealTimers());

describe('prefetchMenu', () => {
  it("fetches the menu's pages a few at a time, in menu order, each as one before it arrives, then antd's message", async () => {
    messages.loads = 0;
    const stop = prefetchMenu(paths);
    await settle();
    expect([...loads.keys()]).toEqual(paths.slice(0, PREFETCH_AT_ONCE));
    await finish('/p0');
    expect([...loads.keys()]).toEqual(['/p1', '/p2']);
    for (const p of paths.slice(0, -1)) await finish(p);
    // antd's message comes last, after every page's code.
    expect(messages.loads).toBe(0);
    await finish(paths.at(-1) as string);
    expect(loads.size).toBe(0);
    expect(messages.loads).toBeGreaterThan(0);
    stop();
  });

  // A click while the menu's pages are on their way, and a click before the first of them was to start.
  it.each([
    {
      when: 'after the menu started',
      before: settle,
      meanwhile: async () => {
        await finish('/p0');
        await finish('/p1');
      },
      next: ['/p2', '/p3'],
    },
    {
      when: 'just before the menu was to start',
      before: () => vi.advanceTimersByTimeAsync(500),
      meanwhile: () => vi.advanceTimersByTimeAsync(400),
      next: ['/p0', '/p1'],
    },
  ])(
    'a menu click $when: nothing more starts until the opened page has settled, then the menu goes on',
    async ({ before, meanwhile, next }) => {
      const stop = prefetchMenu(paths);
      await before();
      prefetchPage('/p7');
      await meanwhile();
      // Only the clicked page's own chunk is on its way.
      expect([...loads.keys()]).toEqual(['/p7']);
      await finish('/p7');
      await settle();
      expect([...loads.keys()]).toEqual(next);
      stop();
    },
  );

  it('fetches nothing once the menu is gone', async () => {
    const stop = prefetchMenu(paths);
    await settle();
    stop();
    await finish('/p0');
    await finish('/p1');
    expect(loads.size).toBe(0);
  });
});

describe('whenSettled', () => {
  // A call or a chunk in flight has no timing entry: a slow one left a quiet gap, and the menu's prefetch started
  // before the page showed its rows (seen on a loaded machine as requests counted into the page's first load).
  it('waits while a call (of either app) or page code is on its way, however long nothing has arrived', async () => {
    const fn = vi.fn();
    let arrive = () => {};
    trackCode(
      new Promise<void>((resolve) => {
        arrive = resolve;
      }),
    );
    beginLoading();
    const cancel = whenSettled(fn);
    await settle();
    expect(fn).not.toHaveBeenCalled();
    endLoading();
    await settle();
    expect(fn).not.toHaveBeenCalled();
    arrive();
    await settle();
    expect(fn).toHaveBeenCalledTimes(1);
    cancel();
  });

  // The menu's prefetch, started first, kept the page busy for seconds: the list components' CSS (KeepAlivePages'
  // StyleWarmer) came after the first menu click, which paid for it.
  it('runs everyone waiting at the same moment: code the first one starts does not hold back the next', async () => {
    let arrive = () => {};
    const first = () => {
      trackCode(
        new Promise<void>((resolve) => {
          arrive = resolve;
        }),
      );
    };
    const next = vi.fn();
    const cancelFirst = whenSettled(first);
    const cancelNext = whenSettled(next);
    await settle();
    expect(next).toHaveBeenCalledTimes(1);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    cancelFirst();
    cancelNext();
  });

  // Seen on a loaded machine (the brand page counted at 27 requests): the quiet timer fired late, after the long
  // task that drew the page, and the page's list call started from an effect before the browser went idle.
  it('does not start when a call has begun between its quiet period and the idle callback', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const fn = vi.fn();
    const cancel = whenSettled(fn);
    await settle();
    expect(idle).toHaveLength(1);
    beginLoading();
    idle.shift()?.();
    expect(fn).not.toHaveBeenCalled();
    endLoading();
    await settle();
    idle.shift()?.();
    expect(fn).toHaveBeenCalledTimes(1);
    cancel();
    vi.unstubAllGlobals();
  });
});
