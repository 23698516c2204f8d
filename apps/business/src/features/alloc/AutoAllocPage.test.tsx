import { fireEvent, waitFor } from '@testing-library/react';
import { button, fakeClient, ok, renderWith, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AutoAllocPage from './AutoAllocPage.tsx';

// jsdom has no canvas: the chart is the e2e's to see.
vi.mock('./QuotaChart.tsx', () => ({ QuotaChart: () => null }));

const plan = { id: 7, planName: '旺季限量', skuCode: 'SKU1', skuName: '矿泉水', dimension: 1, total: 10, status: 2 };
const lines = [{ code: 'R01', name: '西湖门店', sellout: 5, quota: 10 }];

beforeEach(stubBrowser);
afterEach(resetBrowser);

/** Opens the plan select and picks the plan. */
async function pickPlan() {
  fireEvent.mouseDown(document.querySelector('input[aria-label="配额计划"]') as HTMLInputElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('[class*="-select-item-option"]')].find((o) => o.textContent?.includes(plan.planName));
    if (!found) throw new Error('no plan option');
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

describe('auto-allocation page', { timeout: 60_000 }, () => {
  it.each([
    [['autoAlloc.query', 'autoAlloc.preview'], false],
    [['autoAlloc.query', 'autoAlloc.preview', 'autoAlloc.export'], true],
  ])('with %j, 导出 of the preview on screen is offered: %s', async (keys, offered) => {
    const client = fakeClient({ '/alloc/plan/queryList': () => ok([plan], { total: 1 }), '/sellout/autoAlloc/preview': () => ok(lines) });
    await renderWith(<AutoAllocPage />, client, keys);
    await pickPlan();
    await waitFor(() => fireEvent.click(button('预览')));
    await waitFor(() => expect(document.body.textContent).toContain('西湖门店'));
    const has = [...document.querySelectorAll('button')].some((b) => (b.textContent ?? '').replace(/\s/g, '') === '导出');
    expect(has).toBe(offered);
    if (!offered) return;
    fireEvent.click(button('导出'));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('/export/create', { resource: 'autoAlloc', query: { planId: 7, days: 30 } }, undefined),
    );
  });
});
