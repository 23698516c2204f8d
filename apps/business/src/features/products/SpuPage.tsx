import { spuApi } from '@console/contract/api/products-api';
import type { Spu } from '@console/contract/products-sku';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { codeNameSearch } from './columns.tsx';
import { useBrandOptions, useCategoryOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { spuResource } from '@console/contract/api/products-resources';

const fields: FieldDef[] = [
  { name: 'code', label: spuResource.fields.code.label, lockOnEdit: true },
  { name: 'name', label: spuResource.fields.name.label },
  { name: 'brandId', label: COMMON_LABELS.brand, kind: 'select', options: useBrandOptions },
  { name: 'categoryId', label: COMMON_LABELS.category, kind: 'tree', tree: useCategoryOptions },
  { name: 'image', label: '图片地址' },
  { name: 'description', label: '描述', kind: 'textarea' },
  { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
];

export default function SpuPage() {
  return (
    <ResourceTable<Spu>
      area="products"
      api={spuApi}
      resource={spuResource}
      search={[...codeNameSearch('SPU'), { name: 'brandId', label: COMMON_LABELS.brand, kind: 'select', options: useBrandOptions }]}
      scrollX={1200}
      form={{ fields, width: 640 }}
    />
  );
}
