import { fireEvent, waitFor } from '@testing-library/react';
import { button, fakeClient, ok, renderWith, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WarehousePage from './WarehousePage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = {
  id: 1,
  warehouseCode: 'WH01',
  warehouseName: '杭州仓',
  type: 2,
  provinceCode: '330000',
  provinceName: '浙江省',
  cityCode: '330100',
  cityName: '杭州市',
  districtCode: '',
  districtName: '',
  address: '文一路',
  contact: '王五',
  phone: '13800138000',
  status: 1,
  createTime: '2026-01-01 10:00:00',
  updateTime: '2026-01-01 10:00:00',
};

describe('warehouse page', { timeout: 60_000 }, () => {
  it('shows its declared columns, and 导出 of its list with wmsBase.export only', async () => {
    const mount = async (keys: string[]) => {
      const client = fakeClient({ '/wms/base/queryList': () => ok([row], { total: 1 }), '/base/area/queryAll': () => ok([]) });
      const view = await renderWith(<WarehousePage />, client, keys);
      await waitFor(() => expect(view.container.textContent).toContain('杭州仓'));
      return { client, view };
    };
    const without = await mount(['wmsBase.query']);
    expect(without.view.container.textContent).toContain('浙江省 / 杭州市');
    expect(without.view.container.textContent).toContain('区域仓');
    expect(() => button('导出')).toThrow();
    without.view.unmount();
    const { client } = await mount(['wmsBase.query', 'wmsBase.export']);
    fireEvent.click(button('导出'));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('/export/create', { resource: 'wmsBase', query: {} }, undefined));
  });
});
