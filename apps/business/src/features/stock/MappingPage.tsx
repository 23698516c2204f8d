import { mappingResource, PARTNER_SOURCES } from '@console/contract/api/stock-data';
import type { MappingRow } from '@console/contract/stock-data';
import { declaredColumns, declaredForm, declaredSearch, ResourceTable } from '@console/web-kit/resource';
import { useSkuOptions } from './options.ts';

const sourceText = (v: string) => PARTNER_SOURCES.find((p) => p.value === v)?.label ?? `服务商 ${v}`;

const columns = declaredColumns<MappingRow & Record<string, unknown>>(mappingResource, { source: sourceText });

const sku = { skuCode: { kind: 'select', options: useSkuOptions } } as const;
const search = declaredSearch(mappingResource, sku);
const fields = declaredForm(mappingResource, { ...sku, source: { placeholder: 'HIPAC / FSCT / DCC / YUOU 或服务商编码' } });

/** SKU mapping (商品映射): a partner's or an SP's external code ↔ our SKU; imports and partner orders translate through it. */
export default function MappingPage() {
  return (
    <ResourceTable<MappingRow & Record<string, unknown>>
      resource={mappingResource}
      statusToggle={false}
      importAs="stockMapping"
      search={search}
      columns={columns}
      form={{ fields }}
    />
  );
}
