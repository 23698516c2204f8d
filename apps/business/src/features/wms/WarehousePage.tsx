import { STATUS_OPTIONS } from '@console/contract/api/resource';
import { wmsBaseApi } from '@console/contract/api/wms';
import type { WarehouseRow } from '@console/contract/wms';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { AREA, times, typeOptions, typeText, useRegionTree } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** Warehouses (仓库管理); one still holding stock cannot be deleted (the server names it). */
export default function WarehousePage() {
  const regions = useRegionTree();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'warehouseCode', label: COMMON_LABELS.warehouseCode, lockOnEdit: true },
      { name: 'warehouseName', label: COMMON_LABELS.warehouseName },
      { name: 'type', label: '仓库类型', kind: 'select', options: typeOptions },
      { name: 'region', label: COMMON_LABELS.region, kind: 'region', regions },
      { name: 'address', label: COMMON_LABELS.address },
      { name: 'contact', label: COMMON_LABELS.contact },
      { name: 'phone', label: COMMON_LABELS.phone },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [regions],
  );
  return (
    <ResourceTable<WarehouseRow & Record<string, unknown>>
      area={AREA}
      api={wmsBaseApi}
      label={COMMON_LABELS.warehouse}
      search={[
        { name: 'warehouseCode', label: COMMON_LABELS.warehouseCode },
        { name: 'warehouseName', label: COMMON_LABELS.warehouseName },
        { name: 'type', label: COMMON_LABELS.type, kind: 'select', options: typeOptions },
        { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: STATUS_OPTIONS.map((o) => ({ ...o })) },
      ]}
      columns={[
        { title: COMMON_LABELS.warehouseCode, dataIndex: 'warehouseCode', width: 120 },
        { title: COMMON_LABELS.warehouseName, dataIndex: 'warehouseName', width: 160 },
        { title: COMMON_LABELS.type, dataIndex: 'type', width: 90, render: typeText },
        {
          title: COMMON_LABELS.region,
          key: 'region',
          width: 220,
          render: (_v, r) => [r.provinceName, r.cityName, r.districtName].filter(Boolean).join(' / '),
        },
        { title: COMMON_LABELS.address, dataIndex: 'address', width: 220 },
        { title: COMMON_LABELS.contact, dataIndex: 'contact', width: 90 },
        { title: COMMON_LABELS.phone, dataIndex: 'phone', width: 130 },
        ...times,
      ]}
      scrollX={1600}
      form={{ fields, defaults: { type: 2, status: 1 }, width: 640 }}
    />
  );
}
