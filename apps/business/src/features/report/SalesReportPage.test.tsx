import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { expectFirstAnswers, ok } from '../../app/subapp-test-kit.ts';

vi.mock('./echarts-lite.ts', () => ({ init: () => ({ setOption() {}, resize() {}, dispose() {}, on() {} }) }));

const totals = { orderCount: 3, quantity: 7, amount: 12_300, refundAmount: 0, netAmount: 12_300 };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stubBrowser();
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/sp/data/report/sales'))
      return ok({ rows: [{ key: '2026-11-26', name: '2026-11-26', ...totals }], total: 1, totals });
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/subapp/report/sales');
});
afterEach(resetBrowser);

describe('销售报表', { timeout: 180_000 }, () => {
  it('fetches its first answers on the menu click, next to its code, and its mount asks no second time', () =>
    expectFirstAnswers(fetchMock, {
      path: '/subapp/report/sales',
      permissions: ['spDataReport.query', 'spDataReport.export'],
      urls: ['/api/sp/data/report/sales'],
      shows: '2026-11-26',
    }));
});
