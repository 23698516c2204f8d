import { useSyncExternalStore } from 'react';
import * as T from './tab-state.ts';

// Survives a reload within the browser tab; cleared with the rest of session storage at logout.
export const TAB_STORAGE_KEY = 'console.tabs';

function readStored(): string | null {
  try {
    return sessionStorage.getItem(TAB_STORAGE_KEY);
  } catch {
    return null;
  }
}

let state: T.TabState = T.restoreTabs(readStored());
/** Bumped by 刷新 so the page remounts; not persisted (a reload remounts everything anyway). */
let versions: Record<string, number> = {};
const listeners = new Set<() => void>();

function set(next: T.TabState) {
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

function apply(next: T.TabState): T.TabState {
  set(next);
  return state;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const tabStore = {
  get: () => state,
  open: (tab: T.Tab) => set(T.openTab(state, tab)),
  /** Each close returns the resulting state so the caller can navigate to the new active tab. */
  close: (key: string) => apply(T.closeTab(state, key)),
  closeLeft: (key: string) => apply(T.closeLeft(state, key)),
  closeRight: (key: string) => apply(T.closeRight(state, key)),
  closeOthers: (key: string) => apply(T.closeOthers(state, key)),
  refresh: (key: string) => {
    versions = { ...versions, [key]: (versions[key] ?? 0) + 1 };
    for (const l of listeners) l();
  },
  reset: () => {
    versions = {};
    set(T.initialTabState());
  },
  save: () => {
    try {
      sessionStorage.setItem(TAB_STORAGE_KEY, T.serializeTabs(state));
    } catch {
      // storage full or blocked: tabs simply start fresh next time
    }
  },
};

export function useTabState(): T.TabState {
  return useSyncExternalStore(subscribe, tabStore.get);
}

export function useTabVersions(): Record<string, number> {
  return useSyncExternalStore(subscribe, () => versions);
}

/** Write tabs on unload (pagehide also covers mobile and bfcache, where beforeunload may not fire). */
export function installTabPersistence(): () => void {
  const save = () => tabStore.save();
  window.addEventListener('beforeunload', save);
  window.addEventListener('pagehide', save);
  return () => {
    window.removeEventListener('beforeunload', save);
    window.removeEventListener('pagehide', save);
  };
}
