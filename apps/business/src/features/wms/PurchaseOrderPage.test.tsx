import { fireEvent, waitFor } from '@testing-library/react';
import { button, fakeClient, ok, renderWith, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PurchaseOrderPage from './PurchaseOrderPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = { id: 1, poNo: 'PO20260101000001', warehouseName: '杭州仓', supplierName: '杭州饮品供应链', status: 1, totalQty: 5 };

describe('purchase orders page', { timeout: 60_000 }, () => {
  it('导出 starts an export of the list with the export key, with the list’s filters', async () => {
    const client = fakeClient({ '/wms/purchaseOrder/queryList': () => ok([row], { total: 1 }) });
    await renderWith(<PurchaseOrderPage />, client, ['wmsPurchaseOrder.query', 'wmsPurchaseOrder.export']);
    await waitFor(() => expect(document.body.textContent).toContain('PO20260101000001'));
    fireEvent.click(button('导出'));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('/export/create', { resource: 'wmsPurchaseOrder', query: {} }, undefined));
  });

  it('shows no 导出 without the export key', async () => {
    const client = fakeClient({ '/wms/purchaseOrder/queryList': () => ok([row], { total: 1 }) });
    await renderWith(<PurchaseOrderPage />, client, ['wmsPurchaseOrder.query']);
    await waitFor(() => expect(document.body.textContent).toContain('PO20260101000001'));
    expect([...document.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''))).not.toContain('导出');
  });
});
