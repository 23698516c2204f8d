import { fireEvent, waitFor } from '@testing-library/react';
import { button, fakeClient, ok, renderWith, resetBrowser, stubBrowser, tableTexts } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OrderSplitPage from './OrderSplitPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = {
  id: 1,
  orderNo: 'SO1',
  warehouseCode: 'WH01',
  warehouseName: '杭州仓',
  skuCode: 'SKU1',
  quantity: 3,
  createTime: '2026-01-01 10:00:00',
};

describe('order split page', { timeout: 60_000 }, () => {
  it('lists the split lines under their declared columns, and offers 导出 with wmsOrderSplit.export only', async () => {
    const mount = async (keys: string[]) => {
      const client = fakeClient({ '/wms/order/split/queryList': () => ok([row], { total: 1 }) });
      const view = await renderWith(<OrderSplitPage />, client, keys);
      await waitFor(() => expect(view.container.textContent).toContain('杭州仓'));
      return { client, view };
    };
    const without = await mount(['wmsOrderSplit.query']);
    expect(tableTexts().headers).toEqual(expect.arrayContaining(['订单号', '仓库', 'SKU编码', '数量', '拆分时间']));
    expect(() => button('导出')).toThrow();
    without.view.unmount();
    const { client } = await mount(['wmsOrderSplit.query', 'wmsOrderSplit.export']);
    fireEvent.click(button('导出'));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('/export/create', { resource: 'wmsOrderSplit', query: {} }, undefined));
  });
});
