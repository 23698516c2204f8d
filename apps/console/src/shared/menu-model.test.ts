import type { MenuNode } from '@console/contract/auth';
import { describe, expect, it } from 'vitest';
import { buildNav, firstPages, groupKeysFor, indexNav } from './menu-model.ts';

const m = (code: string, parent: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  code,
  label: code.toUpperCase(),
  icon: '',
  mType: '0',
  visible: '0',
  showIndex: 1,
  url: '',
  status: '1',
  parent,
  ...extra,
});

const tree: MenuNode[] = [
  {
    ...m('content', '-1', { showIndex: 2 }),
    children: [m('articles', 'content', { url: '/content/list' })],
  },
  {
    ...m('system', '-1', { showIndex: 1, icon: 'SettingOutlined' }),
    children: [
      {
        ...m('users', 'system', { url: '/userManagement', showIndex: 2 }),
        children: [m('userManagement.add', 'users', { mType: '2', url: 'userManagement.add' })],
      },
      m('roles', 'system', { url: '/roleManagement', showIndex: 1 }),
      m('secret', 'system', { url: '/secret', visible: '2' }),
      m('api', 'system', { url: '/api/x', mType: '1' }),
    ],
  },
  { ...m('empty', '-1'), children: [m('btn', 'empty', { mType: '2', url: 'x.y' })] },
];

describe('menu model', () => {
  it('turns top-level entries into groups of mType 0 pages, ordered by showIndex', () => {
    const nav = buildNav(tree);
    expect(nav.map((n) => n.label)).toEqual(['SYSTEM', 'CONTENT']);
    expect(nav[0].icon).toBe('SettingOutlined');
    expect(nav[0].children?.map((c) => c.path)).toEqual(['/roleManagement', '/userManagement']);
    expect(nav[0].children?.[1].children).toBeUndefined(); // buttons never show as menu items
  });

  it('accepts a flat list too', () => {
    const flat = [
      m('system', '-1'),
      m('roles', 'system', { url: '/roleManagement' }),
      m('roles.add', 'roles', { mType: '2', url: 'roles.add' }),
    ];
    expect(buildNav(flat)).toEqual([
      {
        key: 'group:system',
        label: 'SYSTEM',
        icon: '',
        children: [{ key: '/roleManagement', label: 'ROLES', icon: '', path: '/roleManagement' }],
      },
    ]);
  });

  it('indexes pages with their group for the breadcrumb', () => {
    const nav = buildNav(tree);
    expect(indexNav(nav).get('/userManagement')).toEqual({ label: 'USERS', trail: ['SYSTEM'] });
    expect(groupKeysFor(nav, '/content/list')).toEqual(['group:content']);
    expect(firstPages(nav, 2).map((p) => p.path)).toEqual(['/roleManagement', '/userManagement']);
  });
});
