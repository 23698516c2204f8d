import { skuApi } from '@console/contract/api/products-api';
import type { Sku } from '@console/contract/products-sku';
import { type FieldDef, ImportButton, Permission, ResourceTable, useApi, usePermissions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { codeName, codeNameSearch, times } from './columns.tsx';
import { useLabelOptions, useProperties, useSpuOptions } from './options.ts';
import { SkuDetailDrawer } from './SkuDetailDrawer.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

export default function SkuPage() {
  const spus = useSpuOptions();
  const labels = useLabelOptions();
  const properties = useProperties();
  const [detailId, setDetailId] = useState<number | null>(null);
  const api = useApi();
  const qc = useQueryClient();
  const { has } = usePermissions();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'code', label: COMMON_LABELS.skuCode, lockOnEdit: true },
      { name: 'name', label: COMMON_LABELS.skuName },
      { name: 'spuId', label: '所属SPU', kind: 'select', options: spus },
      { name: 'barcode', label: '条形码' },
      { name: 'unit', label: '单位' },
      { name: 'spec', label: '规格' },
      {
        name: 'propertyValueIds',
        label: '属性值',
        kind: 'multiselect',
        options: properties.flatMap((p) => p.values.map((v) => ({ value: v.id, label: `${p.name}：${v.value}` }))),
      },
      { name: 'labelIds', label: '标签', kind: 'multiselect', options: labels },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [spus, labels, properties],
  );
  return (
    <>
      <ResourceTable<Sku>
        area="products"
        api={skuApi}
        label="SKU"
        search={[...codeNameSearch('SKU'), { name: 'barcode', label: '条形码' }]}
        columns={[
          ...codeName('SKU'),
          { title: '所属SPU', dataIndex: 'spuName', width: 160 },
          { title: '品牌', dataIndex: 'brandName', width: 100 },
          { title: '条形码', dataIndex: 'barcode', width: 140 },
          { title: '单位', dataIndex: 'unit', width: 60 },
          { title: '属性', dataIndex: 'propertyText', width: 200, ellipsis: true },
          ...times,
        ]}
        scrollX={1500}
        toolbar={
          <ImportButton
            client={api}
            resource="productSku"
            label="SKU"
            allowed={has('productSku.import')}
            onImported={() => qc.invalidateQueries({ queryKey: ['products'] })}
          />
        }
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
