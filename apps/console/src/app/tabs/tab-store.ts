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
/** Bumped by every change the shell must draw; not by `record`, whose state the shell already shows. */
let revision = 0;
/** Bumped by 刷新 so the page remounts; not persisted (a reload remounts everything anyway). */
let versions: Record<string, number> = {};
const listeners = new Set<() => void>();

function set(next: T.TabState) {
  if (next === state) return;
  state = next;
  revision++;
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
  /**
   * Keeps the tabs the shell has just shown (the page's tab, opened in the render that shows the page) without
   * drawing anything again: told to its subscribers, the shell would draw the tab bar and the kept pages a
   * second time for the same tabs.
   */
  record: (shown: T.TabState) => {
    state = shown;
  },
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

/** The tabs as last recorded or changed; a render that opens a tab derives it from these (see `record`). */
export function useTabState(): T.TabState {
  useSyncExternalStore(subscribe, () => revision);
  return state;
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
