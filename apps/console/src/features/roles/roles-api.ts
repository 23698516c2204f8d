import type { MenuNode } from '@console/contract/auth';
import type { RoleRow } from '@console/contract/roles';
import { hasPermission, listOrEmpty } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export type RoleFilters = { roleName?: string };
export type RoleForm = { roleName: string; remark?: string };

export const roleKeys = { list: ['roles', 'list'] as const, all: ['roles', 'all'] as const, menuTree: ['menus', 'tree'] as const };

export const can = (action: 'query' | 'add' | 'edit' | 'delete' | 'status' | 'menu') => hasPermission(`roleManagement.${action}`);

export const fetchRoles = (q: RoleFilters & { page: number; pageSize: number }) => listOrEmpty(api.get<RoleRow[]>('/roles/queryList', q));

export function useMenuTree(enabled: boolean) {
  return useQuery({
    queryKey: roleKeys.menuTree,
    queryFn: () => listOrEmpty(api.get<MenuNode[]>('/menu/queryAll')),
    select: (r) => r.list,
    enabled,
  });
}

export const saveRole = (code: string | undefined, body: RoleForm) =>
  code ? api.post('/roles/update', { code, ...body }) : api.post<{ code: string }>('/roles/add', body);
export const setRoleStatus = (code: string, status: number) => api.post('/roles/status', { code, status });
export const deleteRole = (code: string) => api.post('/roles/delete', { code }, { silent: true });
export const setRoleMenus = (code: string, menuCode: string) => api.post('/roles/menu', { code, menuCode });
