import { skuPlatformApi } from '@console/contract/api/products-api';
import { PLATFORMS } from '@console/contract/products-sku';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { statusSearch, times } from './columns.tsx';
import { useSkuOptions } from './options.ts';

export const platformOptions = PLATFORMS.map((p) => ({ value: p.code, label: `${p.name}（${p.code}）` }));

type Row = { id: number; status: number; skuCode: string; skuName: string; platformName: string };

export default function SkuPlatformPage() {
  const skus = useSkuOptions();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'skuId', label: 'SKU', kind: 'select', options: skus },
      { name: 'platformCode', label: '平台', kind: 'select', options: platformOptions },
      { name: 'status', label: '状态', kind: 'status' },
    ],
    [skus],
  );
  return (
    <ResourceTable<Row>
      area="products"
      api={skuPlatformApi}
      label="上架记录"
      search={[
        { name: 'skuName', label: 'SKU名称' },
        { name: 'platformCode', label: '平台', kind: 'select', options: platformOptions },
        statusSearch,
      ]}
      columns={[
        { title: 'SKU编码', dataIndex: 'skuCode', width: 130 },
        { title: 'SKU名称', dataIndex: 'skuName', width: 220 },
        { title: '平台', dataIndex: 'platformName', width: 140 },
        ...times,
      ]}
      form={{ fields }}
    />
  );
}
