import { brandResource } from '@console/contract/api/products-resources';
import type { Brand } from '@console/contract/products';
import { ImportButton, ResourceTable, useApi, usePermissions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';

export default function BrandPage() {
  const api = useApi();
  const qc = useQueryClient();
  const { has } = usePermissions();
  return (
    <ResourceTable<Brand>
      resource={brandResource}
      form={{ defaults: { sort: 0 } }}
      toolbar={
        <ImportButton
          client={api}
          resource="productBrand"
          label={brandResource.label}
          allowed={has('productBrand.import')}
          onImported={() => qc.invalidateQueries({ queryKey: ['products'] })}
        />
      }
    />
  );
}
