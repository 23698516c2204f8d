import { expectExportButton, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, it } from 'vitest';
import ExportCenterPage from './ExportCenterPage.tsx';
import ReportFilePage from './ReportFilePage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = {
  id: '7f1c7d3e-4a0b-4c8e-9d7e-1a2b3c4d5e6f',
  resource: 'userManagement',
  resourceLabel: '用户列表',
  fileName: '用户列表_20260101080000.xlsx',
  status: 'done',
  progress: 100,
  rows: 3,
  size: 4096,
  createTime: '2026-01-01 08:00:00',
  finishTime: '2026-01-01 08:00:01',
  expireTime: '2026-01-08 08:00:00',
  message: '',
};

describe('导出任务 and 报表文件 pages', { timeout: 60_000 }, () => {
  it('导出任务 offers 导出 of the user’s tasks with the export key, and not without it', async () => {
    await expectExportButton(() => <ExportCenterPage />, {
      menu: 'exportTask',
      list: '/export/queryList',
      rows: [row],
      shows: '用户列表_2026',
    });
  });

  it('报表文件 offers 导出 of the user’s files with the export key, and not without it', async () => {
    await expectExportButton(() => <ReportFilePage />, {
      menu: 'reportFile',
      list: '/select/reportFile/queryList',
      rows: [row],
      shows: '用户列表_2026',
    });
  });
});
