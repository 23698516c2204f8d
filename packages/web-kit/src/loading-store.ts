import { useSyncExternalStore } from 'react';

/** How long the indicator stays after the last call ends, so back-to-back calls do not flicker it. */
export const LOADING_HIDE_DELAY_MS = 200;

let inFlight = 0;
let visible = false;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setVisible(next: boolean) {
  if (visible === next) return;
  visible = next;
  for (const l of listeners) l();
}

export function beginLoading(): void {
  inFlight += 1;
  clearTimeout(hideTimer);
  setVisible(true);
}

export function endLoading(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0) return;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => setVisible(false), LOADING_HIDE_DELAY_MS);
}

export function isLoading(): boolean {
  return visible;
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoading(): boolean {
  return useSyncExternalStore(subscribeLoading, isLoading, () => false);
}
