// First: React must find the census' hook when it starts.
import { renderCensus } from '@console/web-kit/render-census';
import { act, render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { NavNode } from '../../shared/menu-model.ts';
import { SideMenu } from './SideMenu.tsx';

// antd's Menu, counting its renders: each one draws every item of the menu again.
const menuRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('antd', async (original) => {
  const antd = await original<typeof import('antd')>();
  const Menu = (props: ComponentProps<typeof antd.Menu>) => {
    menuRenders.count++;
    return <antd.Menu {...props} />;
  };
  return { ...antd, Menu };
});

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
];

describe('SideMenu', () => {
  it('draws itself once for a click to another page of an open group (opening its group again changes nothing)', async () => {
    const element = <SideMenu nav={nav} collapsed={false} />;
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/userManagement'] });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.querySelector('.ant-menu-submenu-open')).not.toBeNull();
    menuRenders.count = 0;
    await act(() => router.navigate('/roleManagement'));
    expect(menuRenders.count).toBe(1);
    expect(container.querySelector('.ant-menu-item-selected')?.textContent).toBe('角色管理');
  });

  it("draws no item's icon or tooltip again for a click (antd's Menu draws every item: those are left unchanged)", async () => {
    const element = <SideMenu nav={nav} collapsed={false} />;
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/userManagement'] });
    render(<RouterProvider router={router} />);
    renderCensus.start();
    await act(() => router.navigate('/roleManagement'));
    expect(renderCensus.count('MenuItem')).toBeGreaterThan(0);
    expect(renderCensus.count('MenuIcon')).toBe(0);
    expect(renderCensus.count('Tooltip')).toBe(0);
  });
});
