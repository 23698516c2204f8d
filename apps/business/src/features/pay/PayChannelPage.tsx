import { PAY_CHANNEL_TYPES, payChannelApi, payChannelResource } from '@console/contract/api/pay';
import type { PayChannelRow } from '@console/contract/pay';
import { declaredColumns, type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

const fields: FieldDef[] = [
  { name: 'channelCode', label: '渠道编码', lockOnEdit: true },
  { name: 'name', label: '渠道名称' },
  { name: 'type', label: '类型', kind: 'select', options: PAY_CHANNEL_TYPES },
  { name: 'mchId', label: '商户号' },
  { name: 'appId', label: 'AppID' },
  // Write-only: the form never shows the stored key; left empty on edit, the stored one stays.
  { name: 'apiKey', label: '密钥', kind: 'password', placeholder: '编辑时留空表示不修改' },
  { name: 'notifyUrl', label: '回调地址' },
  { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
];

type Row = PayChannelRow & Record<string, unknown>;

/** 支付渠道: configuration of each provider; the key is only ever shown as 已设置 / 未设置. */
export default function PayChannelPage() {
  return (
    <ResourceTable<Row>
      area="pay"
      api={payChannelApi}
      label="支付渠道"
      search={[
        { name: 'channelCode', label: '渠道编码' },
        { name: 'name', label: '渠道名称' },
      ]}
      columns={declaredColumns<Row>(payChannelResource, {
        apiKeySet: (v: string) => <Tag color={v === '已设置' ? 'green' : 'default'}>{v}</Tag>,
      })}
      form={{ fields, defaults: { type: 1, status: 1 }, toInitial: ({ apiKeySet: _k, ...row }) => row }}
      scrollX={1200}
    />
  );
}
