import type { MenuNode } from '@console/contract/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getMenus, getPermissionKeys, getSessionUser, getToken, hasPermission, saveSession } from './session-store.ts';

const node = (code: string, url: string, mType: MenuNode['mType'], children: MenuNode[] = []): MenuNode => ({
  code,
  label: code,
  icon: '',
  mType,
  visible: '0',
  showIndex: 1,
  url,
  status: '1',
  parent: '-1',
  children,
});

const menu = [node('system', '', '0', [node('users', '/userManagement', '0', [node('u.add', 'userManagement.add', '2')])])];
const login = { token: 't-1', name: '张三', loginId: 'zhangsan', roleName: '运营', roleCode: '0001', menu };

beforeEach(() => sessionStorage.clear());

describe('session store', () => {
  it('keeps token, name, loginId, roleName and URI-encoded menus', () => {
    saveSession(login);
    expect(getToken()).toBe('t-1');
    expect(getSessionUser()).toEqual({ name: '张三', loginId: 'zhangsan', roleName: '运营' });
    expect(sessionStorage.getItem('menus')).toBe(encodeURIComponent(JSON.stringify(menu)));
    expect(getMenus()).toEqual(menu);
  });

  it('derives permission keys from urls without a slash', () => {
    saveSession(login);
    expect([...getPermissionKeys()]).toEqual(['userManagement.add']);
    expect(hasPermission('userManagement.add')).toBe(true);
    expect(hasPermission('userManagement.delte')).toBe(false);
  });

  it('sees a changed menu at once despite caching', () => {
    saveSession(login);
    expect(hasPermission('userManagement.add')).toBe(true);
    sessionStorage.setItem('menus', encodeURIComponent(JSON.stringify([node('x', 'other.key', '2')])));
    expect(hasPermission('userManagement.add')).toBe(false);
    expect(hasPermission('other.key')).toBe(true);
  });

  it('treats missing or corrupt storage as signed out with no menu', () => {
    expect(getToken()).toBeNull();
    sessionStorage.setItem('menus', '%E0%A4%A');
    expect(getMenus()).toEqual([]);
    sessionStorage.setItem('menus', encodeURIComponent('{"not":"a list"}'));
    expect(getMenus()).toEqual([]);
  });

  it('clearSession wipes everything', () => {
    saveSession(login);
    sessionStorage.setItem('console.tabs', '{}');
    clearSession();
    expect(sessionStorage.length).toBe(0);
    expect(getMenus()).toEqual([]);
  });
});
