import { expectExportButton, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { MenusPage } from './MenusPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = {
  code: 'm1',
  label: '报表中心',
  icon: 'AppstoreOutlined',
  mType: '0',
  visible: '0',
  showIndex: 1,
  url: '/report',
  status: '1',
  parent: '-1',
  parentLabel: 'all menus',
  platformCode: '0004',
  createtime: '2026-01-01 08:00:00',
  updatetime: '2026-01-01 08:00:00',
};

describe('菜单管理 page', { timeout: 60_000 }, () => {
  it('导出 exports the chosen node’s menus with the export key, and is not offered without it', async () => {
    await expectExportButton(() => <MenusPage />, {
      menu: 'menuManagement',
      list: '/menu/queryList',
      rows: [row],
      shows: '报表中心',
      query: { code: '-1' },
    });
  });
});
