/**
 * Tab bar and kept-alive page list as pure data, so every rule (Home fixed, neighbour activation, LRU of 10,
 * restore) is testable without a browser. `key` is the page path.
 */
export const HOME_KEY = '/homepage';
export const HOME_TITLE = '首页';
export const MAX_ALIVE = 10;

export type Tab = { key: string; title: string; keepAlive: boolean };

export type TabState = {
  tabs: Tab[];
  active: string;
  /** Pages kept mounted, most recently used first; never longer than MAX_ALIVE. */
  alive: string[];
};

const HOME_TAB: Tab = { key: HOME_KEY, title: HOME_TITLE, keepAlive: true };

export function initialTabState(): TabState {
  return { tabs: [HOME_TAB], active: HOME_KEY, alive: [HOME_KEY] };
}

/** Mark a page as just used; the least recently used page beyond MAX_ALIVE is dropped. */
export function touch(state: TabState, key: string): TabState {
  const alive = [key, ...state.alive.filter((k) => k !== key)].slice(0, MAX_ALIVE);
  return { ...state, alive };
}

/** Open (or re-activate) a tab. A page that is not kept alive never enters the alive list. */
export function openTab(state: TabState, tab: Tab): TabState {
  const index = state.tabs.findIndex((t) => t.key === tab.key);
  const same = state.tabs[index];
  // Re-opening the active, most recent tab changes nothing: keep the object so subscribers skip a render.
  if (
    same &&
    same.title === tab.title &&
    same.keepAlive === tab.keepAlive &&
    state.active === tab.key &&
    (tab.keepAlive ? state.alive[0] === tab.key : !state.alive.includes(tab.key))
  ) {
    return state;
  }
  const tabs =
    index < 0
      ? [...state.tabs, tab]
      : state.tabs.map((t, i) => (i === index && (t.title !== tab.title || t.keepAlive !== tab.keepAlive) ? tab : t));
  const next = { ...state, tabs, active: tab.key };
  return tab.keepAlive ? touch(next, tab.key) : { ...next, alive: next.alive.filter((k) => k !== tab.key) };
}

function keepOnly(state: TabState, keep: (tab: Tab, index: number) => boolean, fallbackActive: string): TabState {
  const tabs = state.tabs.filter((t, i) => t.key === HOME_KEY || keep(t, i));
  const keys = new Set(tabs.map((t) => t.key));
  const active = keys.has(state.active) ? state.active : fallbackActive;
  return { tabs, active, alive: state.alive.filter((k) => keys.has(k)) };
}

/** Close one tab; if it was active, its right neighbour (else left) becomes active. Home never closes. */
export function closeTab(state: TabState, key: string): TabState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (key === HOME_KEY || index < 0) return state;
  const neighbour = state.tabs[index + 1] ?? state.tabs[index - 1];
  return keepOnly(state, (t) => t.key !== key, neighbour.key);
}

export function closeLeft(state: TabState, key: string): TabState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return state;
  return keepOnly(state, (_t, i) => i >= index, key);
}

export function closeRight(state: TabState, key: string): TabState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return state;
  return keepOnly(state, (_t, i) => i <= index, key);
}

export function closeOthers(state: TabState, key: string): TabState {
  if (!state.tabs.some((t) => t.key === key)) return state;
  const next = keepOnly(state, (t) => t.key === key, key);
  return { ...next, active: key };
}

export function serializeTabs(state: TabState): string {
  return JSON.stringify({ v: 1, tabs: state.tabs, active: state.active, alive: state.alive });
}

const isTab = (value: unknown): value is Tab =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Tab).key === 'string' &&
  (value as Tab).key.startsWith('/') &&
  typeof (value as Tab).title === 'string';

/** Rebuild state from storage; anything missing or malformed yields the initial state or is dropped. */
export function restoreTabs(raw: string | null | undefined): TabState {
  if (!raw) return initialTabState();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return initialTabState();
  }
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray((parsed as TabState).tabs)) {
    return initialTabState();
  }
  const saved = parsed as Partial<TabState>;
  const seen = new Set<string>([HOME_KEY]);
  const tabs: Tab[] = [HOME_TAB];
  for (const t of saved.tabs ?? []) {
    if (!isTab(t) || seen.has(t.key)) continue;
    seen.add(t.key);
    tabs.push({ key: t.key, title: t.title, keepAlive: t.keepAlive !== false });
  }
  const aliveAllowed = new Set(tabs.filter((t) => t.keepAlive).map((t) => t.key));
  const alive = Array.isArray(saved.alive)
    ? [...new Set(saved.alive.filter((k): k is string => typeof k === 'string' && aliveAllowed.has(k)))].slice(0, MAX_ALIVE)
    : [HOME_KEY];
  const active = typeof saved.active === 'string' && seen.has(saved.active) ? saved.active : HOME_KEY;
  return { tabs, active, alive };
}
