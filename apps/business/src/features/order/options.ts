import { ORDER_SOURCE, ORDER_STATUS } from '@console/contract/api/order';
import { regionApi } from '@console/contract/api/regions';
import type { RegionNode } from '@console/contract/regions';
import { wmsBaseApi } from '@console/contract/api/wms';
import { type RegionOption, useOptions } from '@console/web-kit/resource';
import { useMemo } from 'react';

/** Query keys of the order pages start with 'order': any order write refreshes every order list and count. */
export const AREA = 'order';

export type StatusCode = keyof typeof ORDER_STATUS;
export const STATUS_CODES = Object.keys(ORDER_STATUS).map(Number) as StatusCode[];
export const statusText = (s: number | null | undefined) => (s == null ? '' : (ORDER_STATUS[s as StatusCode] ?? String(s)));
export const STATUS_COLORS: Record<number, string> = {
  10: 'orange',
  20: 'blue',
  30: 'geekblue',
  40: 'cyan',
  50: 'green',
  90: 'default',
  91: 'purple',
};
export const sourceText = (s: number) => ORDER_SOURCE[s as keyof typeof ORDER_SOURCE] ?? String(s);
export const SOURCE_OPTIONS = Object.entries(ORDER_SOURCE).map(([value, label]) => ({ value: Number(value), label }));

/** What a row may do next (the server checks again; these only decide which buttons show). */
export const canApprove = (status: number) => status === 10;
export const canCancel = (status: number) => status === 10 || status === 20;
/** The address can change only before shipping. */
export const canEditAddress = (status: number) => status === 10 || status === 20 || status === 30;

type Opt = { value: string; label: string };

export const useWarehouseOptions = (): Opt[] =>
  useOptions('wms', wmsBaseApi.queryAll, {}).map((w) => ({
    value: w.warehouseCode,
    label: `${w.warehouseName}（${w.warehouseCode}）`,
  }));

const toCascader = (nodes: RegionNode[]): RegionOption[] =>
  nodes.map((n) => ({ value: n.code, label: n.name, children: n.children ? toCascader(n.children) : undefined }));

/** The province > city > district tree (cascader options) and a code → name lookup over all levels. */
export function useRegions() {
  const tree = useOptions('regions', regionApi.queryAll, {}) as RegionNode[];
  return useMemo(() => {
    const names = new Map<string, string>();
    const walk = (nodes: RegionNode[]) => {
      for (const n of nodes) {
        names.set(n.code, n.name);
        if (n.children) walk(n.children);
      }
    };
    walk(tree ?? []);
    return {
      cascader: toCascader(tree ?? []),
      provinces: (tree ?? []).map((p) => ({ value: p.code, label: p.name })),
      name: (code: string) => names.get(code) ?? code,
    };
  }, [tree]);
}
