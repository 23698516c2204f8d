import { skuApi } from '@console/contract/api/products-api';
import type { Sku } from '@console/contract/products-sku';
import { ExportButton, type FieldDef, ImportButton, Permission, ResourceTable, useApi, usePermissions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { codeName, codeNameSearch, times } from './columns.tsx';
import { useLabelOptions, usePropertyValueOptions, useSpuOptions } from './options.ts';
import { SkuDetailDrawer } from './SkuDetailDrawer.tsx';
import { skuFields as F, propertyResource, skuResource } from '@console/contract/api/products-resources';

const fields: FieldDef[] = [
  { name: 'code', label: F.code.label, lockOnEdit: true },
  { name: 'name', label: F.name.label },
  { name: 'spuId', label: F.spuName.label, kind: 'select', options: useSpuOptions },
  { name: 'barcode', label: F.barcode.label },
  { name: 'unit', label: F.unit.label },
  { name: 'spec', label: F.spec.label },
  {
    name: 'propertyValueIds',
    label: propertyResource.fields.values.label,
    kind: 'multiselect',
    options: usePropertyValueOptions,
  },
  { name: 'labelIds', label: F.labelIds.label, kind: 'multiselect', options: useLabelOptions },
  { name: 'lowStockThreshold', label: F.lowStockThreshold.label, kind: 'number' },
  { name: 'status', label: F.status.label, kind: 'status' },
];

export default function SkuPage() {
  const [detailId, setDetailId] = useState<number | null>(null);
  const api = useApi();
  const qc = useQueryClient();
  const { has } = usePermissions();
  return (
    <>
      <ResourceTable<Sku>
        area="products"
        api={skuApi}
        label={skuResource.label}
        search={[...codeNameSearch(skuResource.label), { name: 'barcode', label: F.barcode.label }]}
        columns={[
          ...codeName(skuResource.label),
          ...(['spuName', 'brandName', 'barcode', 'unit'] as const).map((k) => ({ title: F[k].label, dataIndex: k, width: F[k].width })),
          { title: F.propertyText.label, dataIndex: 'propertyText', width: F.propertyText.width, ellipsis: true },
          {
            title: F.lowStockThreshold.label,
            dataIndex: 'lowStockThreshold',
            width: F.lowStockThreshold.width,
            align: 'right' as const,
            render: (v: number | null) => v ?? '—',
          },
          ...times,
        ]}
        scrollX={1620}
        toolbar={(filters) => (
          <>
            <ImportButton
              client={api}
              resource="productSku"
              label={skuResource.label}
              allowed={has('productSku.import')}
              onImported={() => qc.invalidateQueries({ queryKey: ['products'] })}
            />
            <ExportButton client={api} resource="productSku" query={filters} allowed={has('productSku.export')} />
          </>
        )}
        rowActions={(row) => (
          <Permission k="productSku.detail">
            <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
              详情
            </Button>
          </Permission>
        )}
        form={{ fields, defaults: { propertyValueIds: [], labelIds: [] }, width: 640 }}
      />
      <SkuDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
