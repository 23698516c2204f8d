import { useState } from 'react';

/**
 * True from the first render in which `open` is: a dialog or drawer mounts when it first opens, and stays
 * mounted for its closing animation. Mounted closed on a list's first paint, each wrote antd's CSS for its kind
 * (drawer, modal, popover) and mounted its portal before the rows showed (issue 31).
 */
export function useShownOnce(open: boolean): boolean {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  return shown || open;
}
