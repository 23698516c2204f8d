import { skuPlatformApi } from '@console/contract/api/products-api';
import { ResourceTable } from '@console/web-kit/resource';
import { times } from './columns.tsx';
import { skuPlatformColumns, skuPlatformSearch, useSkuPlatformForm } from './sku-platform.ts';

type Row = { id: number; status: number; skuCode: string; skuName: string; platformName: string };

export default function SkuPlatformPage() {
  const fields = useSkuPlatformForm();
  return (
    <ResourceTable<Row>
      area="products"
      api={skuPlatformApi}
      label="上架记录"
      search={skuPlatformSearch}
      columns={[...skuPlatformColumns([130, 220, 140]), ...times]}
      form={{ fields }}
    />
  );
}
