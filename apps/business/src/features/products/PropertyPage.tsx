import { propertyApi } from '@console/contract/api/products-api';
import { propertyResource } from '@console/contract/api/products-resources';
import type { Property } from '@console/contract/products';
import { declaredColumns, type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

const columns = declaredColumns<Property>(propertyResource, {
  values: (values) => (values as Property['values']).map((v) => <Tag key={v.id}>{v.value}</Tag>),
});

const F = propertyResource.fields;
const fields: FieldDef[] = [
  { name: 'code', label: F.code.label, lockOnEdit: true },
  { name: 'name', label: F.name.label },
  { name: 'values', label: F.values.label, kind: 'tags' },
  { name: 'sort', label: COMMON_LABELS.sort, kind: 'number' },
  { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
];

export default function PropertyPage() {
  return (
    <ResourceTable<Property>
      area="products"
      api={propertyApi}
      resource={propertyResource}
      columns={columns}
      // The form edits value texts; the server keeps the ids of values that stay.
      form={{
        fields,
        defaults: { sort: 0, values: [] },
        toInitial: (r) => ({ ...r, values: r.values.map((v) => v.value) }),
      }}
    />
  );
}
