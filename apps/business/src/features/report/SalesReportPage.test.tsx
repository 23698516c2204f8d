import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, prefetch } from '../../entry.ts';
import { ok, props, stubBrowser } from '../../app/subapp-test-kit.ts';

vi.mock('./echarts-lite.ts', () => ({ init: () => ({ setOption() {}, resize() {}, dispose() {}, on() {} }) }));

const totals = { orderCount: 3, quantity: 7, amount: 12_300, refundAmount: 0, netAmount: 12_300 };
let fetchMock: ReturnType<typeof vi.fn>;
/** Whether a table was on screen as each call left. */
let tableShown: boolean[] = [];
const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

beforeEach(() => {
  stubBrowser();
  tableShown = [];
  fetchMock = vi.fn(async (url: string) => {
    tableShown.push(document.querySelector('.biz-table') !== null);
    if (url.includes('/sp/data/report/sales'))
      return ok({ rows: [{ key: '2026-11-26', name: '2026-11-26', ...totals }], total: 1, totals });
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/subapp/report/sales');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('销售报表', { timeout: 90_000 }, () => {
  it('fetches its first answer on the menu click, next to its code, and its mount asks no second time', async () => {
    const permissions = ['spDataReport.query', 'spDataReport.export'];
    // The clock stands still: jsdom takes longer to draw the page than a prefetched answer stays fresh (5 s).
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    prefetch('/subapp/report/sales', props(permissions));
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(container, props(permissions));
    await app.ready;
    const root = () => container.querySelector('.biz-root') as HTMLElement;
    await waitFor(() => expect(root()?.textContent).toContain('2026-11-26'), { timeout: 20_000 });
    await new Promise((r) => setTimeout(r, 100));
    const sales = calls('/sp/data/report/sales');
    expect(sales).toHaveLength(1);
    expect(String(sales[0][0])).toContain('dimension=day');
    // It left before the page showed anything: the click's, not the mounted page's.
    expect(tableShown).toEqual([false]);
    app.unmount();
    container.remove();
  });

  it('without the report key a menu click fetches nothing', async () => {
    prefetch('/subapp/report/sales', props(['orderList.query']));
    await import('./sales-report-queries.ts');
    await new Promise((r) => setTimeout(r, 300));
    expect(calls('/sp/data/report/')).toHaveLength(0);
  });
});
