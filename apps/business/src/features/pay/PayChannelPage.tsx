import { PAY_CHANNEL_TYPES, payChannelApi, payChannelResource, PAY_CHANNEL_FIELDS } from '@console/contract/api/pay';
import type { PayChannelRow } from '@console/contract/pay';
import { declaredColumns, type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

const fields: FieldDef[] = [
  { name: 'channelCode', label: COMMON_LABELS.channelCode, lockOnEdit: true },
  { name: 'name', label: COMMON_LABELS.channelName },
  { name: 'type', label: COMMON_LABELS.type, kind: 'select', options: PAY_CHANNEL_TYPES },
  { name: 'mchId', label: PAY_CHANNEL_FIELDS.mchId.label },
  { name: 'appId', label: PAY_CHANNEL_FIELDS.appId.label },
  // Write-only: the form never shows the stored key; left empty on edit, the stored one stays.
  { name: 'apiKey', label: PAY_CHANNEL_FIELDS.apiKey.label, kind: 'password', placeholder: '编辑时留空表示不修改' },
  { name: 'notifyUrl', label: PAY_CHANNEL_FIELDS.notifyUrl.label },
  { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
];

type Row = PayChannelRow & Record<string, unknown>;

/** 支付渠道: configuration of each provider; the key is only ever shown as 已设置 / 未设置. */
export default function PayChannelPage() {
  return (
    <ResourceTable<Row>
      area="pay"
      api={payChannelApi}
      exportAs={payChannelResource.page.menu}
      label={COMMON_LABELS.payChannel}
      search={[
        { name: 'channelCode', label: COMMON_LABELS.channelCode },
        { name: 'name', label: COMMON_LABELS.channelName },
      ]}
      columns={declaredColumns<Row>(payChannelResource, {
        apiKeySet: (v: string) => <Tag color={v === '已设置' ? 'green' : 'default'}>{v}</Tag>,
      })}
      form={{ fields, defaults: { type: 1, status: 1 }, toInitial: ({ apiKeySet: _k, ...row }) => row }}
      scrollX={1200}
    />
  );
}
