import { groupResource } from '@console/contract/api/products-resources';
import type { Group } from '@console/contract/products';
import { declaredForm, ResourceTable } from '@console/web-kit/resource';
import { useSkuOptions } from './options.ts';

const fields = declaredForm(groupResource, { skuIds: { kind: 'multiselect', options: useSkuOptions } });

export default function GroupPage() {
  return <ResourceTable<Group> resource={groupResource} form={{ fields, defaults: { sort: 0, skuIds: [] }, width: 640 }} />;
}
