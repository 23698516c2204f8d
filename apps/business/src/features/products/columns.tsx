import { STATUS_OPTIONS } from '@console/contract/api/resource';
import type { SearchField } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** Columns and filters most product pages share. */
export const codeName = (label: string) => [
  { title: `${label}编码`, dataIndex: 'code', width: 140 },
  { title: `${label}名称`, dataIndex: 'name', width: 200 },
];
export const times = [
  { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
  { title: COMMON_LABELS.createTime, dataIndex: 'createTime', width: 170 },
];
export const statusSearch: SearchField = {
  name: 'status',
  label: COMMON_LABELS.status,
  kind: 'select',
  options: STATUS_OPTIONS.map((o) => ({ ...o })),
};
export const codeNameSearch = (label: string): SearchField[] => [
  { name: 'code', label: `${label}编码` },
  { name: 'name', label: `${label}名称` },
  statusSearch,
];
/** A validity period's column (from 至 to). */
export const validity = {
  title: COMMON_LABELS.validity,
  key: 'validity',
  render: (_v: unknown, r: { validFrom: string; validTo: string }) => `${r.validFrom} 至 ${r.validTo}`,
};
