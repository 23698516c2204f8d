import { labelResource } from '@console/contract/api/products-resources';
import type { Label } from '@console/contract/products';
import { declaredColumns, declaredForm, ResourceTable } from '@console/web-kit/resource';
import { Tag } from 'antd';

const columns = declaredColumns<Label>(labelResource, {
  name: (name: string, r) => <Tag color={r.color || undefined}>{name}</Tag>,
});
const fields = declaredForm(labelResource, { color: { placeholder: '#RRGGBB，可不填' } });

export default function LabelPage() {
  return <ResourceTable<Label> resource={labelResource} columns={columns} form={{ fields, defaults: { sort: 0 } }} />;
}
