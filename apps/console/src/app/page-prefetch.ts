import { isLoading, loadMessages } from '@console/web-kit';
import { prefetchFirstList } from '@console/web-kit/resource';
import { loadSubappHost } from '../micro/subapp-host-lazy.ts';
import { loadSubapp } from '../micro/subapp-loader.ts';
import { subappProps } from '../micro/subapp-props.ts';
import { api } from '../shared/api.ts';
import { codeLoading } from '../shared/code-loading.ts';
import { queryClient } from '../shared/query-client.ts';
import { findPage, isSubappPath } from './page-registry.tsx';

// A prefetch that fails changes nothing: the page shows its own loading error when it is opened.
const ignore = () => {};

/** A menu page's code: a shell page's chunk, or the sub-app's page through its entry. */
function loadCode(path: string): Promise<unknown> {
  const page = findPage(path);
  if (page) return page.load();
  if (!isSubappPath(path)) return Promise.resolve();
  return Promise.all([loadSubappHost(), loadSubapp().then((m) => m.prefetch?.(path))]);
}

/** Fetches a menu page's code now (a pointer on its menu item). */
export function prefetchCode(path: string): void {
  loadCode(path).catch(ignore);
}

/** Menu clicks so far, and when the last one was: the idle prefetch gives way to each (prefetchMenu). */
let clicks = 0;
let clickedAt = Number.NEGATIVE_INFINITY;

/**
 * A menu click: the page's first list call starts now, in parallel with its code, under the key its table
 * reads — instead of after the chunk has arrived and the page has rendered.
 */
export function prefetchPage(path: string): void {
  clicks++;
  clickedAt = performance.now();
  const page = findPage(path);
  if (page) {
    page.load().catch(ignore);
    page.list?.().then((list) => prefetchFirstList(queryClient, api, list), ignore);
  } else if (isSubappPath(path)) {
    loadSubappHost().catch(ignore);
    loadSubapp().then((m) => m.prefetch?.(path, subappProps()), ignore);
  }
}

/** The page on screen counts as loaded once nothing has been fetched for this long (data or code). */
const QUIET_MS = 600;

/**
 * Milliseconds since the last response of any kind ended (code, data, images), or since the last menu click:
 * a request in flight has no entry yet, and a click's own are all in flight at first.
 */
function quietFor(): number {
  const last = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce(
    (end, e) => Math.max(end, e.responseEnd),
    clickedAt,
  );
  return performance.now() - last;
}

const idle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 50));
const busy = () => isLoading() || codeLoading() || queryClient.isFetching() > 0;

/** Who waits for the page on screen to settle, and the number of the one watch that runs for all of them. */
const waiting = new Set<() => void>();
let watch = 0;
let watches = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function check(id: number) {
  if (id !== watch) return;
  if (busy() || quietFor() < QUIET_MS) {
    timer = setTimeout(() => check(id), 250);
    return;
  }
  // Asked again when the browser is idle: on a busy machine the quiet timer fired late, right after the long
  // task that drew the page, and the page's first list call started after it (from an effect), before idle.
  idle(() => {
    if (id !== watch) return;
    if (busy()) {
      timer = setTimeout(() => check(id), 250);
      return;
    }
    watch = 0;
    const due = [...waiting];
    waiting.clear();
    for (const fn of due) fn();
  });
}

/**
 * Runs `fn` once the page on screen has what it was waiting for (no call or page code on its way in either app,
 * no query running, no response for a moment)
 * and the browser is idle, so that whatever `fn` loads never competes with it. Returns a cancel function.
 * Everyone waiting runs at the same moment: each watching on its own, the menu's prefetch could start first,
 * and its ~80 chunks kept the page busy for seconds for the others (the list components' CSS, KeepAlivePages,
 * came after the first menu click, which paid for it).
 */
export function whenSettled(fn: () => void): () => void {
  // Its own entry: the same function waited for twice runs twice, and one cancel leaves the other waiting.
  const entry = () => fn();
  waiting.add(entry);
  if (!watch) {
    const id = ++watches;
    watch = id;
    timer = setTimeout(() => check(id), QUIET_MS);
  }
  return () => {
    waiting.delete(entry);
    if (waiting.size === 0 && watch) {
      clearTimeout(timer);
      watch = 0;
    }
  };
}

/**
 * A select's option list is fetched when a select first opens (antdParts(), issue 31: not on every first
 * paint); fetched ahead once the page is settled, so that the first opening shows its options at once.
 */
const warmOptionList = () => import('@rc-component/select/es/OptionList').catch(ignore);

/**
 * Background fetches at once. All of the menu's pages at once (about 80 chunks with the sub-app's) filled the
 * browser's six connections to the server for as long as they took: a click in that time (the first one, in
 * the bench's /userManagement) waited behind them for its own chunk and list call, then shared the main thread
 * with their compiling.
 */
export const PREFETCH_AT_ONCE = 2;

/**
 * When the menu renders: every page's code in menu order, once the page on screen is settled (`whenSettled`),
 * `PREFETCH_AT_ONCE` at a time. A menu click stops it until the page it opens is settled in turn.
 */
export const prefetchMenu = (paths: string[]): (() => void) => {
  const queue = [...paths];
  let stopped = false;
  let cancelWait = whenSettled(start);
  function start() {
    void warmOptionList();
    const since = clicks;
    let running = 0;
    const next = () => {
      if (stopped) return;
      if (clicks !== since) {
        // The page the click opens first; the rest once it has settled (a second start when running drains).
        if (running === 0) cancelWait = whenSettled(start);
        return;
      }
      while (running < PREFETCH_AT_ONCE && queue.length) {
        running++;
        loadCode(queue.shift() as string)
          .catch(ignore)
          .finally(() => {
            running--;
            next();
          });
      }
      // antd's message loads with the first message (feedback.tsx); ahead after the pages' code, so that a later
      // first message shows at once and does not miss its code with the network gone.
      if (running === 0 && queue.length === 0) loadMessages().catch(ignore);
    };
    next();
  }
  return () => {
    stopped = true;
    cancelWait();
  };
};
