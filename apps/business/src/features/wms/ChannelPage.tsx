import { channelResource, wmsChannelApi } from '@console/contract/api/wms';
import { ExportButton, Permission, useApi, usePermissions } from '@console/web-kit/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Empty, InputNumber, Select, Space, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { AREA, useCall, useChannels, useWarehouseOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const L = channelResource.fields;

type Edit = { channelCode: string; channelName: string; served: boolean; priority: number; status: 1 | 2 };

/**
 * Channel assignment (渠道管理): for one warehouse, which channels it serves and in which priority order
 * (1 first; order split prefers the lower number). The whole table is saved in one all-or-nothing call.
 */
export default function ChannelPage() {
  const call = useCall();
  const client = useApi();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const { has } = usePermissions();
  const warehouses = useWarehouseOptions();
  const dictionary = useChannels();
  const [warehouseCode, setWarehouseCode] = useState<string>();
  const [rows, setRows] = useState<Edit[]>([]);
  const [saving, setSaving] = useState(false);
  const current = useQuery({
    queryKey: [AREA, 'channels', warehouseCode],
    queryFn: async () => (await call(wmsChannelApi.queryChannelList, { warehouseCode, page: 1, pageSize: 1000 })).data,
    enabled: Boolean(warehouseCode),
  });
  useEffect(() => {
    if (!warehouseCode && warehouses.length) setWarehouseCode(warehouses[0].value);
  }, [warehouses, warehouseCode]);
  useEffect(() => {
    const have = new Map((current.data ?? []).map((c) => [c.channelCode, c]));
    setRows(
      dictionary.map((d, i) => {
        const c = have.get(d.channelCode);
        return { ...d, served: Boolean(c), priority: c?.priority ?? i + 1, status: (c?.status ?? 1) as 1 | 2 };
      }),
    );
  }, [current.data, dictionary]);
  const patch = (code: string, p: Partial<Edit>) => setRows((rs) => rs.map((r) => (r.channelCode === code ? { ...r, ...p } : r)));
  const editable = has('wmsChannel.batch');
  const save = async () => {
    if (!warehouseCode) return;
    setSaving(true);
    try {
      const channels = rows.filter((r) => r.served).map(({ channelCode, priority, status }) => ({ channelCode, priority, status }));
      const reply = await call(wmsChannelApi.batchUpdateChannel, { warehouseCode, channels });
      message.success(`${reply.message}：服务 ${reply.data.count} 个渠道`);
      await qc.invalidateQueries({ queryKey: [AREA] });
    } catch {
      // the request client showed the server's message; nothing was saved
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card variant="borderless">
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Text>{COMMON_LABELS.warehouse}</Typography.Text>
        <Select
          style={{ width: 280 }}
          options={warehouses}
          value={warehouseCode}
          onChange={setWarehouseCode}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={COMMON_LABELS.warehouse}
        />
        <Permission k="wmsChannel.batch">
          <Button type="primary" loading={saving} onClick={save} disabled={!warehouseCode}>
            保存
          </Button>
        </Permission>
        <ExportButton
          client={client}
          resource={channelResource.page.menu}
          query={{ warehouseCode }}
          allowed={has(`${channelResource.page.menu}.export`)}
        />
      </Space>
      <Table<Edit>
        rowKey="channelCode"
        loading={current.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无渠道" /> }}
        columns={[
          {
            title: '服务该渠道',
            dataIndex: 'served',
            width: 110,
            render: (v: boolean, r) => (
              <Checkbox
                checked={v}
                disabled={!editable}
                aria-label={`服务 ${r.channelName}`}
                onChange={(e) => patch(r.channelCode, { served: e.target.checked })}
              />
            ),
          },
          { title: L.channelCode.label, dataIndex: 'channelCode', width: L.channelCode.width },
          { title: L.channelName.label, dataIndex: 'channelName' },
          {
            title: L.priority.label,
            dataIndex: 'priority',
            width: L.priority.width,
            render: (v: number, r) => (
              <InputNumber
                min={1}
                max={999}
                value={v}
                disabled={!editable || !r.served}
                onChange={(n) => patch(r.channelCode, { priority: Number(n ?? 1) })}
              />
            ),
          },
          {
            title: L.status.label,
            dataIndex: 'status',
            width: 100,
            render: (v: number, r) => (
              <Switch
                size="small"
                checked={v === 1}
                disabled={!editable || !r.served}
                onChange={(on) => patch(r.channelCode, { status: on ? 1 : 2 })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
