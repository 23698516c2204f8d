import { type ComponentType, lazy } from 'react';

/**
 * Every page the shell hosts as a tab. A later issue adds its page with one line here; the router, the tab bar
 * and the keep-alive cache all read this list. Paths are exact (no params): the path is also the tab key.
 */
export type PageEntry = {
  path: string;
  /** Tab and breadcrumb title when the menu has no entry for the path. */
  title: string;
  Component: ComponentType;
  /** Reachable without a session (spec §2 routing). */
  noAuth?: boolean;
};

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

export const pageRegistry: PageEntry[] = [
  { path: '/homepage', title: '首页', noAuth: true, Component: named(() => import('../features/home/HomePage.tsx'), 'HomePage') },
  {
    path: '/test',
    title: '区域选择',
    noAuth: true,
    Component: named(() => import('../features/area-picker/AreaPickerPage.tsx'), 'AreaPickerPage'),
  },
  { path: '/userManagement', title: '用户管理', Component: named(() => import('../features/users/UsersPage.tsx'), 'UsersPage') },
  { path: '/roleManagement', title: '角色管理', Component: named(() => import('../features/roles/RolesPage.tsx'), 'RolesPage') },
  { path: '/menuManagement', title: '菜单管理', Component: named(() => import('../features/menus/MenusPage.tsx'), 'MenusPage') },
  {
    path: '/departmentManagement',
    title: '部门管理',
    Component: named(() => import('../features/departments/DepartmentsPage.tsx'), 'DepartmentsPage'),
  },
  { path: '/content/list', title: '文章管理', Component: named(() => import('../features/content/ContentPage.tsx'), 'ContentPage') },
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
