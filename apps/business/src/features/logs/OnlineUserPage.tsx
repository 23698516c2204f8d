import { logsApi, onlineUserResource } from '@console/contract/api/logs';
import type { OnlineRow } from '@console/contract/logs';
import { declaredColumns, LinkAction, Permission, RecordTable, useCall } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag } from 'antd';

const columns = declaredColumns<OnlineRow>(onlineUserResource, {
  loginId: (v: string, r) => (
    <Space>
      {v}
      {r.current && <Tag color="blue">当前会话</Tag>}
    </Space>
  ),
});

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
      resource={onlineUserResource}
      searchName="online-search"
      actionsWidth={110}
      toolbar={<Button onClick={refresh}>刷新</Button>}
      columns={columns}
      rowActions={(r) =>
        r.current ? null : (
          <Permission k="onlineUser.kick">
            {/* A light button whose confirmation is made on click: a Popconfirm per row held back the list's first paint. */}
            <LinkAction danger confirm={{ title: `确定将 ${r.name}（${r.loginId}）强制下线吗？`, onConfirm: () => kick(r) }}>
              强制下线
            </LinkAction>
          </Permission>
        )
      }
    />
  );
}
