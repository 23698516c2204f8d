import { spuApi } from '@console/contract/api/products-api';
import type { Spu } from '@console/contract/products-sku';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { codeName, codeNameSearch, times } from './columns.tsx';
import { toTreeOptions, useBrandOptions, useCategoryTree } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { labelResource } from '@console/contract/api/products-resources';

export default function SpuPage() {
  const brands = useBrandOptions();
  const tree = useCategoryTree();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'code', label: 'SPU编码', lockOnEdit: true },
      { name: 'name', label: 'SPU名称' },
      { name: 'brandId', label: COMMON_LABELS.brand, kind: 'select', options: brands },
      { name: 'categoryId', label: COMMON_LABELS.category, kind: 'tree', tree: toTreeOptions(tree) },
      { name: 'image', label: '图片地址' },
      { name: 'description', label: '描述', kind: 'textarea' },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [brands, tree],
  );
  return (
    <ResourceTable<Spu>
      area="products"
      api={spuApi}
      label="SPU"
      search={[...codeNameSearch('SPU'), { name: 'brandId', label: COMMON_LABELS.brand, kind: 'select', options: brands }]}
      columns={[
        ...codeName('SPU'),
        { title: COMMON_LABELS.brand, dataIndex: 'brandName', width: 110 },
        { title: COMMON_LABELS.category, dataIndex: 'categoryName', width: 110 },
        { title: labelResource.fields.skuCount.label, dataIndex: 'skuCount', width: 80 },
        ...times,
      ]}
      scrollX={1200}
      form={{ fields, width: 640 }}
    />
  );
}
