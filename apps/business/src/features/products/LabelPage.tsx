import { labelApi } from '@console/contract/api/products-api';
import type { Label } from '@console/contract/products';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { codeNameSearch, times } from './columns.tsx';

const fields: FieldDef[] = [
  { name: 'code', label: '标签编码', lockOnEdit: true },
  { name: 'name', label: '标签名称' },
  { name: 'color', label: '颜色', placeholder: '#RRGGBB，可不填' },
  { name: 'sort', label: '排序', kind: 'number' },
  { name: 'status', label: '状态', kind: 'status' },
];

export default function LabelPage() {
  return (
    <ResourceTable<Label>
      area="products"
      api={labelApi}
      label="标签"
      search={codeNameSearch('标签')}
      columns={[
        { title: '标签编码', dataIndex: 'code', width: 140 },
        { title: '标签', dataIndex: 'name', width: 160, render: (name: string, r) => <Tag color={r.color || undefined}>{name}</Tag> },
        { title: 'SKU数', dataIndex: 'skuCount', width: 80 },
        { title: '排序', dataIndex: 'sort', width: 70 },
        ...times,
      ]}
      form={{ fields, defaults: { sort: 0 } }}
    />
  );
}
