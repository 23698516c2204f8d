import { skuPlatformApi } from '@console/contract/api/products-api';
import { PLATFORMS } from '@console/contract/products-sku';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { statusSearch, times } from './columns.tsx';
import { useSkuOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

export const platformOptions = PLATFORMS.map((p) => ({ value: p.code, label: `${p.name}（${p.code}）` }));

type Row = { id: number; status: number; skuCode: string; skuName: string; platformName: string };

export default function SkuPlatformPage() {
  const skus = useSkuOptions();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'skuId', label: 'SKU', kind: 'select', options: skus },
      { name: 'platformCode', label: COMMON_LABELS.platform, kind: 'select', options: platformOptions },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [skus],
  );
  return (
    <ResourceTable<Row>
      area="products"
      api={skuPlatformApi}
      label="上架记录"
      search={[
        { name: 'skuName', label: COMMON_LABELS.skuName },
        { name: 'platformCode', label: COMMON_LABELS.platform, kind: 'select', options: platformOptions },
        statusSearch,
      ]}
      columns={[
        { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 130 },
        { title: COMMON_LABELS.skuName, dataIndex: 'skuName', width: 220 },
        { title: COMMON_LABELS.platform, dataIndex: 'platformName', width: 140 },
        ...times,
      ]}
      form={{ fields }}
    />
  );
}
