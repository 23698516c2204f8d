import { fireEvent, waitFor } from '@testing-library/react';
import { button, fakeClient, ok, renderWith, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SemiannualReturnPage from './SemiannualReturnPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = { id: 1, returnNo: 'SR20260101000001', retCode: 'R001', retName: '杭州便利店', period: '2026H2', status: 10, amount: 2500 };
const replies = {
  '/semiannualReturnOrder/queryList': () => ok([row], { total: 1 }),
  '/semiannualReturnOrder/setting': () => ok({ returnRate: 5 }),
};

describe('half-year returns page', { timeout: 60_000 }, () => {
  it('导出 starts an export of the list with the export key', async () => {
    const client = fakeClient(replies);
    await renderWith(<SemiannualReturnPage />, client, ['semiannualReturn.query', 'semiannualReturn.export']);
    await waitFor(() => expect(document.body.textContent).toContain('SR20260101000001'));
    fireEvent.click(button('导出'));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('/export/create', { resource: 'semiannualReturn', query: {} }, undefined));
  });

  it('shows no 导出 without the export key', async () => {
    const client = fakeClient(replies);
    await renderWith(<SemiannualReturnPage />, client, ['semiannualReturn.query']);
    await waitFor(() => expect(document.body.textContent).toContain('SR20260101000001'));
    expect([...document.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''))).not.toContain('导出');
  });
});
