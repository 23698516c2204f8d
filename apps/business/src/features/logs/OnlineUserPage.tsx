import { logsApi, type OnlineRow } from '@console/contract/logs';
import { Permission, useCall } from '@console/web-kit/resource';
import { App, Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { usePaged } from './paged.ts';

/** 在线用户: open sessions; 强制下线 ends one (its next request is told to sign in again). */
export default function OnlineUserPage() {
  const call = useCall();
  const { message } = App.useApp();
  const list = usePaged('online', logsApi.onlineList);
  const kick = async (row: OnlineRow) => {
    const reply = await call(logsApi.kick, { id: row.id });
    message.success(reply.message || '已强制下线');
    await list.refetch();
  };
  return (
    <Card variant="borderless">
      <Form layout="inline" name="online-search" style={{ marginBottom: 16 }} onFinish={(v) => list.search(v)}>
        <Form.Item name="loginId" label="账号">
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={() => list.refetch()}>刷新</Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<OnlineRow>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        columns={[
          {
            title: '账号',
            dataIndex: 'loginId',
            render: (v: string, r) => (
              <Space>
                {v}
                {r.current && <Tag color="blue">当前会话</Tag>}
              </Space>
            ),
          },
          { title: '姓名', dataIndex: 'name' },
          { title: '角色', dataIndex: 'roleName' },
          { title: 'IP', dataIndex: 'ip' },
          { title: '登录时间', dataIndex: 'loginTime', width: 170 },
          { title: '最近活动', dataIndex: 'lastSeenTime', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 110,
            render: (_v, r) =>
              r.current ? null : (
                <Permission k="onlineUser.kick">
                  <Popconfirm title={`确定将 ${r.name}（${r.loginId}）强制下线吗？`} onConfirm={() => kick(r)}>
                    <Button type="link" danger size="small">
                      强制下线
                    </Button>
                  </Popconfirm>
                </Permission>
              ),
          },
        ]}
      />
    </Card>
  );
}
