import { expectExportButton, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { RolesPage } from './RolesPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = {
  code: '0102',
  roleName: '区域运营',
  remark: '',
  status: 1,
  menuCode: '',
  createtime: '2026-01-01 08:00:00',
  updatetime: '2026-01-01 08:00:00',
};

describe('角色管理 page', { timeout: 60_000 }, () => {
  it('导出 exports the roles with the export key, and is not offered without it', async () => {
    await expectExportButton(() => <RolesPage />, { menu: 'roleManagement', list: '/roles/queryList', rows: [row], shows: '区域运营' });
  });
});
