import { brandApi } from '@console/contract/api/products-api';
import type { Brand } from '@console/contract/products';
import { type FieldDef, ImportButton, ResourceTable, useApi, usePermissions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { codeName, codeNameSearch, times } from './columns.tsx';

const fields: FieldDef[] = [
  { name: 'code', label: '品牌编码', lockOnEdit: true },
  { name: 'name', label: '品牌名称' },
  { name: 'logo', label: 'Logo地址' },
  { name: 'sort', label: '排序', kind: 'number' },
  { name: 'remark', label: '备注', kind: 'textarea' },
  { name: 'status', label: '状态', kind: 'status' },
];

export default function BrandPage() {
  const api = useApi();
  const qc = useQueryClient();
  const { has } = usePermissions();
  return (
    <ResourceTable<Brand>
      area="products"
      api={brandApi}
      label="品牌"
      search={codeNameSearch('品牌')}
      columns={[
        ...codeName('品牌'),
        { title: 'SPU数', dataIndex: 'spuCount', width: 80 },
        { title: '排序', dataIndex: 'sort', width: 70 },
        { title: '备注', dataIndex: 'remark', ellipsis: true },
        ...times,
      ]}
      form={{ fields, defaults: { sort: 0 } }}
      toolbar={
        <ImportButton
          client={api}
          resource="productBrand"
          label="品牌"
          allowed={has('productBrand.import')}
          onImported={() => qc.invalidateQueries({ queryKey: ['products'] })}
        />
      }
    />
  );
}
