import { expectExportButton, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, it } from 'vitest';
import OnlineUserPage from './OnlineUserPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const row = {
  id: '7f1c7d3e-4a0b-4c8e-9d7e-1a2b3c4d5e6f',
  loginId: 'zhangsan',
  name: '张三',
  roleName: '运营',
  ip: '10.0.0.8',
  loginTime: '2026-01-01 08:00:00',
  lastSeenTime: '2026-01-01 08:10:00',
  current: false,
};

describe('在线用户 page', { timeout: 60_000 }, () => {
  it('导出 exports the sessions with the export key, and is not offered without it', async () => {
    await expectExportButton(() => <OnlineUserPage />, {
      menu: 'onlineUser',
      list: '/log/online/queryList',
      rows: [row],
      shows: 'zhangsan',
    });
  });
});
