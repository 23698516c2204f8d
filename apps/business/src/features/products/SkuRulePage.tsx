import { skuRuleResource } from '@console/contract/api/products-resources';
import { declaredForm, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { useSkuOptions } from './options.ts';

type Row = { id: number; status: number; code: string; name: string; skuName: string; minQty: number; maxQty: number; multiple: number };

export default function SkuRulePage() {
  const skus = useSkuOptions();
  const fields = useMemo(() => declaredForm(skuRuleResource, { skuId: { kind: 'select', options: skus } }), [skus]);
  return (
    <ResourceTable<Row> resource={skuRuleResource} scrollX={1300} form={{ fields, defaults: { minQty: 1, maxQty: 100, multiple: 1 } }} />
  );
}
