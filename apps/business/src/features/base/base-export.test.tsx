import { expectExportButton, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, it } from 'vitest';
import RetailerTypePage from './RetailerTypePage.tsx';
import SysPlatformPage from './SysPlatformPage.tsx';
import TemplatePage from './TemplatePage.tsx';
import UserTypePage from './UserTypePage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = {
  id: 1,
  code: 'X001',
  name: '样例名称',
  sort: 0,
  status: 1,
  remark: '',
  content: '您好',
  variables: [],
  updateTime: '2026-01-01 08:00:00',
};
const PAGES: { page: ComponentType; menu: string; list: string }[] = [
  { page: SysPlatformPage, menu: 'sysPlatform', list: '/base/sysPlatform/queryList' },
  { page: UserTypePage, menu: 'userType', list: '/base/userType/queryList' },
  { page: RetailerTypePage, menu: 'retailerType', list: '/base/retailerType/queryList' },
  { page: TemplatePage, menu: 'template', list: '/base/template/queryList' },
];
describe.each(PAGES)('$menu page', { timeout: 60_000 }, ({ page: Page, menu, list }) => {
  it('导出 exports the list with the export key, and is not offered without it', async () => {
    await expectExportButton(() => <Page />, { menu, list, rows: [row], shows: '样例名称' });
  });
});
