import { regionApi } from '@console/contract/api/regions';
import { SHORT_STOCK_THRESHOLD, STOCK_TYPES, SOURCE_TYPES, WAREHOUSE_TYPES, wmsChannelApi } from '@console/contract/api/wms';
import { type RegionOption, type SearchField, useOptions, useSkuChoices, useWarehouseChoices } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** Query keys of the warehouse pages start with 'wms': any write there refreshes every warehouse list. */
export const AREA = 'wms';

export { useCall } from '@console/web-kit/resource';

type Opt = { value: string; label: string };

export const useWarehouseOptions = (): Opt[] => useWarehouseChoices(AREA);
export const useSkuOptions = (): Opt[] => useSkuChoices(AREA);
export const useChannels = () => useOptions(AREA, wmsChannelApi.baseChannel, {});

export function useProvinceOptions(): Opt[] {
  const tree = useOptions(AREA, regionApi.queryAll, {});
  return useMemo(() => tree.map((p) => ({ value: p.code, label: p.name })), [tree]);
}
export function useRegionTree(): RegionOption[] {
  const tree = useOptions(AREA, regionApi.queryAll, {});
  return useMemo(() => {
    type N = { code: string; name: string; children?: N[] };
    const map = (nodes: N[]): RegionOption[] =>
      nodes.map((n) => ({ value: n.code, label: n.name, children: n.children ? map(n.children) : undefined }));
    return map(tree as N[]);
  }, [tree]);
}

export const typeOptions = WAREHOUSE_TYPES.map((t) => ({ ...t }));
export const typeText = (v: number) => WAREHOUSE_TYPES.find((t) => t.value === v)?.label ?? String(v);
export const stockTypeOptions = STOCK_TYPES.map((t) => ({ ...t }));
export const stockTypeText = (v: string) => STOCK_TYPES.find((t) => t.value === v)?.label ?? v;
export const sourceTypeText = (v: string) => SOURCE_TYPES[v] ?? v;
export const isShort = (available: number) => available < SHORT_STOCK_THRESHOLD;

export const warehouseSearch: SearchField = {
  name: 'warehouseCode',
  label: COMMON_LABELS.warehouse,
  kind: 'select',
  options: useWarehouseOptions,
};
export const statusOf = (options: readonly { value: number; label: string }[]) => (v: number) =>
  options.find((o) => o.value === v)?.label ?? String(v);
export const times = [
  { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
  { title: COMMON_LABELS.createTime, dataIndex: 'createTime', width: 170 },
];
