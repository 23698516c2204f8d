import { skuRuleResource } from '@console/contract/api/products-resources';
import { declaredForm, ResourceTable } from '@console/web-kit/resource';
import { useSkuOptions } from './options.ts';

type Row = { id: number; status: number; code: string; name: string; skuName: string; minQty: number; maxQty: number; multiple: number };

const fields = declaredForm(skuRuleResource, { skuId: { kind: 'select', options: useSkuOptions } });

export default function SkuRulePage() {
  return (
    <ResourceTable<Row> resource={skuRuleResource} scrollX={1300} form={{ fields, defaults: { minQty: 1, maxQty: 100, multiple: 1 } }} />
  );
}
