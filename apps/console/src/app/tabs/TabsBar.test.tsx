// First: React must find the census' hook when it starts.
import { renderCensus } from '@console/web-kit/render-census';
import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tabStore, useTabState } from './tab-store.ts';
import { TabsBar } from './TabsBar.tsx';

const open = (key: string) => tabStore.open({ key, title: key.slice(1), keepAlive: true });

/** The bar as the shell draws it, from the tabs in the store. */
function Bar() {
  return <TabsBar tabs={useTabState().tabs} />;
}

function renderBar(at: string) {
  const router = createMemoryRouter([{ path: '*', element: <Bar /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  stubBrowser();
  open('/a');
  open('/b');
});
afterEach(() => {
  resetBrowser();
  act(() => tabStore.reset());
});

describe('TabsBar', () => {
  it('draws only the two tabs whose mark moves when the address moves to another tab, and no menu', async () => {
    const router = renderBar('/a');
    renderCensus.start();
    await act(() => router.navigate('/b'));
    expect(renderCensus.count('TabsBar')).toBeGreaterThan(0);
    expect(renderCensus.count('TabItem')).toBe(2);
    expect(renderCensus.count('PopupMenu')).toBe(0);
  });

  it('shows the tabs as a tab list, the current one selected; Home has no close button', () => {
    renderBar('/a');
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['首页', 'false'],
      ['a', 'true'],
      ['b', 'false'],
    ]);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '关闭' })).toHaveLength(2);
  });

  it('opens a tab on click and closes one with its button, following the neighbour', async () => {
    const router = renderBar('/a');
    fireEvent.click(screen.getByRole('tab', { name: 'b' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    fireEvent.click(screen.getAllByRole('button', { name: '关闭' })[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(tabStore.get().tabs.map((t) => t.key)).toEqual(['/homepage', '/a']);
  });

  it('walks the tabs with the arrows, opens one with Enter and closes one with Delete', async () => {
    const router = renderBar('/a');
    screen.getByRole('tab', { name: 'a' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'b' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '首页' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'a' }), { key: 'Delete' });
    expect(tabStore.get().tabs.map((t) => t.key)).toEqual(['/homepage', '/b']);
  });

  it('disables what the right-click menu cannot do, and Escape closes it', async () => {
    renderBar('/a');
    fireEvent.contextMenu(screen.getByText('a'));
    const item = (name: string) => screen.getByRole('menuitem', { name: new RegExp(name) }) as HTMLButtonElement;
    expect([item('刷新'), item('关闭左侧'), item('关闭右侧'), item('关闭其他')].map((b) => b.disabled)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(document.activeElement).toBe(item('刷新'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('关闭右侧'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes the other tabs from the right-click menu and follows the one kept', async () => {
    const router = renderBar('/b');
    fireEvent.contextMenu(screen.getByText('a'));
    fireEvent.click(await screen.findByText('关闭其他'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(tabStore.get().tabs.map((t) => t.key)).toEqual(['/homepage', '/a']);
  });
});
