import { skuPriceApi } from '@console/contract/api/products-api';
import { skuPriceResource } from '@console/contract/api/products-resources';
import type { SkuPrice } from '@console/contract/products-sku';
import { ResourceTable } from '@console/web-kit/resource';
import { skuPlatformSearch, useSkuPlatformForm } from './sku-platform.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

/**
 * Prices are typed in yuan and sent as integer cents (the 'money' field converts exactly). The columns are the
 * declaration's, as the export's are: the file holds what the page shows (both dates, 全部 for no grade).
 */
export default function SkuPricePage() {
  const fields = useSkuPlatformForm([
    { name: 'gradeCode', label: '门店等级编码', placeholder: '不填表示全部等级' },
    { name: 'price', label: '价格（元）', kind: 'money' },
    { name: 'validFrom', label: COMMON_LABELS.validFrom, kind: 'date' },
    { name: 'validTo', label: COMMON_LABELS.validTo, kind: 'date' },
  ]);
  return (
    <ResourceTable<SkuPrice>
      area="products"
      api={skuPriceApi}
      resource={skuPriceResource}
      search={skuPlatformSearch}
      scrollX={1400}
      form={{ fields, defaults: { platformCode: '0004', gradeCode: '' } }}
    />
  );
}
