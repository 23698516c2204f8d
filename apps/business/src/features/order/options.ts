import { can, optionLabel, stateOf } from '@console/contract/declaration';
import { ORDER_STATUS, orderResource } from '@console/contract/api/order';
import type { RegionNode } from '@console/contract/regions';
import { type RegionOption, useOptions, useWarehouseChoices, warehouseOptions } from '@console/web-kit/resource';
import { REGIONS } from './first-queries.ts';

export { AREA } from './first-queries.ts';

export type StatusCode = keyof typeof ORDER_STATUS;
export const STATUS_CODES = Object.keys(ORDER_STATUS).map(Number) as StatusCode[];
export const statusText = (s: number | null | undefined) => (s == null ? '' : stateOf(orderResource.machine, s).label);
export const sourceText = (s: number) => optionLabel(orderResource.fields.source, s);
export const SOURCE_OPTIONS = orderResource.fields.source.options;

/** What a row may do next, by the declaration's machine (the server checks the same rule again). */
export const canDo = (action: 'approve' | 'merge' | 'cancel' | 'address' | 'complete', status: number) =>
  can(orderResource.machine, action, status);

type Opt = { value: string; label: string };

export const useWarehouseOptions = (): Opt[] => useWarehouseChoices('wms');
/** The order lists' filters, columns and forms read the warehouses and regions as they mount: a menu click starts them. */
export const ORDER_LIST_OPTIONS = [warehouseOptions('wms'), REGIONS];

const toCascader = (nodes: RegionNode[]): RegionOption[] =>
  nodes.map((n) => ({ value: n.code, label: n.name, children: n.children ? toCascader(n.children) : undefined }));

type Regions = { cascader: RegionOption[]; provinces: Opt[]; name: (code: string) => string };
const NO_REGIONS: RegionNode[] = [];
// Derived once per answer for every reader: each name cell of the lists reads the regions (RegionName).
const derived = new WeakMap<RegionNode[], Regions>();

function derive(tree: RegionNode[]): Regions {
  const names = new Map<string, string>();
  const walk = (nodes: RegionNode[]) => {
    for (const n of nodes) {
      names.set(n.code, n.name);
      if (n.children) walk(n.children);
    }
  };
  walk(tree);
  return {
    cascader: toCascader(tree),
    provinces: tree.map((p) => ({ value: p.code, label: p.name })),
    name: (code: string) => names.get(code) ?? code,
  };
}

/** The province > city > district tree (cascader options) and a code → name lookup over all levels. */
export function useRegions(): Regions {
  const tree = (useOptions(REGIONS.area, REGIONS.api, REGIONS.input) as RegionNode[] | undefined) ?? NO_REGIONS;
  const known = derived.get(tree);
  if (known) return known;
  const regions = derive(tree);
  derived.set(tree, regions);
  return regions;
}

/** A form's or filter's choices by hook (web-kit choices.tsx): the field's control reads them, not the page. */
export const useProvinceOptions = () => useRegions().provinces;
export const useRegionCascader = () => useRegions().cascader;
