import { mappingResource, PARTNER_SOURCES, stockMappingApi } from '@console/contract/api/stock-data';
import type { MappingRow } from '@console/contract/stock-data';
import { ResourceTable } from '@console/web-kit/resource';
import { AREA, useSkuOptions } from './options.ts';

const F = mappingResource.fields;
const sourceText = (v: string) => PARTNER_SOURCES.find((p) => p.value === v)?.label ?? `服务商 ${v}`;

/** SKU mapping (商品映射): a partner's or an SP's external code ↔ our SKU; imports and partner orders translate through it. */
export default function MappingPage() {
  const skus = useSkuOptions();
  return (
    <ResourceTable<MappingRow & Record<string, unknown>>
      area={AREA}
      api={stockMappingApi}
      label={mappingResource.label}
      statusToggle={false}
      importAs="stockMapping"
      search={[
        { name: 'source', label: F.source.label },
        { name: 'externalCode', label: F.externalCode.label },
        { name: 'skuCode', label: F.skuCode.label, kind: 'select', options: skus },
      ]}
      columns={[
        { title: F.source.label, dataIndex: 'source', width: 140, render: sourceText },
        { title: F.externalCode.label, dataIndex: 'externalCode', width: 180 },
        { title: F.skuCode.label, dataIndex: 'skuCode', width: 140 },
        { title: F.skuName.label, dataIndex: 'skuName', width: 240 },
        { title: F.updateTime.label, dataIndex: 'updateTime', width: 170 },
      ]}
      form={{
        fields: [
          { name: 'source', label: F.source.label, placeholder: 'HIPAC / FSCT / DCC / YUOU 或服务商编码' },
          { name: 'externalCode', label: F.externalCode.label },
          { name: 'skuCode', label: F.skuCode.label, kind: 'select', options: skus },
        ],
      }}
    />
  );
}
