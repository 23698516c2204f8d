import { skuDiscountResource } from '@console/contract/api/products-resources';
import { declaredColumns, declaredForm, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { validity } from './columns.tsx';
import { useSkuOptions } from './options.ts';

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

const columns = declaredColumns<Row>(skuDiscountResource, {
  discountRate: (r: number) => `${r}%`,
  validity: validity.render,
});

export default function SkuDiscountPage() {
  const skus = useSkuOptions();
  const fields = useMemo(
    () =>
      declaredForm(skuDiscountResource, {
        skuId: { kind: 'select', options: skus },
        discountRate: { placeholder: '如95表示95折' },
      }),
    [skus],
  );
  return <ResourceTable<Row> resource={skuDiscountResource} columns={columns} scrollX={1400} form={{ fields }} />;
}
