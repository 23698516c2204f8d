import { expectExportButton, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, it } from 'vitest';
import JobPage from './JobPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = {
  id: 1,
  jobName: '清理执行日志',
  handler: 'jobLog.purge',
  handlerLabel: '清理执行日志',
  cron: '0 3 * * *',
  params: {},
  status: 1,
  remark: '',
  nextRunTime: '2026-01-02 03:00:00',
  lastRunTime: '',
  lastResult: '',
  running: false,
  updateTime: '2026-01-01 08:00:00',
};

describe('任务调度 page', { timeout: 60_000 }, () => {
  it('导出 exports the jobs with the export key, and is not offered without it', async () => {
    await expectExportButton(() => <JobPage />, { menu: 'scheduleJob', list: '/schedule/job/data', rows: [row], shows: '0 3 * * *' });
  });
});
