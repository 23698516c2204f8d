import type { MenuNode } from '@console/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { roleMenus } from '../../db/schema/roles.ts';
import { menus } from '../../db/schema/menus.ts';
import { nestByParent } from '../../shared/tree.ts';

type MenuRow = typeof menus.$inferSelect;

export const toMenuNode = (m: MenuRow): MenuNode => ({
  code: m.code,
  label: m.label,
  icon: m.icon,
  mType: m.mType as MenuNode['mType'],
  visible: m.visible as MenuNode['visible'],
  showIndex: m.showIndex,
  url: m.url,
  status: m.status as MenuNode['status'],
  parent: m.parent,
});

/** Nests rows by parent code; rows whose parent is absent become roots. Order follows showIndex. */
export function buildTree(rows: MenuRow[]): MenuNode[] {
  const roots: MenuNode[] = nestByParent(rows.map(toMenuNode), 'code', 'parent', true);
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.showIndex - b.showIndex || a.code.localeCompare(b.code));
    for (const n of list) if (n.children?.length) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** The enabled menu entries a role holds, as a tree (the login reply's `menu`). */
export async function menuTreeForRole(db: DbOrTx, roleCode: string): Promise<MenuNode[]> {
  const held = db.select({ code: roleMenus.menuCode }).from(roleMenus).where(eq(roleMenus.roleCode, roleCode));
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.status, '1'), inArray(menus.code, held)))
    .orderBy(asc(menus.showIndex));
  return buildTree(rows);
}
