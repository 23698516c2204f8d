import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, prefetch } from '../../entry.ts';
import { ok, props, stubBrowser } from '../../app/subapp-test-kit.ts';

vi.mock('./echarts-lite.ts', () => ({ init: () => ({ setOption() {}, resize() {}, dispose() {}, on() {} }) }));

const day = (date: string) => ({ date, opening: 5, inQty: 2, outQty: 1, types: { '1': 2, '2': -1 }, closing: 6 });
let fetchMock: ReturnType<typeof vi.fn>;
/** Whether a table was on screen as each call left. */
let tableShown: boolean[] = [];
const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

beforeEach(() => {
  stubBrowser();
  tableShown = [];
  fetchMock = vi.fn(async (url: string) => {
    tableShown.push(document.querySelector('.biz-table') !== null);
    if (url.includes('/inv/report/stock'))
      return ok([{ warehouseCode: 'WH-SH01', skuCode: 'SKU0001', onHand: 12, locked: 2, available: 10 }], { total: 1 });
    if (url.includes('/inv/report/flow')) return ok({ days: [day('2026-11-25'), day('2026-11-26')] });
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/subapp/report/inventory');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('库存报表', { timeout: 90_000 }, () => {
  it('fetches its first answers on the menu click, next to its code, and its mount asks no second time', async () => {
    const permissions = ['invReport.query', 'invReport.export'];
    // The clock stands still: jsdom takes longer to draw the page than a prefetched answer stays fresh (5 s).
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    prefetch('/subapp/report/inventory', props(permissions));
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(container, props(permissions));
    await app.ready;
    const root = () => container.querySelector('.biz-root') as HTMLElement;
    await waitFor(() => expect(root()?.textContent).toContain('SKU0001'), { timeout: 20_000 });
    await waitFor(() => expect(root().textContent).toContain('2026-11-26'));
    await new Promise((r) => setTimeout(r, 100));
    expect(calls('/inv/report/stock')).toHaveLength(1);
    expect(calls('/inv/report/flow')).toHaveLength(1);
    // Both left before the page showed anything: the click's, not the mounted page's.
    expect(tableShown).toEqual([false, false]);
    app.unmount();
    container.remove();
  });

  it('without the report key a menu click fetches nothing', async () => {
    prefetch('/subapp/report/inventory', props(['orderList.query']));
    // The page's code loads all the same: once it is there, the prefetch has decided.
    await import('./inv-report-queries.ts');
    await new Promise((r) => setTimeout(r, 300));
    expect(calls('/inv/report/')).toHaveLength(0);
  });
});
