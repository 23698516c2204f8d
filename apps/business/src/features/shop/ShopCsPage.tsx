import { CS_TYPES, shopCsApi, shopCsResource } from '@console/contract/api/shop-service';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

const f = shopCsResource.fields;
const types = CS_TYPES.map((t) => ({ ...t }));
const fields: FieldDef[] = [
  { name: 'retCode', label: COMMON_LABELS.retCode },
  { name: 'csType', label: COMMON_LABELS.type, kind: 'select', options: types },
  { name: 'content', label: f.content.label, kind: 'textarea' },
  { name: 'result', label: f.result.label, kind: 'textarea' },
];

/** Customer service records of shops (门店客服). */
export default function ShopCsPage() {
  return (
    <ResourceTable
      area="shop-cs"
      api={shopCsApi}
      resource={shopCsResource}
      statusToggle={false}
      search={[
        { name: 'retCode', label: COMMON_LABELS.retCode },
        { name: 'retName', label: COMMON_LABELS.retName },
        { name: 'csType', label: COMMON_LABELS.type, kind: 'select', options: types },
      ]}
      columns={[
        { title: COMMON_LABELS.shop, dataIndex: 'retName', width: 200, render: (v: string, r) => `${v}（${String(r.retCode)}）` },
        {
          title: f.csType.label,
          dataIndex: 'csType',
          width: 80,
          render: (t: number) => <Tag>{types.find((x) => x.value === t)?.label}</Tag>,
        },
        { title: f.content.label, dataIndex: 'content', ellipsis: true },
        { title: f.result.label, dataIndex: 'result', ellipsis: true },
        { title: f.operator.label, dataIndex: 'operator', width: 150 },
        { title: f.updateTime.label, dataIndex: 'updateTime', width: 170 },
      ]}
      form={{ fields, defaults: { csType: 1 } }}
    />
  );
}
