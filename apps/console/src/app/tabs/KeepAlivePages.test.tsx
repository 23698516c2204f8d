import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentProps, useState } from 'react';
import { createMemoryRouter, RouterProvider, useInRouterContext, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KeepAlivePages } from './KeepAlivePages.tsx';
import { tabStore, useTabState } from './tab-store.ts';

// Pages with their own state stand in for the registry's lazy pages; each counts its renders and reads the address
// as every useNavigate of the declarative router does.
const renders = vi.hoisted(() => new Map<string, number>());
/** The pages' content (below the component that reads the address). */
const contentRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../page-registry.tsx', () => {
  function Counter({ name }: { name: string }) {
    contentRenders.set(name, (contentRenders.get(name) ?? 0) + 1);
    const [n, setN] = useState(0);
    return (
      <button type="button" onClick={() => setN(n + 1)}>
        {name}:{n}
      </button>
    );
  }
  const pages = new Map(
    Array.from({ length: 12 }, (_, i) => {
      const path = `/p${i}`;
      const Component = () => {
        useInRouterContext();
        renders.set(path, (renders.get(path) ?? 0) + 1);
        return <Counter name={path} />;
      };
      return [path, { path, title: path, Component }];
    }),
  );
  return { findPage: (path: string) => pages.get(path) };
});

/** The pages as the shell draws them, beside the tabs' list of kept pages. */
function Kept(props: Omit<ComponentProps<typeof KeepAlivePages>, 'alive'>) {
  return <KeepAlivePages {...props} alive={useTabState().alive} />;
}

const open = (key: string) => act(() => tabStore.open({ key, title: key, keepAlive: true }));
const counter = (key: string) => screen.getByText(new RegExp(`^${key}:`));

// Once a page has settled, the list components' CSS is written by drawing them unseen (the last case): antd's
// breakpoints and resize observer then run in whichever case that moment falls, so every case has both.
beforeAll(() => {
  window.matchMedia ??= ((q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} })) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
});

afterEach(() => {
  cleanup();
  act(() => tabStore.reset());
});

describe('KeepAlivePages', () => {
  it('keeps a hidden page mounted with its state and shows only the active one', () => {
    open('/p1');
    const { rerender } = render(<Kept activeKey="/p1" />);
    fireEvent.click(counter('/p1'));
    fireEvent.click(counter('/p1'));
    expect(counter('/p1').textContent).toBe('/p1:2');

    open('/p2');
    rerender(<Kept activeKey="/p2" />);
    expect(counter('/p1').closest('[data-page]')).toHaveProperty('style.display', 'none');
    expect(counter('/p2').closest('[data-page]')?.getAttribute('style') ?? '').not.toContain('none');

    open('/p1');
    rerender(<Kept activeKey="/p1" />);
    expect(counter('/p1').textContent).toBe('/p1:2');
  });

  it('draws no kept page again when the shell draws itself again (a menu click, a tab opened): only a page shown anew', () => {
    open('/p1');
    open('/p2');
    const { rerender } = render(<Kept activeKey="/p2" />);
    const before = { p1: renders.get('/p1'), p2: renders.get('/p2') };
    open('/p3');
    rerender(<Kept activeKey="/p3" />);
    rerender(<Kept activeKey="/p3" />);
    expect(renders.get('/p1')).toBe(before.p1);
    expect(renders.get('/p2')).toBe(before.p2);
    expect(counter('/p3').textContent).toBe('/p3:0');
  });

  it("draws no hidden page's content again for an address it does not show (its pages read the address)", async () => {
    open('/p1');
    open('/p2');
    open('/p3');
    function Shell() {
      const location = useLocation();
      return <Kept activeKey={location.pathname} location={location} navigationType={useNavigationType()} />;
    }
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/p1'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/p2'));
    await act(() => router.navigate('/p3'));
    const before = contentRenders.get('/p1');
    await act(() => router.navigate('/p2'));
    await act(() => router.navigate('/p3?page=2'));
    // React still calls a reader of the address (its context changed above the page), which finds its own unchanged.
    expect(contentRenders.get('/p1')).toBe(before);
    expect(counter('/p3').closest('[data-page]')?.getAttribute('style') ?? '').not.toContain('none');
  });

  it('refresh remounts the page (state reset)', () => {
    open('/p1');
    render(<Kept activeKey="/p1" />);
    fireEvent.click(counter('/p1'));
    expect(counter('/p1').textContent).toBe('/p1:1');
    act(() => tabStore.refresh('/p1'));
    expect(counter('/p1').textContent).toBe('/p1:0');
  });

  it('drops the least recently used page beyond 10', () => {
    open('/p0');
    const { rerender } = render(<Kept activeKey="/p0" />);
    fireEvent.click(counter('/p0'));
    for (let i = 1; i <= 10; i++) {
      open(`/p${i}`);
      rerender(<Kept activeKey={`/p${i}`} />);
    }
    expect(screen.queryByText(/^\/p0:/)).toBeNull(); // evicted: /homepage, then /p0 were the oldest
    open('/p0');
    rerender(<Kept activeKey="/p0" />);
    expect(counter('/p0').textContent).toBe('/p0:0');
  });

  it('mounts a page kept from before a reload once the page on screen has settled, not with it', async () => {
    vi.useFakeTimers();
    try {
      open('/p1');
      open('/p2');
      render(<Kept activeKey="/p2" />);
      expect(counter('/p2')).toBeTruthy();
      expect(screen.queryByText(/^\/p1:/)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(counter('/p1').closest('[data-page]')).toHaveProperty('style.display', 'none');
    } finally {
      vi.useRealTimers();
    }
  });

  it('once the page on screen has settled, writes the CSS of the list components while showing none of them', async () => {
    open('/p1');
    render(<Kept activeKey="/p1" />);
    const css = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    await waitFor(
      () => {
        for (const cls of ['.ant-table', '.ant-select', '.ant-picker', '.ant-pagination']) expect(css()).toContain(cls);
      },
      { timeout: 30_000 },
    );
    expect(document.body.querySelector('.ant-table, .ant-select, .ant-picker')).toBeNull();
    expect(counter('/p1').textContent).toBe('/p1:0');
  }, 60_000);
});
