import { warehouseResource, wmsBaseApi } from '@console/contract/api/wms';
import type { WarehouseRow } from '@console/contract/wms';
import { declaredColumns, declaredForm, ResourceTable } from '@console/web-kit/resource';
import { AREA, useRegionTree } from './options.ts';

type Row = WarehouseRow & Record<string, unknown>;
const columns = declaredColumns<Row>(warehouseResource, {
  region: (_v, r) => [r.provinceName, r.cityName, r.districtName].filter(Boolean).join(' / '),
});

const fields = declaredForm(warehouseResource, { region: { kind: 'region', regions: useRegionTree } });

/** Warehouses (仓库管理); one still holding stock cannot be deleted (the server names it). */
export default function WarehousePage() {
  return (
    <ResourceTable<Row>
      area={AREA}
      api={wmsBaseApi}
      resource={warehouseResource}
      columns={columns}
      scrollX={1600}
      form={{ fields, defaults: { type: 2, status: 1 }, width: 640 }}
    />
  );
}
