import { STATUS_OPTIONS } from '@console/contract/api/resource';
import type { SearchField } from '@console/web-kit/resource';

/** Columns and filters most product pages share. */
export const codeName = (label: string) => [
  { title: `${label}编码`, dataIndex: 'code', width: 140 },
  { title: `${label}名称`, dataIndex: 'name', width: 200 },
];
export const times = [
  { title: '更新时间', dataIndex: 'updateTime', width: 170 },
  { title: '创建时间', dataIndex: 'createTime', width: 170 },
];
export const statusSearch: SearchField = { name: 'status', label: '状态', kind: 'select', options: STATUS_OPTIONS.map((o) => ({ ...o })) };
export const codeNameSearch = (label: string): SearchField[] => [
  { name: 'code', label: `${label}编码` },
  { name: 'name', label: `${label}名称` },
  statusSearch,
];
