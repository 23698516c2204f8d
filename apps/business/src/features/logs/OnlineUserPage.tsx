import { logsApi } from '@console/contract/api/logs';
import type { OnlineRow } from '@console/contract/logs';
import { Permission, RecordTable, useCall } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** 在线用户: open sessions; 强制下线 ends one (its next request is told to sign in again). */
export default function OnlineUserPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const refresh = () => qc.invalidateQueries({ queryKey: ['logs'] });
  const kick = async (row: OnlineRow) => {
    const reply = await call(logsApi.kick, { id: row.id });
    message.success(reply.message || '已强制下线');
    await refresh();
  };
  return (
    <RecordTable<OnlineRow>
      area="logs"
      list={logsApi.onlineList}
      label="在线用户"
      searchName="online-search"
      actionsWidth={110}
      search={[{ name: 'loginId', label: COMMON_LABELS.loginId }]}
      toolbar={<Button onClick={refresh}>刷新</Button>}
      columns={[
        {
          title: COMMON_LABELS.loginId,
          dataIndex: 'loginId',
          render: (v: string, r) => (
            <Space>
              {v}
              {r.current && <Tag color="blue">当前会话</Tag>}
            </Space>
          ),
        },
        { title: COMMON_LABELS.personName, dataIndex: 'name' },
        { title: '角色', dataIndex: 'roleName' },
        { title: 'IP', dataIndex: 'ip' },
        { title: '登录时间', dataIndex: 'loginTime', width: 170 },
        { title: '最近活动', dataIndex: 'lastSeenTime', width: 170 },
      ]}
      rowActions={(r) =>
        r.current ? null : (
          <Permission k="onlineUser.kick">
            <Popconfirm title={`确定将 ${r.name}（${r.loginId}）强制下线吗？`} onConfirm={() => kick(r)}>
              <Button type="link" danger size="small">
                强制下线
              </Button>
            </Popconfirm>
          </Permission>
        )
      }
    />
  );
}
