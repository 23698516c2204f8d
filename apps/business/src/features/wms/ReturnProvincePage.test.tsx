import { waitFor } from '@testing-library/react';
import { fakeClient, ok, renderWith, resetBrowser, stubBrowser, tableTexts } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ReturnProvincePage from './ReturnProvincePage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('province returns page', { timeout: 60_000 }, () => {
  it('an empty list (a user limited in a dimension other than the province sees none) says why', async () => {
    const client = fakeClient({ '/wms/return/province/queryList': () => ok([], { total: 0 }) });
    await renderWith(<ReturnProvincePage />, client, ['wmsReturnProvince.query']);
    await waitFor(() =>
      expect(document.querySelector('.ant-empty-description')?.textContent).toMatch(
        /^暂无退货单。退货单只按省份归属：.*门店.*看不到退货单$/,
      ),
    );
  });

  it('lists the declared columns in the page’s order, counts as they come and blanks blank', async () => {
    const row = {
      id: 1,
      returnNo: 'RT20260101000001',
      provinceName: '浙江省',
      warehouseName: '杭州仓',
      status: 1,
      totalQty: 1200,
      reason: '破损',
      auditRemark: '',
      createdBy: 'admin',
      updateTime: '2026-01-01 10:00:00',
      createTime: '2026-01-01 09:00:00',
    };
    const client = fakeClient({ '/wms/return/province/queryList': () => ok([row], { total: 1 }) });
    await renderWith(<ReturnProvincePage />, client, ['wmsReturnProvince.query']);
    await waitFor(() => expect(document.body.textContent).toContain('RT20260101000001'));
    // After the row number (序号).
    const { headers, rows } = tableTexts();
    expect(headers.slice(1, 11)).toEqual([
      '退货单号',
      '省份',
      '退入仓库',
      '状态',
      '数量',
      '退货原因',
      '审核意见',
      '申请人',
      '更新时间',
      '创建时间',
    ]);
    expect(rows[0].slice(1, 9)).toEqual(['RT20260101000001', '浙江省', '杭州仓', '已申请', '1200', '破损', '', 'admin']);
  });
});
