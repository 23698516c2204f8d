import { expectExportButton, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { DepartmentsPage } from './DepartmentsPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = {
  code: 'D0002',
  depName: '华东运营部',
  parentCode: 'D0001',
  parentName: '总部',
  sort: 1,
  status: 1,
  createtime: '2026-01-01 08:00:00',
  updatetime: '2026-01-01 08:00:00',
};

describe('部门管理 page', { timeout: 60_000 }, () => {
  it('导出 exports the departments with the export key, and is not offered without it', async () => {
    await expectExportButton(() => <DepartmentsPage />, {
      menu: 'departmentManagement',
      list: '/department/queryList',
      rows: [row],
      shows: '华东运营部',
    });
  });
});
