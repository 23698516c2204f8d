import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { expectFirstAnswers, ok, props } from '../../app/subapp-test-kit.ts';

vi.mock('./echarts-lite.ts', () => ({ init: () => ({ setOption() {}, resize() {}, dispose() {}, on() {} }) }));

const day = (date: string) => ({ date, opening: 5, inQty: 2, outQty: 1, types: { '1': 2, '2': -1 }, closing: 6 });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stubBrowser();
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/inv/report/stock'))
      return ok([{ warehouseCode: 'WH-SH01', skuCode: 'SKU0001', onHand: 12, locked: 2, available: 10 }], { total: 1 });
    if (url.includes('/inv/report/flow')) return ok({ days: [day('2026-11-25'), day('2026-11-26')] });
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/subapp/report/inventory');
});
afterEach(resetBrowser);

describe('库存报表', { timeout: 180_000 }, () => {
  it('fetches its first answers on the menu click, next to its code, and its mount asks no second time', () =>
    expectFirstAnswers(fetchMock, {
      path: '/subapp/report/inventory',
      permissions: ['invReport.query', 'invReport.export'],
      urls: ['/api/inv/report/stock', '/api/inv/report/flow'],
      shows: 'SKU0001',
    }));

  it("paints the flow's rows before the period's picker and the daily stock below the fold mount (a frame later)", async () => {
    const { mount } = await import('../../entry.ts');
    const { waitFor } = await import('@testing-library/react');
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(container, props(['invReport.query']));
    const text = () => container.textContent ?? '';
    try {
      await waitFor(() => expect(text()).toContain('2026-11-25'), { timeout: 20_000 });
      expect(text()).not.toContain('库存日报');
      expect(container.querySelector('.biz-picker-range')).toBeNull();
      raf.mockRestore();
      for (const f of frames.splice(0)) f(0);
      await waitFor(() => expect(text()).toContain('SKU0001'), { timeout: 20_000 });
      expect(container.querySelector('.biz-picker-range')).not.toBeNull();
    } finally {
      raf.mockRestore();
      app.unmount();
      container.remove();
    }
  });
});
