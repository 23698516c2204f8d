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
  it("draws no tab's label and menu again when the address moves to another tab", async () => {
    const router = renderBar('/a');
    renderCensus.start();
    await act(() => router.navigate('/b'));
    expect(renderCensus.count('TabsBar')).toBeGreaterThan(0);
    expect(renderCensus.count('Dropdown')).toBe(0);
  });

  it('closes the other tabs from the right-click menu and follows the one kept', async () => {
    const router = renderBar('/b');
    fireEvent.contextMenu(screen.getByText('a'));
    fireEvent.click(await screen.findByText('关闭其他'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(tabStore.get().tabs.map((t) => t.key)).toEqual(['/homepage', '/a']);
  });
});
