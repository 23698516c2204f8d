import type { DataPermissionEntry } from '@console/contract/permissions';
import type { RoleOption } from '@console/contract/roles';
import { SHOP_OPTIONS_PAGE_SIZE, type Option, type UserRow, type UserSelectData } from '@console/contract/users';
import { shopInfoApi } from '@console/contract/shop';
import { createCall, dataOr, hasPermission, listOrEmpty } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export type UserFilters = { name?: string; loginId?: string; cellPhone?: string; status?: number; roleType?: string };
export type UserForm = {
  name: string;
  cellPhone: string;
  loginId: string;
  pwd?: string;
  email?: string;
  tel: string;
  roleType: string;
  status: number;
};

export const userKeys = {
  list: ['users', 'list'] as const,
  selectData: ['users', 'selectData'] as const,
  roles: ['roles', 'all'] as const,
};

/** Buttons whose key the user lacks are not rendered (spec §6). */
export const can = (action: 'query' | 'reset' | 'add' | 'edit' | 'delte' | 'status' | 'permission') =>
  hasPermission(`userManagement.${action}`);

export const fetchUsers = (q: UserFilters & { page: number; pageSize: number }) => listOrEmpty(api.get<UserRow[]>('/user/queryList', q));

export function useRoles() {
  return useQuery({
    queryKey: userKeys.roles,
    queryFn: () => listOrEmpty(api.get<RoleOption[]>('/roles/queryAll')),
    select: (r) => r.list,
  });
}

const EMPTY_SELECT: UserSelectData = {
  roles: [],
  statuses: [],
  shops: [],
  distributors: [],
  platforms: [],
  serviceProviders: [],
  channels: [],
  provinces: [],
  grades: [],
};

export function useSelectData(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.selectData,
    queryFn: () => dataOr(api.post<UserSelectData>('/user/querySelectData', {}), EMPTY_SELECT),
    enabled,
  });
}

const call = createCall(api);

/**
 * Shops for the data-permission modal: the first 1000 (spec §2); when there are more, the select searches
 * on the server by name or code (`search`). `more` tells the modal to switch to server-side search.
 */
export function useShops(enabled: boolean, search = '') {
  return useQuery({
    queryKey: ['shop', 'options', SHOP_OPTIONS_PAGE_SIZE, search],
    enabled,
    queryFn: async (): Promise<{ list: Option[]; more: boolean }> => {
      const byCode = /^[A-Za-z0-9_-]+$/.test(search);
      const input = { page: 1, pageSize: SHOP_OPTIONS_PAGE_SIZE, ...(search ? (byCode ? { retCode: search } : { retName: search }) : {}) };
      const r = await listOrEmpty(call(shopInfoApi.queryList, input, { silent: true }));
      return { list: r.list.map((s) => ({ code: s.retCode, name: s.retName })), more: r.total > r.list.length };
    },
  });
}

export const insertUser = (body: UserForm) => api.post<{ code: string }>('/user/insert', body);
export const updateUser = (code: string, { pwd: _pwd, ...body }: UserForm) => api.post('/user/update', { code, ...body });
export const setUserStatus = (code: string, status: number) => api.post('/user/status', { code, status });
export const deleteUser = (code: string) => api.post('/user/delete', { code }, { silent: true });
export const updatePwd = (code: string, pwd: string) => api.post('/user/updatePwd', { code, pwd });

export const fetchDataPermissions = (userCode: string) =>
  listOrEmpty(api.get<DataPermissionEntry[]>('/permission/queryByUserCode', { userCode }));
export const saveDataPermissions = (userCode: string, dataList: DataPermissionEntry[]) =>
  api.post('/permission/addOrUpdate', { userCode, dataList }, { silent: true });
