import { authApi } from '@console/contract/api/auth';
import type { MenuNode } from '@console/contract/auth';
import { dataOr, getToken, saveSession } from '@console/web-kit';
import { call } from './api.ts';

type Current = { loginId: string; name: string; roleName: string; roleCode: string; menu: MenuNode[] };

/**
 * Re-reads the signed-in user's menus (a role widened or narrowed since sign-in) and stores them as login
 * does; resolves with the new tree, or null when the call failed (the stored menus stay).
 */
export async function refreshMenus(): Promise<MenuNode[] | null> {
  const token = getToken();
  if (!token) return null;
  const current = await dataOr<Current | null>(call(authApi.currentMenu, {}, { silent: true }), null);
  if (!current || getToken() !== token) return null;
  saveSession({ ...current, token });
  return current.menu;
}
