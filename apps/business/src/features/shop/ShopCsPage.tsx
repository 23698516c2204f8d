import { CS_TYPES, shopCsApi } from '@console/contract/api/shop-service';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

const types = CS_TYPES.map((t) => ({ ...t }));
const fields: FieldDef[] = [
  { name: 'retCode', label: COMMON_LABELS.retCode },
  { name: 'csType', label: COMMON_LABELS.type, kind: 'select', options: types },
  { name: 'content', label: '服务内容', kind: 'textarea' },
  { name: 'result', label: '处理结果', kind: 'textarea' },
];

/** Customer service records of shops (门店客服). */
export default function ShopCsPage() {
  return (
    <ResourceTable
      area="shop-cs"
      api={shopCsApi}
      label="客服记录"
      statusToggle={false}
      search={[
        { name: 'retCode', label: COMMON_LABELS.retCode },
        { name: 'retName', label: COMMON_LABELS.retName },
        { name: 'csType', label: COMMON_LABELS.type, kind: 'select', options: types },
      ]}
      columns={[
        { title: COMMON_LABELS.shop, dataIndex: 'retName', width: 200, render: (v: string, r) => `${v}（${String(r.retCode)}）` },
        {
          title: COMMON_LABELS.type,
          dataIndex: 'csType',
          width: 80,
          render: (t: number) => <Tag>{types.find((x) => x.value === t)?.label}</Tag>,
        },
        { title: '服务内容', dataIndex: 'content', ellipsis: true },
        { title: '处理结果', dataIndex: 'result', ellipsis: true },
        { title: '记录人', dataIndex: 'operator', width: 150 },
        { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
      ]}
      form={{ fields, defaults: { csType: 1 } }}
    />
  );
}
