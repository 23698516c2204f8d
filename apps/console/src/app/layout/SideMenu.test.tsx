// First: React must find the census' hook when it starts.
import { renderCensus } from '@console/web-kit/render-census';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { NavNode } from '../../shared/menu-model.ts';
import { SideMenu } from './SideMenu.tsx';

const nav: NavNode[] = [
  {
    key: 'group:system',
    label: '系统管理',
    icon: 'SettingOutlined',
    children: [
      { key: '/userManagement', label: '用户管理', icon: 'UserOutlined', path: '/userManagement' },
      { key: '/roleManagement', label: '角色管理', icon: 'TeamOutlined', path: '/roleManagement' },
    ],
  },
  {
    key: 'group:other',
    label: '其他',
    icon: 'AppstoreOutlined',
    children: [{ key: '/x', label: 'x', icon: 'AppstoreOutlined', path: '/x' }],
  },
];

function renderMenu(at: string, collapsed = false) {
  const router = createMemoryRouter([{ path: '*', element: <SideMenu nav={nav} collapsed={collapsed} /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}
const item = (name: string) => screen.getByRole('menuitem', { name: new RegExp(name) });
const current = () => document.querySelector('[aria-current="page"]')?.textContent;

afterEach(cleanup);

describe('SideMenu', () => {
  it("opens the current page's group and marks the page; a click on another page goes there", async () => {
    const router = renderMenu('/userManagement');
    expect(item('系统管理').getAttribute('aria-expanded')).toBe('true');
    expect(item('其他').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem', { name: /^x$/ })).toBeNull();
    expect(current()).toBe('用户管理');
    fireEvent.click(item('角色管理'));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/roleManagement');
    expect(current()).toBe('角色管理');
  });

  it('opens and closes a group on click, and follows the address into another group', async () => {
    const router = renderMenu('/userManagement');
    fireEvent.click(item('系统管理'));
    expect(screen.queryByRole('menuitem', { name: /用户管理/ })).toBeNull();
    await act(() => router.navigate('/x'));
    expect(item('其他').getAttribute('aria-expanded')).toBe('true');
    expect(current()).toBe('x');
  });

  it('draws only the pages whose mark moves (and their group) for a click, no icon', async () => {
    const router = renderMenu('/userManagement');
    renderCensus.start();
    await act(() => router.navigate('/roleManagement'));
    expect(renderCensus.count('Entry')).toBe(3);
    expect(renderCensus.count('MenuIcon')).toBe(0);
  });

  it('walks the entries with the arrows and opens one with Enter', async () => {
    const router = renderMenu('/userManagement');
    item('首页').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('系统管理'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/roleManagement');
  });

  it("collapsed, shows a group's pages beside it while pointed at", () => {
    renderMenu('/homepage', true);
    expect(screen.queryByRole('menuitem', { name: /用户管理/ })).toBeNull();
    fireEvent.mouseEnter(item('系统管理').parentElement!);
    expect(screen.getByRole('menu', { name: '系统管理' })).toBeTruthy();
    expect(item('用户管理')).toBeTruthy();
  });

  it('marks the group holding the current page, and only that one', async () => {
    const router = renderMenu('/userManagement', true);
    const within = () => [...document.querySelectorAll('.shell-menu-within')].map((e) => e.textContent);
    expect(within()).toEqual(['系统管理']);
    await act(() => router.navigate('/x'));
    expect(within()).toEqual(['其他']);
  });
});
