import { useEffect, useState } from 'react';

/**
 * False until the browser has painted once after `ready` turned true, then true for good: what a page shows
 * behind it (a chart, a card below the fold) stays out of the commit that brings the first rows, whose paint it
 * would otherwise hold back (issue 31). A frame's callback runs before the paint, a task it queues runs after it.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
