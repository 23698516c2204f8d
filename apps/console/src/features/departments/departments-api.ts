import type { DepartmentNode, DepartmentRow } from '@console/contract/departments';
import { hasPermission, listOrEmpty } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export type DepartmentFilters = { depName?: string; status?: number };
export type DepartmentForm = { depName: string; parentCode: string; sort?: number; status: number };

export const departmentKeys = { list: ['departments', 'list'] as const, tree: ['departments', 'tree'] as const };

export const can = (action: 'query' | 'add' | 'edit' | 'delete' | 'status') => hasPermission(`departmentManagement.${action}`);

export const fetchDepartments = (q: DepartmentFilters & { page: number; pageSize: number }) =>
  listOrEmpty(api.post<DepartmentRow[]>('/department/queryList', q));

export function useDepartmentTree() {
  return useQuery({
    queryKey: departmentKeys.tree,
    queryFn: () => listOrEmpty(api.get<DepartmentNode[]>('/department/queryAll')),
    select: (r) => r.list,
  });
}

export const saveDepartment = (code: string | undefined, body: DepartmentForm) =>
  code ? api.post('/department/update', { code, ...body }) : api.post<{ code: string }>('/department/add', body);
export const setDepartmentStatus = (code: string, status: number) => api.post('/department/status', { code, status });
export const deleteDepartment = (code: string) => api.post('/department/delete', { code }, { silent: true });
