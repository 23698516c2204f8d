import { spGroupApi } from '@console/contract/api/base';
import type { RegionNode } from '@console/contract/regions';
import { STATUS_OPTIONS } from '@console/contract/api/resource';
import { type RegionOption, type SearchField, useOptions } from '@console/web-kit/resource';
import { GRADES, PLATFORMS, REGIONS, RETAILER_TYPES, SPS } from './option-lists.ts';
import { useMemo } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** The shop pages' calls and dropdown data (keys start with the owning area's name, 'shop-sp', 'base-…'). */
export { useCall } from '@console/web-kit/resource';

const toCascader = (nodes: RegionNode[]): RegionOption[] =>
  nodes.map((n) => ({ value: n.code, label: n.name, children: n.children ? toCascader(n.children) : undefined }));

export function useRegionTree(): RegionOption[] {
  const tree = useOptions(REGIONS.area, REGIONS.api, REGIONS.input);
  return useMemo(() => toCascader(tree as RegionNode[]), [tree]);
}

/** Provinces and their cities, without districts (a filter by city at the deepest). */
export function useCityTree(): RegionOption[] {
  const tree = useRegionTree();
  return useMemo(() => tree.map((p) => ({ ...p, children: p.children?.map((c) => ({ ...c, children: undefined })) })), [tree]);
}

type Opt = { value: string; label: string };
const named = (rows: { code: string; name: string }[]): Opt[] => rows.map((r) => ({ value: r.code, label: r.name }));

export const useGradeOptions = (): Opt[] =>
  useOptions(GRADES.area, GRADES.api, GRADES.input).map((g) => ({ value: g.gradeCode, label: g.gradeName }));
export const useRetailerTypeOptions = () => named(useOptions(RETAILER_TYPES.area, RETAILER_TYPES.api, RETAILER_TYPES.input));
export const useSpGroupOptions = () => named(useOptions('base-sp-group', spGroupApi.queryAll, { status: 1 }));
export const usePlatformOptions = () => named(useOptions(PLATFORMS.area, PLATFORMS.api, PLATFORMS.input));
export const useSpOptions = (): Opt[] =>
  useOptions(SPS.area, SPS.api, SPS.input).map((s) => ({ value: s.spCode, label: `${s.spName}（${s.spCode}）` }));

export const statusSearch: SearchField = {
  name: 'status',
  label: COMMON_LABELS.status,
  kind: 'select',
  options: STATUS_OPTIONS.map((o) => ({ ...o })),
};
export const times = [
  { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
  { title: COMMON_LABELS.createTime, dataIndex: 'createTime', width: 170 },
];
export const regionText = (r: { provinceName: string; cityName: string; districtName: string }) =>
  [r.provinceName, r.cityName, r.districtName].filter(Boolean).join(' / ');

type Party = { phone: string; provinceName: string; cityName: string; districtName: string };
/**
 * The leading columns of a shop or service-provider list: code, name, the person to call, phone and region.
 * Each is keyed by its own field names; both lists show them alike.
 */
export const partyColumns = (code: [string, string], name: [string, string, number], person: [string, string]) => [
  { title: code[1], dataIndex: code[0], width: 120 },
  { title: name[1], dataIndex: name[0], width: name[2] },
  { title: person[1], dataIndex: person[0], width: 90 },
  { title: COMMON_LABELS.phone, dataIndex: 'phone', width: 130 },
  { title: COMMON_LABELS.region, key: 'region', width: 200, render: (_v: unknown, r: Party) => regionText(r) },
];
