import { STATUS_OPTIONS } from '@console/contract/api/resource';
import { wmsBaseApi } from '@console/contract/api/wms';
import type { WarehouseRow } from '@console/contract/wms';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { AREA, times, typeOptions, typeText, useRegionTree } from './options.ts';

/** Warehouses (仓库管理); one still holding stock cannot be deleted (the server names it). */
export default function WarehousePage() {
  const regions = useRegionTree();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'warehouseCode', label: '仓库编码', lockOnEdit: true },
      { name: 'warehouseName', label: '仓库名称' },
      { name: 'type', label: '仓库类型', kind: 'select', options: typeOptions },
      { name: 'region', label: '所在地区', kind: 'region', regions },
      { name: 'address', label: '详细地址' },
      { name: 'contact', label: '联系人' },
      { name: 'phone', label: '联系电话' },
      { name: 'status', label: '状态', kind: 'status' },
    ],
    [regions],
  );
  return (
    <ResourceTable<WarehouseRow & Record<string, unknown>>
      area={AREA}
      api={wmsBaseApi}
      label="仓库"
      search={[
        { name: 'warehouseCode', label: '仓库编码' },
        { name: 'warehouseName', label: '仓库名称' },
        { name: 'type', label: '类型', kind: 'select', options: typeOptions },
        { name: 'status', label: '状态', kind: 'select', options: STATUS_OPTIONS.map((o) => ({ ...o })) },
      ]}
      columns={[
        { title: '仓库编码', dataIndex: 'warehouseCode', width: 120 },
        { title: '仓库名称', dataIndex: 'warehouseName', width: 160 },
        { title: '类型', dataIndex: 'type', width: 90, render: typeText },
        {
          title: '所在地区',
          key: 'region',
          width: 220,
          render: (_v, r) => [r.provinceName, r.cityName, r.districtName].filter(Boolean).join(' / '),
        },
        { title: '详细地址', dataIndex: 'address', width: 220 },
        { title: '联系人', dataIndex: 'contact', width: 90 },
        { title: '联系电话', dataIndex: 'phone', width: 130 },
        ...times,
      ]}
      scrollX={1600}
      form={{ fields, defaults: { type: 2, status: 1 }, width: 640 }}
    />
  );
}
