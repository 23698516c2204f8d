import { lazy, Suspense, startTransition, useEffect, useState } from 'react';

const StyleWarmer = lazy(() => import('./style-warmer.tsx'));

/** Milliseconds since the last response of any kind ended: a page chunk still arriving is not idle time. */
const quietFor = () =>
  performance.now() -
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce((end, e) => Math.max(end, e.responseEnd), 0);

/**
 * Runs `run` once the sub-app fetches nothing (`busy` false), nothing has arrived for a moment (a first page's
 * chunk, then its list) and the browser is idle; returns a cancel.
 */
function whenIdle(busy: () => boolean, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const attempt = () => {
    if (cancelled) return;
    if (busy() || quietFor() < 500) timer = setTimeout(attempt, 200);
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(() => !cancelled && run(), { timeout: 2_000 });
    else run();
  };
  timer = setTimeout(attempt, 300);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/**
 * After the first page (the page on screen first): antd's CSS for the list components, computed while nothing
 * else happens instead of on each page's first click (web-kit StyleWarmer).
 */
export function WarmUp({ busy }: { busy: () => boolean }) {
  const [idle, setIdle] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; `busy` reads live state itself
  useEffect(() => whenIdle(busy, () => startTransition(() => setIdle(true))), []);
  return idle ? (
    <Suspense fallback={null}>
      <StyleWarmer />
    </Suspense>
  ) : null;
}
