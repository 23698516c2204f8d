import { groupApi } from '@console/contract/api/products-api';
import type { Group } from '@console/contract/products';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { codeName, codeNameSearch, times } from './columns.tsx';
import { useSkuOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { labelResource } from '@console/contract/api/products-resources';

export default function GroupPage() {
  const skus = useSkuOptions();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'code', label: '分组编码', lockOnEdit: true },
      { name: 'name', label: '分组名称' },
      { name: 'skuIds', label: '分组SKU', kind: 'multiselect', options: skus },
      { name: 'sort', label: COMMON_LABELS.sort, kind: 'number' },
      { name: 'remark', label: COMMON_LABELS.remark, kind: 'textarea' },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [skus],
  );
  return (
    <ResourceTable<Group>
      area="products"
      api={groupApi}
      label="分组"
      search={[...codeNameSearch('分组'), { name: 'skuCode', label: '含SKU编码' }]}
      columns={[
        ...codeName('分组'),
        { title: labelResource.fields.skuCount.label, dataIndex: 'skuCount', width: 80 },
        { title: COMMON_LABELS.remark, dataIndex: 'remark', ellipsis: true },
        ...times,
      ]}
      form={{ fields, defaults: { sort: 0, skuIds: [] }, width: 640 }}
    />
  );
}
