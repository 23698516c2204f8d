import { LOGIN_RESULT_LABELS, LOGIN_RESULTS, type LoginLogRow, logsApi } from '@console/contract/logs';
import { ExportButton, useApi, usePermissions } from '@console/web-kit/resource';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Tag } from 'antd';
import { rangeFilters, usePaged } from './paged.ts';

const COLORS = { success: 'green', failed: 'red', throttled: 'orange', disabled: 'default' } as const;

/** 登录日志: every sign-in attempt with its result. */
export default function LoginLogPage() {
  const api = useApi();
  const { has } = usePermissions();
  const list = usePaged('login', logsApi.loginList);
  return (
    <Card variant="borderless">
      <Form layout="inline" name="login-log-search" style={{ marginBottom: 16, rowGap: 12 }} onFinish={(v) => list.search(rangeFilters(v))}>
        <Form.Item name="loginId" label="账号">
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="result" label="结果">
          <Select allowClear style={{ width: 140 }} options={LOGIN_RESULTS.map((r) => ({ value: r, label: LOGIN_RESULT_LABELS[r] }))} />
        </Form.Item>
        <Form.Item name="range" label="时间">
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button htmlType="reset" onClick={() => list.search({})}>
              重置
            </Button>
            <ExportButton client={api} resource="loginLog" query={list.params} allowed={has('loginLog.export')} />
          </Space>
        </Form.Item>
      </Form>
      <Table<LoginLogRow>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        columns={[
          { title: '时间', dataIndex: 'time', width: 170 },
          { title: '账号', dataIndex: 'loginId', width: 160 },
          {
            title: '结果',
            dataIndex: 'result',
            width: 110,
            render: (r: LoginLogRow['result']) => <Tag color={COLORS[r]}>{LOGIN_RESULT_LABELS[r]}</Tag>,
          },
          { title: '说明', dataIndex: 'message' },
          { title: 'IP', dataIndex: 'ip', width: 140 },
          { title: '浏览器', dataIndex: 'userAgent', ellipsis: true },
        ]}
      />
    </Card>
  );
}
