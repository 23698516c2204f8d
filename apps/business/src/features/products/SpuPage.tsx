import { spuApi } from '@console/contract/api/products-api';
import type { Spu } from '@console/contract/products-sku';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { codeNameSearch } from './columns.tsx';
import { toTreeOptions, useBrandOptions, useCategoryTree } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { spuResource } from '@console/contract/api/products-resources';

export default function SpuPage() {
  const brands = useBrandOptions();
  const tree = useCategoryTree();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'code', label: spuResource.fields.code.label, lockOnEdit: true },
      { name: 'name', label: spuResource.fields.name.label },
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
      resource={spuResource}
      search={[...codeNameSearch('SPU'), { name: 'brandId', label: COMMON_LABELS.brand, kind: 'select', options: brands }]}
      scrollX={1200}
      form={{ fields, width: 640 }}
    />
  );
}
