// First: React must find the census' hook when it starts.
import { renderCensus } from '@console/web-kit/render-census';
import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabStore } from '../tabs/tab-store.ts';
import { AppLayout } from './AppLayout.tsx';

// Two plain pages stand in for the registry's lazy ones; the stored menus are the shell's (no server here).
vi.mock('../page-registry.tsx', () => {
  const pages = new Map(
    ['/homepage', '/p1', '/p2'].map((path) => [path, { path, title: `page ${path.slice(1)}`, Component: () => <p>{path}</p> }]),
  );
  return { findPage: (path: string) => pages.get(path), isSubappPath: (path: string) => path.includes('subapp') };
});
vi.mock('../../shared/refresh-menus.ts', () => ({ refreshMenus: async () => null }));

function renderShell(at: string) {
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '*', element: null }] }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}

const tabTitles = () => [...document.querySelectorAll('.shell-tab-label')].map((t) => t.textContent);

beforeEach(() => {
  stubBrowser();
  // This environment has no localStorage (the layout keeps the sider's folding there).
  vi.stubGlobal('localStorage', sessionStorage);
});
afterEach(() => {
  resetBrowser();
  act(() => tabStore.reset());
});

describe('AppLayout', () => {
  it("opens a page's tab in the commit that shows the page: the tab bar and the kept pages drawn once per click", async () => {
    const router = renderShell('/p1');
    expect(tabTitles()).toEqual(['首页', 'page p1']);
    renderCensus.start();
    await act(() => router.navigate('/p2'));
    // antd's Tabs measure their strip in commits of their own; the shell's part is drawn once.
    for (const name of ['AppLayout', 'TabsBar', 'KeepAlivePages']) expect(renderCensus.count(name), name).toBe(1);
    expect(tabTitles()).toEqual(['首页', 'page p1', 'page p2']);
    expect(screen.getByText('/p2').closest('[data-page]')?.getAttribute('style') ?? '').not.toContain('none');
    // Kept for the bar's actions (closes start from the store) and for a reload.
    expect(tabStore.get().tabs.map((t) => t.key)).toEqual(['/homepage', '/p1', '/p2']);
  });

  it('closes a tab from the store and shows the tabs left, the page kept open by address', async () => {
    const router = renderShell('/p1');
    await act(() => router.navigate('/p2'));
    act(() => void tabStore.close('/p1'));
    expect(tabTitles()).toEqual(['首页', 'page p2']);
    await act(() => router.navigate('/p1'));
    expect(tabTitles()).toEqual(['首页', 'page p2', 'page p1']);
  });

  it("does not open the page's tab again when a close takes it (关闭其他 on another tab, before the bar follows)", async () => {
    const router = renderShell('/p1');
    await act(() => router.navigate('/p2'));
    act(() => void tabStore.closeOthers('/p1'));
    expect(tabTitles()).toEqual(['首页', 'page p1']);
    await act(() => router.navigate('/p1'));
    expect(tabTitles()).toEqual(['首页', 'page p1']);
    expect(tabStore.get().tabs.map((t) => t.key)).toEqual(['/homepage', '/p1']);
  });
});
