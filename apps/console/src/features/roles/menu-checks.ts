import type { MenuNode } from '@console/contract/auth';

export const TREE_ROOT = '-1';

export type CheckNode = { key: string; title: string; children?: CheckNode[] };

/** The drawer's tree: the root 'all menus' over the whole menu tree. */
export function toCheckTree(menus: MenuNode[]): CheckNode[] {
  const walk = (nodes: MenuNode[]): CheckNode[] =>
    nodes.map((m) => ({ key: m.code, title: m.label, ...(m.children?.length ? { children: walk(m.children) } : {}) }));
  return [{ key: TREE_ROOT, title: '全部菜单', children: walk(menus) }];
}

/**
 * The keys to show checked for a role: only its leaves. A held parent is derived by the tree from its
 * children (checking a parent would check every child, granting more than the role holds).
 */
export function initialChecked(menus: MenuNode[], held: string[]): string[] {
  const leaves = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const m of nodes) {
      if (m.children?.length) walk(m.children);
      else leaves.add(m.code);
    }
  };
  walk(menus);
  return held.filter((c) => leaves.has(c));
}

/** What the role menu call sends: checked and half-checked codes, without the root (spec §6). */
export function menuCodeToSend(checked: readonly string[], halfChecked: readonly string[]): string {
  return [...new Set([...checked, ...halfChecked])].filter((k) => k !== TREE_ROOT).join(',');
}
