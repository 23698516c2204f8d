import { skuPriceApi } from '@console/contract/api/products-api';
import type { SkuPrice } from '@console/contract/products-sku';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { yuan } from '@console/contract/money';
import { statusSearch, times } from './columns.tsx';
import { useSkuOptions } from './options.ts';
import { platformOptions } from './SkuPlatformPage.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** Prices are typed in yuan and sent as integer cents (the 'money' field converts exactly). */
export default function SkuPricePage() {
  const skus = useSkuOptions();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'skuId', label: 'SKU', kind: 'select', options: skus },
      { name: 'platformCode', label: COMMON_LABELS.platform, kind: 'select', options: platformOptions },
      { name: 'gradeCode', label: '门店等级编码', placeholder: '不填表示全部等级' },
      { name: 'price', label: '价格（元）', kind: 'money' },
      { name: 'validFrom', label: COMMON_LABELS.validFrom, kind: 'date' },
      { name: 'validTo', label: COMMON_LABELS.validTo, kind: 'date' },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [skus],
  );
  return (
    <ResourceTable<SkuPrice>
      area="products"
      api={skuPriceApi}
      label="价格"
      search={[
        { name: 'skuName', label: COMMON_LABELS.skuName },
        { name: 'platformCode', label: COMMON_LABELS.platform, kind: 'select', options: platformOptions },
        statusSearch,
      ]}
      columns={[
        { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 120 },
        { title: COMMON_LABELS.skuName, dataIndex: 'skuName', width: 200 },
        { title: COMMON_LABELS.platform, dataIndex: 'platformName', width: 120 },
        { title: COMMON_LABELS.grade, dataIndex: 'gradeCode', width: 90, render: (g: string) => g || '全部' },
        { title: '价格', dataIndex: 'price', width: 100, render: yuan },
        { title: '有效期', key: 'validity', width: 200, render: (_v, r) => `${r.validFrom} 至 ${r.validTo}` },
        ...times,
      ]}
      scrollX={1400}
      form={{ fields, defaults: { platformCode: '0004', gradeCode: '' } }}
    />
  );
}
