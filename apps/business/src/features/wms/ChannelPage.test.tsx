import { fireEvent, waitFor } from '@testing-library/react';
import { button, fakeClient, ok, renderWith, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ChannelPage from './ChannelPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('channel page', { timeout: 60_000 }, () => {
  it('offers 导出 of the chosen warehouse’s channels with wmsChannel.export only', async () => {
    const mount = async (keys: string[]) => {
      const client = fakeClient({
        '/wms/base/queryAll': () => ok([{ warehouseCode: 'WH01', warehouseName: '杭州仓', type: 2, status: 1 }]),
        '/wms/channel/baseChannel': () => ok([{ channelCode: 'C01', channelName: '传统渠道' }]),
        '/wms/channel/queryChannelList': () => ok([], { total: 0 }),
      });
      const view = await renderWith(<ChannelPage />, client, keys);
      await waitFor(() => expect(view.container.textContent).toContain('传统渠道'));
      await waitFor(() => expect(view.container.textContent).toContain('杭州仓'));
      return { client, view };
    };
    const without = await mount(['wmsChannel.query']);
    expect(() => button('导出')).toThrow();
    without.view.unmount();
    const { client } = await mount(['wmsChannel.query', 'wmsChannel.export']);
    fireEvent.click(button('导出'));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('/export/create', { resource: 'wmsChannel', query: { warehouseCode: 'WH01' } }, undefined),
    );
  });
});
