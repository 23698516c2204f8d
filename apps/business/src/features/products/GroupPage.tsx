import { groupResource } from '@console/contract/api/products-resources';
import type { Group } from '@console/contract/products';
import { declaredForm, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { useSkuOptions } from './options.ts';

export default function GroupPage() {
  const skus = useSkuOptions();
  const fields = useMemo(() => declaredForm(groupResource, { skuIds: { kind: 'multiselect', options: skus } }), [skus]);
  return <ResourceTable<Group> resource={groupResource} form={{ fields, defaults: { sort: 0, skuIds: [] }, width: 640 }} />;
}
