import { skuPlatformApi } from '@console/contract/api/products-api';
import { skuPlatformResource } from '@console/contract/api/products-resources';
import { ResourceTable } from '@console/web-kit/resource';
import { skuPlatformSearch, useSkuPlatformForm } from './sku-platform.ts';

type Row = { id: number; status: number; skuCode: string; skuName: string; platformName: string };

export default function SkuPlatformPage() {
  const fields = useSkuPlatformForm();
  return (
    <ResourceTable<Row> area="products" api={skuPlatformApi} resource={skuPlatformResource} search={skuPlatformSearch} form={{ fields }} />
  );
}
