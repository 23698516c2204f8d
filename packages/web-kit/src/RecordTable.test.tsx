import { logsApi, onlineUserResource } from '@console/contract/api/logs';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordTable } from './RecordTable.tsx';
import { fakeClient, input, ok, renderWith, resetBrowser, stubBrowser } from './test-kit.tsx';

type Row = { id: number; loginId: string; status: number };

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('RecordTable', { timeout: 60_000 }, () => {
  it('lists the records from its endpoint, without 序号 or a status switch, its search form named', async () => {
    const client = fakeClient({ [logsApi.loginList.path]: () => ok([{ id: 1, loginId: 'admin', status: 1 }], { total: 1 }) });
    await renderWith(
      <RecordTable<Row>
        area="record-test"
        list={logsApi.loginList}
        label="登录日志"
        searchName="record-search"
        search={[{ name: 'loginId', label: '账号' }]}
        columns={[
          { title: '账号', dataIndex: 'loginId' },
          { title: '状态', dataIndex: 'status' },
        ]}
      />,
      client,
      [logsApi.loginList.permission],
    );
    await waitFor(() => expect(document.querySelector('tr[data-row-key]')?.textContent).toContain('admin'));
    expect([...document.querySelectorAll('th')].map((t) => t.textContent)).not.toContain('序号');
    expect(document.querySelector('.ant-switch')).toBeNull();
    expect(input('record-search_loginId')).toBeTruthy();
  });

  it('takes its list, label, columns and search from a declaration alone', async () => {
    const row = { id: 'a', loginId: 'admin', name: '管理员', roleName: '超级管理员', ip: '127.0.0.1', loginTime: '', lastSeenTime: '' };
    const client = fakeClient({ [onlineUserResource.endpoints.queryList.path]: () => ok([row], { total: 1 }) });
    await renderWith(<RecordTable<typeof row> resource={onlineUserResource} searchName="declared-search" />, client, [
      onlineUserResource.endpoints.queryList.permission,
    ]);
    await waitFor(() => expect(document.querySelector('tr[data-row-key]')?.textContent).toContain('超级管理员'));
    expect([...document.querySelectorAll('th')].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['账号', '姓名', '角色', 'IP', '登录时间', '最近活动']),
    );
    expect(input('declared-search_loginId')).toBeTruthy();
  });
});
