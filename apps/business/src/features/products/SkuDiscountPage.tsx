import { skuDiscountApi } from '@console/contract/api/products-api';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { codeName, codeNameSearch, times } from './columns.tsx';
import { useSkuOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Row = {
  id: number;
  status: number;
  code: string;
  name: string;
  skuName: string;
  minQty: number;
  discountRate: number;
  validFrom: string;
  validTo: string;
};

export default function SkuDiscountPage() {
  const skus = useSkuOptions();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'code', label: '折扣编码', lockOnEdit: true },
      { name: 'name', label: '折扣名称' },
      { name: 'skuId', label: 'SKU', kind: 'select', options: skus },
      { name: 'minQty', label: '起始数量', kind: 'number' },
      { name: 'discountRate', label: '折扣（%，如95表示95折）', kind: 'number' },
      { name: 'validFrom', label: COMMON_LABELS.validFrom, kind: 'date' },
      { name: 'validTo', label: COMMON_LABELS.validTo, kind: 'date' },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [skus],
  );
  return (
    <ResourceTable<Row>
      area="products"
      api={skuDiscountApi}
      label="阶梯折扣"
      search={codeNameSearch('折扣')}
      columns={[
        ...codeName('折扣'),
        { title: 'SKU', dataIndex: 'skuName', width: 200 },
        { title: '起始数量', dataIndex: 'minQty', width: 90 },
        { title: '折扣', dataIndex: 'discountRate', width: 80, render: (r: number) => `${r}%` },
        { title: '有效期', key: 'validity', width: 200, render: (_v, r) => `${r.validFrom} 至 ${r.validTo}` },
        ...times,
      ]}
      scrollX={1400}
      form={{ fields }}
    />
  );
}
