import type { MenuNode } from '@console/contract/auth';
import type { MenuRow } from '@console/contract/menus';
import { getMessage, hasPermission, listOrEmpty, type ListResult, RequestError, SESSION_ENDED_CODE } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export type MenuForm = {
  label: string;
  parent: string;
  mType: string;
  showIndex: string;
  status: string;
  url: string;
  visible: string;
  icon: string;
  platformCode?: string;
};

export const menuKeys = { list: ['menus', 'list'] as const, tree: ['menus', 'tree'] as const, platforms: ['platforms', 'all'] as const };

export const can = (action: 'query' | 'add' | 'status' | 'edit' | 'delete') => hasPermission(`menuManagement.${action}`);

/** The child menus of the chosen node; a failed call shows 'Fail!' (spec §8) and an empty table. */
export async function fetchMenus(q: { code: string; page: number; pageSize: number }): Promise<ListResult<MenuRow>> {
  try {
    const r = await api.post<MenuRow[]>('/menu/queryList', q, { silent: true });
    return { list: r.data ?? [], total: Number(r.total ?? 0) };
  } catch (e) {
    if (!(e instanceof RequestError && e.code === SESSION_ENDED_CODE)) getMessage().error('Fail!');
    return { list: [], total: 0 };
  }
}

export function useMenuTree() {
  return useQuery({ queryKey: menuKeys.tree, queryFn: () => listOrEmpty(api.get<MenuNode[]>('/menu/queryAll')), select: (r) => r.list });
}

type Platform = { platformCode?: string; platformName?: string; code?: string; name?: string };

/** The platform list of the menu modal; this console's platform 0004 when the platform area is absent. */
export function usePlatforms(enabled: boolean) {
  return useQuery({
    queryKey: menuKeys.platforms,
    enabled,
    queryFn: async () => {
      const r = await listOrEmpty(api.post<Platform[]>('/base/sysPlatform/queryAll', {}, { silent: true }));
      const list = r.list
        .map((p) => ({
          code: String(p.platformCode ?? p.code ?? ''),
          name: String(p.platformName ?? p.name ?? p.platformCode ?? p.code ?? ''),
        }))
        .filter((p) => p.code);
      return list.length ? list : [{ code: '0004', name: '业务管理平台（0004）' }];
    },
  });
}

export const saveMenu = (code: string | undefined, body: MenuForm) =>
  code ? api.post('/menu/update', { code, ...body }) : api.post<{ code: string }>('/menu/add', body);
export const setMenuStatus = (code: string, status: string) => api.post<{ status: string }>('/menu/status', { code, status });
export const deleteMenu = (code: string) => api.post('/menu/delete', { code }, { silent: true });
