import { LOGIN_RESULT_LABELS, LOGIN_RESULTS, logsApi } from '@console/contract/api/logs';
import type { LoginLogRow } from '@console/contract/logs';
import { RecordTable } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { PAGES } from '@console/contract/api/pages';

const COLORS = { success: 'green', failed: 'red', throttled: 'orange', disabled: 'default' } as const;

/** 登录日志: every sign-in attempt with its result. */
export default function LoginLogPage() {
  return (
    <RecordTable<LoginLogRow>
      area="logs"
      list={logsApi.loginList}
      label={PAGES.loginLog.title}
      searchName="login-log-search"
      exportAs="loginLog"
      search={[
        { name: 'loginId', label: COMMON_LABELS.loginId },
        {
          name: 'result',
          label: COMMON_LABELS.result,
          kind: 'select',
          options: LOGIN_RESULTS.map((r) => ({ value: r, label: LOGIN_RESULT_LABELS[r] })),
        },
        { name: 'range', label: COMMON_LABELS.time, kind: 'range' },
      ]}
      columns={[
        { title: COMMON_LABELS.time, dataIndex: 'time', width: 170 },
        { title: COMMON_LABELS.loginId, dataIndex: 'loginId', width: 160 },
        {
          title: COMMON_LABELS.result,
          dataIndex: 'result',
          width: 110,
          render: (r: LoginLogRow['result']) => <Tag color={COLORS[r]}>{LOGIN_RESULT_LABELS[r]}</Tag>,
        },
        { title: COMMON_LABELS.note, dataIndex: 'message' },
        { title: COMMON_LABELS.ip, dataIndex: 'ip', width: 140 },
        { title: COMMON_LABELS.userAgent, dataIndex: 'userAgent', ellipsis: true },
      ]}
    />
  );
}
