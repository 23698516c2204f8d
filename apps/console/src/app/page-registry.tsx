import { PAGES } from '@console/contract/api/pages';
import type { FirstList } from '@console/web-kit/resource';
import type { ComponentType } from 'react';
import { lazyNamed } from '../shared/lazy-named.ts';

/**
 * Every page the shell hosts as a tab. A later issue adds its page with one line here; the router, the tab bar
 * and the keep-alive cache all read this list. Paths are exact (no params): the path is also the tab key.
 */
export type PageEntry = {
  path: string;
  /** Tab and breadcrumb title when the menu has no entry for the path. */
  title: string;
  Component: ComponentType;
  /** Fetches the page's code (the menu prefetches it; Component loads the same chunk). */
  load: () => Promise<unknown>;
  /** The page's first list (its ResourceTable's area, descriptor, filters): fetched on a menu click, next to the code. */
  list?: () => Promise<FirstList>;
  /** Reachable without a session (spec §2 routing). */
  noAuth?: boolean;
};

/** A registry entry whose component is the named export `name` of the module `load` fetches. */
function page<K extends string>(
  path: string,
  title: string,
  loader: () => Promise<{ [k in K]: ComponentType }>,
  name: K,
  more: Pick<PageEntry, 'list' | 'noAuth'> = {},
): PageEntry {
  const { Component, load } = lazyNamed(loader, name);
  return { path, title, load, Component, ...more };
}

/** A first list whose descriptor loads on demand (the contract stays out of the entry chunk). */
const first =
  (area: string, api: () => Promise<FirstList['api']>, rest: Omit<FirstList, 'area' | 'api'> = {}) =>
  async (): Promise<FirstList> => ({ area, api: await api(), ...rest });

export const pageRegistry: PageEntry[] = [
  page('/homepage', '首页', () => import('../features/home/HomePage.tsx'), 'HomePage', { noAuth: true }),
  page('/test', '区域选择', () => import('../features/area-picker/AreaPickerPage.tsx'), 'AreaPickerPage', { noAuth: true }),
  page(PAGES.userManagement.path, PAGES.userManagement.title, () => import('../features/users/UsersPage.tsx'), 'UsersPage', {
    list: first('users', () => import('@console/contract/api/users').then((m) => m.usersApi)),
  }),
  page(PAGES.roleManagement.path, PAGES.roleManagement.title, () => import('../features/roles/RolesPage.tsx'), 'RolesPage', {
    list: first('roles', () => import('@console/contract/api/roles').then((m) => m.rolesApi)),
  }),
  page(PAGES.menuManagement.path, PAGES.menuManagement.title, () => import('../features/menus/MenusPage.tsx'), 'MenusPage', {
    list: async () => {
      const { menusApi, MENU_ROOT } = await import('@console/contract/api/menus');
      return { area: 'menus', api: menusApi, filters: { code: MENU_ROOT }, failure: 'Fail!' };
    },
  }),
  page(
    PAGES.departmentManagement.path,
    PAGES.departmentManagement.title,
    () => import('../features/departments/DepartmentsPage.tsx'),
    'DepartmentsPage',
    {
      list: first('departments', () => import('@console/contract/api/departments').then((m) => m.departmentsApi)),
    },
  ),
  page('/content/list', '文章管理', () => import('../features/content/ContentPage.tsx'), 'ContentPage', {
    list: first('content', () => import('@console/contract/api/content').then((m) => m.contentArticleApi)),
  }),
];

const byPath = new Map(pageRegistry.map((p) => [p.path, p]));

export function findPage(path: string): PageEntry | undefined {
  return byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/** Paths outside the layout or flagged no-auth: everything else needs a session token. */
const PUBLIC_PATHS = new Set(['/login', '/404', ...pageRegistry.filter((p) => p.noAuth).map((p) => p.path)]);

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/** Spec §2: any path containing "subapp" renders the sub-application host. */
export function isSubappPath(path: string): boolean {
  return path.includes('subapp');
}
