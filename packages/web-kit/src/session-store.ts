import type { LoginResult, MenuNode } from '@console/contract/auth';

/** Session storage keys, as the specification names them (the sub-app reads the same storage). */
export const SESSION_KEYS = {
  token: 'token',
  name: 'name',
  loginId: 'loginId',
  roleName: 'roleName',
  menus: 'menus',
} as const;

export type SessionUser = { name: string; loginId: string; roleName: string };

// Storage can throw (privacy modes, sandboxed frames); a console without storage just acts signed out.
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function saveSession(result: Pick<LoginResult, 'token' | 'name' | 'loginId' | 'roleName' | 'menu'>): void {
  sessionStorage.setItem(SESSION_KEYS.token, result.token);
  sessionStorage.setItem(SESSION_KEYS.name, result.name ?? '');
  sessionStorage.setItem(SESSION_KEYS.loginId, result.loginId ?? '');
  sessionStorage.setItem(SESSION_KEYS.roleName, result.roleName ?? '');
  sessionStorage.setItem(SESSION_KEYS.menus, encodeURIComponent(JSON.stringify(result.menu ?? [])));
}

export function getToken(): string | null {
  return read(SESSION_KEYS.token) || null;
}

export function getSessionUser(): SessionUser {
  return {
    name: read(SESSION_KEYS.name) ?? '',
    loginId: read(SESSION_KEYS.loginId) ?? '',
    roleName: read(SESSION_KEYS.roleName) ?? '',
  };
}

// Permission checks run per button per render; parsing the whole menu tree each time showed up in profiles.
// The parse is cached against the stored string, so a new login or a menu refresh is still seen at once.
let cachedRaw: string | null = null;
let cachedMenus: MenuNode[] = [];
let cachedKeys: Set<string> | null = null;

/** The menu tree stored at login; [] when missing or unreadable. Treat the result as read-only. */
export function getMenus(): MenuNode[] {
  const raw = read(SESSION_KEYS.menus);
  if (raw === cachedRaw) return cachedMenus;
  cachedRaw = raw;
  cachedKeys = null;
  cachedMenus = [];
  if (!raw) return cachedMenus;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (Array.isArray(parsed)) cachedMenus = parsed as MenuNode[];
  } catch {
    // unreadable storage counts as no menu
  }
  return cachedMenus;
}

function collectKeys(menus: MenuNode[]): Set<string> {
  const keys = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.url && !node.url.includes('/')) keys.add(node.url);
      if (node.children?.length) walk(node.children);
    }
  };
  walk(menus);
  return keys;
}

/** Permission keys: urls without a slash anywhere in the menu tree (spec §6); the stored tree by default. */
export function getPermissionKeys(menus?: MenuNode[]): Set<string> {
  if (menus) return collectKeys(menus);
  const stored = getMenus();
  cachedKeys ??= collectKeys(stored);
  return cachedKeys;
}

export function hasPermission(key: string): boolean {
  return getPermissionKeys().has(key);
}

/** Logout and an ended session wipe everything the console keeps in session storage. */
export function clearSession(): void {
  try {
    sessionStorage.clear();
  } catch {
    // nothing stored, nothing to clear
  }
}
