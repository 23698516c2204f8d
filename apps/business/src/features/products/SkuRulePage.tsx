import { skuRuleApi } from '@console/contract/api/products-api';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { codeName, codeNameSearch, times } from './columns.tsx';
import { useSkuOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Row = { id: number; status: number; code: string; name: string; skuName: string; minQty: number; maxQty: number; multiple: number };

export default function SkuRulePage() {
  const skus = useSkuOptions();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'code', label: '规则编码', lockOnEdit: true },
      { name: 'name', label: '规则名称' },
      { name: 'skuId', label: 'SKU', kind: 'select', options: skus },
      { name: 'minQty', label: '起订量', kind: 'number' },
      { name: 'maxQty', label: '限购量', kind: 'number' },
      { name: 'multiple', label: '订购倍数', kind: 'number' },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [skus],
  );
  return (
    <ResourceTable<Row>
      area="products"
      api={skuRuleApi}
      label="下单规则"
      search={codeNameSearch('规则')}
      columns={[
        ...codeName('规则'),
        { title: 'SKU', dataIndex: 'skuName', width: 200 },
        { title: '起订量', dataIndex: 'minQty', width: 80 },
        { title: '限购量', dataIndex: 'maxQty', width: 80 },
        { title: '倍数', dataIndex: 'multiple', width: 70 },
        ...times,
      ]}
      scrollX={1300}
      form={{ fields, defaults: { minQty: 1, maxQty: 100, multiple: 1 } }}
    />
  );
}
