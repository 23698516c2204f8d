import { spInfoApi, spInfoResource } from '@console/contract/api/shop';
import type { SpRow } from '@console/contract/shop';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { partyColumns, statusSearch, times, useRegionTree, useSpGroupOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const f = spInfoResource.fields;

const fields: FieldDef[] = [
  { name: 'spCode', label: COMMON_LABELS.spCode, lockOnEdit: true },
  { name: 'spName', label: COMMON_LABELS.spFullName },
  { name: 'contact', label: COMMON_LABELS.contact },
  { name: 'phone', label: COMMON_LABELS.phone },
  { name: 'region', label: COMMON_LABELS.region, kind: 'region', regions: useRegionTree },
  { name: 'address', label: COMMON_LABELS.address },
  { name: 'spGroupCode', label: f.spGroupCode.label, kind: 'select', options: useSpGroupOptions },
  { name: 'serviceCodes', label: '服务编码', kind: 'tags' },
  { name: 'licenseNo', label: f.licenseNo.label },
  { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
];

/** Service providers (服务商管理); one that shops point at cannot be deleted (the server says how many). */
export default function SpInfoPage() {
  return (
    <ResourceTable<SpRow & Record<string, unknown>>
      area="shop-sp"
      api={spInfoApi}
      resource={spInfoResource}
      search={[
        { name: 'spCode', label: COMMON_LABELS.spCode },
        { name: 'spName', label: COMMON_LABELS.spFullName },
        { name: 'spGroupCode', label: f.spGroupName.label, kind: 'select', options: useSpGroupOptions },
        statusSearch,
      ]}
      columns={[
        ...partyColumns(['spCode', f.spCode.label], ['spName', f.spName.label, 220], ['contact', f.contact.label]),
        { title: f.spGroupName.label, dataIndex: 'spGroupName', width: 100 },
        {
          title: f.serviceCodes.label,
          dataIndex: 'serviceCodes',
          width: 140,
          render: (v: string[]) => v.map((c) => <Tag key={c}>{c}</Tag>),
        },
        { title: f.shopCount.label, dataIndex: 'shopCount', width: 80 },
        ...times,
      ]}
      scrollX={1700}
      form={{ fields, defaults: { serviceCodes: [] }, width: 640 }}
    />
  );
}
