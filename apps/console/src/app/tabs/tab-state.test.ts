import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_KEY,
  initialTabState,
  MAX_ALIVE,
  openTab,
  restoreTabs,
  serializeTabs,
  type TabState,
} from './tab-state.ts';

const page = (key: string, keepAlive = true) => ({ key, title: key.slice(1), keepAlive });
const keys = (s: TabState) => s.tabs.map((t) => t.key);
const withPages = (...paths: string[]) => paths.reduce((s, p) => openTab(s, page(p)), initialTabState());

describe('tab state', () => {
  it('starts with Home only', () => {
    expect(initialTabState()).toEqual({ tabs: [{ key: HOME_KEY, title: '首页', keepAlive: true }], active: HOME_KEY, alive: [HOME_KEY] });
  });

  it('opens a tab once and re-activates it', () => {
    const s = openTab(withPages('/a', '/b'), page('/a'));
    expect(keys(s)).toEqual([HOME_KEY, '/a', '/b']);
    expect(s.active).toBe('/a');
    expect(s.alive[0]).toBe('/a');
  });

  it('returns the same state when re-opening the active tab', () => {
    const s = withPages('/a');
    expect(openTab(s, page('/a'))).toBe(s);
    expect(openTab(s, { ...page('/a'), title: 'renamed' })).not.toBe(s);
  });

  it('never closes Home', () => {
    const s = withPages('/a');
    expect(closeTab(s, HOME_KEY)).toBe(s);
    expect(keys(closeOthers(s, '/a'))).toEqual([HOME_KEY, '/a']);
    expect(keys(closeLeft(s, '/a'))).toEqual([HOME_KEY, '/a']);
    expect(keys(closeRight(s, HOME_KEY))).toEqual([HOME_KEY]);
  });

  it('activates the right neighbour when the active tab closes, else the left one', () => {
    const s = openTab(withPages('/a', '/b', '/c'), page('/b'));
    const closedMiddle = closeTab(s, '/b');
    expect(keys(closedMiddle)).toEqual([HOME_KEY, '/a', '/c']);
    expect(closedMiddle.active).toBe('/c');
    expect(closedMiddle.alive).not.toContain('/b');
    const closedLast = closeTab(withPages('/a', '/b', '/c'), '/c');
    expect(closedLast.active).toBe('/b');
  });

  it('keeps the active tab when closing an inactive one', () => {
    const s = closeTab(withPages('/a', '/b', '/c'), '/a');
    expect(s.active).toBe('/c');
    expect(keys(s)).toEqual([HOME_KEY, '/b', '/c']);
  });

  it('closes tabs to the left, to the right and all others', () => {
    const s = withPages('/a', '/b', '/c', '/d');
    const left = closeLeft(s, '/c');
    expect(keys(left)).toEqual([HOME_KEY, '/c', '/d']);
    expect(left.active).toBe('/d');
    const right = closeRight(s, '/b');
    expect(keys(right)).toEqual([HOME_KEY, '/a', '/b']);
    expect(right.active).toBe('/b');
    expect(right.alive).not.toContain('/c');
    expect(right.alive).not.toContain('/d');
    const others = closeOthers(s, '/b');
    expect(keys(others)).toEqual([HOME_KEY, '/b']);
    expect(others.active).toBe('/b');
    expect(others.alive.sort()).toEqual([HOME_KEY, '/b'].sort());
  });

  it('keeps at most 10 pages alive and evicts the least recently used', () => {
    let s = initialTabState();
    for (let i = 1; i <= 10; i++) s = openTab(s, page(`/p${i}`));
    expect(s.alive).toHaveLength(MAX_ALIVE);
    expect(s.alive).not.toContain(HOME_KEY); // Home was used least recently
    s = openTab(s, page('/p1')); // touching /p1 makes /p2 the oldest
    s = openTab(s, page('/p11'));
    expect(s.alive).toHaveLength(MAX_ALIVE);
    expect(s.alive).toContain('/p1');
    expect(s.alive).not.toContain('/p2');
    expect(s.alive[0]).toBe('/p11');
    expect(s.tabs).toHaveLength(12); // eviction drops state, not the tab
  });

  it('never keeps a no-cache page (the sub-app) alive', () => {
    const s = openTab(withPages('/a'), page('/subapp/x', false));
    expect(s.active).toBe('/subapp/x');
    expect(s.alive).not.toContain('/subapp/x');
    expect(keys(s)).toContain('/subapp/x');
  });

  it('restores what it serialized', () => {
    const s = openTab(withPages('/a', '/b', '/subapp/x'), page('/a'));
    const restored = restoreTabs(serializeTabs(s));
    expect(restored).toEqual(s);
  });

  it('ignores corrupt or foreign storage', () => {
    expect(restoreTabs(null)).toEqual(initialTabState());
    expect(restoreTabs('{not json')).toEqual(initialTabState());
    expect(restoreTabs('"text"')).toEqual(initialTabState());
    expect(restoreTabs(JSON.stringify({ tabs: 'x' }))).toEqual(initialTabState());
  });

  it('drops malformed entries, duplicates and unknown active keys on restore', () => {
    const raw = JSON.stringify({
      tabs: [{ key: '/a', title: 'A' }, { key: '/a', title: 'A again' }, { key: 'no-slash', title: 'x' }, { title: 'no key' }, 5],
      active: '/gone',
      alive: ['/a', '/gone', 7, '/a'],
    });
    const s = restoreTabs(raw);
    expect(keys(s)).toEqual([HOME_KEY, '/a']);
    expect(s.tabs[1]).toEqual({ key: '/a', title: 'A', keepAlive: true });
    expect(s.active).toBe(HOME_KEY);
    expect(s.alive).toEqual(['/a']);
  });
});
