import { kindLabel, PARTNERS, type PartnerKey, partnerApis, partnerResources, SYNC_KINDS } from '@console/contract/api/partner';
import { stateOptions } from '@console/contract/declaration';
import type { PartnerSyncRow } from '@console/contract/partner';
import {
  declaredColumns,
  ExportButton,
  Permission,
  ResourceTable,
  stateTag,
  useApi,
  useCall,
  useMachineActions,
  usePermissions,
} from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { PartnerConfig } from './PartnerConfig.tsx';

export const AREA = 'partner';
type Row = PartnerSyncRow & Record<string, unknown>;

/** A run settles in the background: the list is read again a little later, so the page shows how it ended. */
const SETTLE_MS = 1500;

/** One partner platform's page (海拍客分配, FSCT对接, DCC对接, 有偶对接): its connection, its runs, their records. */
function PartnerPage({ partnerKey }: { partnerKey: PartnerKey }) {
  const partner = PARTNERS.find((p) => p.key === partnerKey) ?? PARTNERS[0];
  const api = partnerApis[partner.key];
  const resource = partnerResources[partner.key];
  const machine = resource.machine;
  const client = useApi();
  const call = useCall();
  const { has } = usePermissions();
  const allowed = useMachineActions(machine);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: [AREA] });
    setTimeout(() => void qc.invalidateQueries({ queryKey: [AREA] }), SETTLE_MS);
  };
  const act = async (work: () => Promise<{ message?: string }>) => {
    try {
      const reply = await work();
      message.success(reply.message || '操作成功');
      await refresh();
    } catch {
      // the request client showed the server's message
    }
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PartnerConfig partner={partner} api={api} area={AREA} />
      <Card title="同步" size="small">
        <Space wrap>
          {SYNC_KINDS.map((k) => (
            <Permission key={k.value} k={`${partner.menu}.push`}>
              <Button onClick={() => act(() => call(api.syncRun, { kind: k.value }))}>{k.label}</Button>
            </Permission>
          ))}
          <Typography.Text type="secondary">
            同步在后台排队执行；合作平台暂时无法访问时自动重试，仍失败则标记为失败，可在下方记录中重试。
          </Typography.Text>
        </Space>
      </Card>
      <ResourceTable<Row>
        area={AREA}
        api={{ queryList: api.syncList }}
        label={resource.label}
        statusToggle={false}
        search={[
          { name: 'kind', label: resource.fields.kind.label, kind: 'select', options: SYNC_KINDS.map((k) => ({ ...k })) },
          { name: 'status', label: resource.fields.status.label, kind: 'select', options: stateOptions(machine.states) },
        ]}
        columns={declaredColumns<Row>(resource, {
          status: (v) => stateTag(machine, v as number),
          lastError: (v) => (v ? <Typography.Text type="danger">{String(v)}</Typography.Text> : '—'),
        })}
        toolbar={(filters) => (
          <ExportButton client={client} resource={partner.menu} query={filters} allowed={has(`${partner.menu}.export`)} />
        )}
        rowActions={(row) =>
          allowed('retry', row.status) && (
            <Popconfirm title={`重新执行这次${kindLabel(row.kind)}？`} onConfirm={() => act(() => call(api.syncRetry, { id: row.id }))}>
              <Button type="link" size="small">
                {machine.transitions.retry.label}
              </Button>
            </Popconfirm>
          )
        }
        scrollX={1200}
      />
    </Space>
  );
}

/** The page component of one partner (the four menu pages share it). */
export const pageFor = (partnerKey: PartnerKey) => () => <PartnerPage partnerKey={partnerKey} />;
