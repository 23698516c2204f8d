import type { MenuNode } from '@console/contract/auth';

/** A left-menu node: a group (has children) or a page (has a path). */
export type NavNode = { key: string; label: string; icon: string; path?: string; children?: NavNode[] };

/** Where a page sits, for the breadcrumb and tab titles. */
export type NavPlace = { label: string; trail: string[] };

const ROOT_PARENT = '-1';

const byShowIndex = (a: MenuNode, b: MenuNode) => (Number(a.showIndex) || 0) - (Number(b.showIndex) || 0);
// Only page menus (mType '0') make the left menu; hidden ones (visible '2') stay out of it.
const isNavEntry = (m: MenuNode) => String(m.mType) === '0' && String(m.visible ?? '0') !== '2';

function toNav(node: MenuNode): NavNode | null {
  const children = (node.children ?? [])
    .filter(isNavEntry)
    .sort(byShowIndex)
    .map(toNav)
    .filter((n) => n !== null);
  if (children.length) return { key: `group:${node.code}`, label: node.label, icon: node.icon, children };
  if (node.url?.startsWith('/')) return { key: node.url, label: node.label, icon: node.icon, path: node.url };
  // A group whose pages are all hidden or disabled has nothing to open.
  return null;
}

/**
 * The left menu from the stored login tree. Accepts a nested tree or a flat list (children found by
 * `parent`), so a server change between the two shapes does not empty the menu.
 */
export function buildNav(menus: MenuNode[]): NavNode[] {
  const nested = menus.some((m) => m.children?.length) ? menus : nestFlat(menus);
  const roots = nested.filter((m) => !m.parent || m.parent === ROOT_PARENT || !nested.some((p) => p.code === m.parent));
  return roots
    .filter(isNavEntry)
    .sort(byShowIndex)
    .map(toNav)
    .filter((n) => n !== null);
}

function nestFlat(menus: MenuNode[]): MenuNode[] {
  const nodes = new Map(menus.map((m) => [m.code, { ...m, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parent);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Path → label and group trail, for every page in the menu. */
export function indexNav(nav: NavNode[]): Map<string, NavPlace> {
  const index = new Map<string, NavPlace>();
  const walk = (nodes: NavNode[], trail: string[]) => {
    for (const node of nodes) {
      if (node.path && !index.has(node.path)) index.set(node.path, { label: node.label, trail });
      if (node.children) walk(node.children, [...trail, node.label]);
    }
  };
  walk(nav, []);
  return index;
}

/** Keys of the groups that contain `path`, so the menu opens where the user is. */
export function groupKeysFor(nav: NavNode[], path: string): string[] {
  for (const node of nav) {
    if (node.path === path) return [];
    if (node.children) {
      const inner = groupKeysFor(node.children, path);
      if (inner.length || node.children.some((c) => c.path === path)) return [node.key, ...inner];
    }
  }
  return [];
}

/** The first few pages of the menu, for shortcuts on the welcome page. */
export function firstPages(nav: NavNode[], limit: number): NavNode[] {
  const pages: NavNode[] = [];
  const walk = (nodes: NavNode[]) => {
    for (const node of nodes) {
      if (pages.length >= limit) return;
      if (node.path) pages.push(node);
      if (node.children) walk(node.children);
    }
  };
  walk(nav);
  return pages;
}
