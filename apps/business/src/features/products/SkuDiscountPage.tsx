import { skuDiscountResource } from '@console/contract/api/products-resources';
import { declaredColumns, declaredForm, ResourceTable } from '@console/web-kit/resource';
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

const fields = declaredForm(skuDiscountResource, {
  skuId: { kind: 'select', options: useSkuOptions },
  discountRate: { placeholder: '如95表示95折' },
});

export default function SkuDiscountPage() {
  return <ResourceTable<Row> resource={skuDiscountResource} columns={columns} scrollX={1400} form={{ fields }} />;
}
