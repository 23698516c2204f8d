import type { MenuNode } from '@console/contract/auth';
import { describe, expect, it } from 'vitest';
import { initialChecked, menuCodeToSend, toCheckTree, TREE_ROOT } from './menu-checks.ts';

const node = (code: string, parent: string, children?: MenuNode[]): MenuNode => ({
  code,
  label: code,
  icon: '',
  mType: children ? '0' : '2',
  visible: '0',
  showIndex: 0,
  url: code,
  status: '1',
  parent,
  children,
});
const menus = [
  node('system', '-1', [node('users', 'system', [node('users.add', 'users'), node('users.edit', 'users')]), node('roles', 'system', [])]),
];

describe('role menu tree', () => {
  it("puts the root 'all menus' over the tree", () => {
    const [root] = toCheckTree(menus);
    expect(root).toMatchObject({ key: TREE_ROOT, title: '全部菜单' });
    expect(root.children?.[0].children?.map((c) => c.key)).toEqual(['users', 'roles']);
  });

  it('checks only the leaves a role holds, so a held parent does not pull in all its children', () => {
    expect(initialChecked(menus, ['system', 'users', 'users.add', 'roles'])).toEqual(['users.add', 'roles']);
  });

  it('sends checked and half-checked codes without the root', () => {
    expect(menuCodeToSend(['users.add', TREE_ROOT], ['users', 'system', TREE_ROOT])).toBe('users.add,users,system');
    expect(menuCodeToSend([], [])).toBe('');
  });
});
