import { fireEvent, waitFor } from '@testing-library/react';
import { button, fakeClient, ok, renderWith, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import GradePage from '../features/base/GradePage.tsx';
import SpGroupPage from '../features/base/SpGroupPage.tsx';
import AppSettingPage from '../features/shop/AppSettingPage.tsx';
import AreaMainSpPage from '../features/shop/AreaMainSpPage.tsx';
import ShopCsPage from '../features/shop/ShopCsPage.tsx';
import SpAreaPage from '../features/shop/SpAreaPage.tsx';
import SpInfoPage from '../features/shop/SpInfoPage.tsx';
import WalletPage from '../features/shop/WalletPage.tsx';
import WorkOrderPage from '../features/shop/WorkOrderPage.tsx';

/** Each shop-side list (服务商, 区域, 门店服务, 字典, 自动分配) offers 导出 with its page's export key, of what it lists, and not without the key. */

const row = {
  id: 1,
  code: 'G01',
  name: '华东大区',
  key: 'app.banner',
  value: '春季促销',
  status: 1,
  balance: 100,
  spCode: 'SP01',
  spName: '杭州西湖服务商',
  retCode: 'R01',
  retName: '西湖门店',
  serviceCodes: [],
  updateTime: '',
  createTime: '',
};
const PAGES: [string, () => ReactElement, string, string, string][] = [
  ['服务商管理', () => <SpInfoPage />, 'spInfo', '/shop/spInfo/queryList', row.spName],
  ['服务商分组', () => <SpGroupPage />, 'spGroup', '/base/spGroup/queryList', row.name],
  ['门店等级', () => <GradePage />, 'gradeInfo', '/base/gradeInfo/queryList', row.name],
  ['服务区域', () => <SpAreaPage />, 'spArea', '/shop/spArea/queryList', row.spName],
  ['区域主服务商', () => <AreaMainSpPage />, 'areaMainSp', '/shop/areaMainSp/queryList', row.spName],
  ['门店客服', () => <ShopCsPage />, 'shopCs', '/shop/cs/queryList', row.retName],
  ['门店工单', () => <WorkOrderPage />, 'retWorkOrder', '/shop/retWorkOrder/queryList', row.retName],
  ['钱包余额', () => <WalletPage />, 'walletBalance', '/shop/wall/balance/queryList', row.retName],
  ['应用设置', () => <AppSettingPage />, 'appSetting', '/shop/app/setting/queryList', row.value],
];

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('shop-side lists export', { timeout: 60_000 }, () => {
  it.each(PAGES)('%s shows 导出 with its export key and exports its list; none without the key', async (_, page, menu, path, shown) => {
    const mount = async (keys: string[]) => {
      const client = fakeClient({ [path]: () => ok([row], { total: 1 }) });
      const view = await renderWith(page(), client, keys);
      await waitFor(() => expect(client.post.mock.calls.some(([url]) => url === path) || client.get.mock.calls.length > 0).toBe(true));
      await waitFor(() => expect(view.container.textContent).toContain(shown));
      const has = [...view.container.querySelectorAll('button')].some((b) => (b.textContent ?? '').replace(/\s/g, '') === '导出');
      return { client, view, has };
    };
    const without = await mount([`${menu}.query`]);
    expect(without.has).toBe(false);
    without.view.unmount();
    const { client, has } = await mount([`${menu}.query`, `${menu}.export`]);
    expect(has).toBe(true);
    fireEvent.click(button('导出'));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('/export/create', expect.objectContaining({ resource: menu }), undefined));
  });
});
