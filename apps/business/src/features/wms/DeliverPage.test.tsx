import { waitFor } from '@testing-library/react';
import { fakeClient, ok, renderWith, resetBrowser, stubBrowser, tableTexts } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import DeliverPage from './DeliverPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('deliveries page', { timeout: 60_000 }, () => {
  it('lists the declared columns, a count as it comes and a delivery not yet shipped without a time', async () => {
    const row = {
      id: 1,
      deliverNo: 'DL20260101000001',
      orderNo: 'SO20260101000001',
      warehouseName: '杭州仓',
      status: 1,
      totalQty: 2400,
      shippedTime: '',
      createdBy: 'admin',
      createTime: '2026-01-01 09:00:00',
    };
    const client = fakeClient({ '/wms/deliver/queryList': () => ok([row], { total: 1 }) });
    await renderWith(<DeliverPage />, client, ['wmsDeliver.query']);
    await waitFor(() => expect(document.body.textContent).toContain('DL20260101000001'));
    // After the row number (序号).
    const { headers, rows } = tableTexts();
    expect(headers.slice(1, 9)).toEqual(['发货单号', '订单号', '发货仓库', '状态', '数量', '发货时间', '创建人', '创建时间']);
    expect(rows[0].slice(1, 9)).toEqual([
      'DL20260101000001',
      'SO20260101000001',
      '杭州仓',
      '待发货',
      '2400',
      '',
      'admin',
      '2026-01-01 09:00:00',
    ]);
  });
});
