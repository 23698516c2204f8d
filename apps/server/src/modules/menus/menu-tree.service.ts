import { type MenuNode, menuNode } from '@console/contract';
import { z } from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { roleMenus } from '../../db/schema/roles.ts';
import { menus } from '../../db/schema/menus.ts';
import { nestByParent } from '../../shared/tree.ts';
import { perVersion } from '../../platform/per-version.ts';

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

/**
 * The enabled menu entries a role holds, as a tree (the login and current-menu replies' `menu`), kept per
 * permission version as the role's keys are (platform/per-version.ts): the caller passes the version it read
 * with the session, so an edit shows on the next request. Issue 31: read per request it was most of
 * PostgreSQL's time under the mixed load (561 entries through a nested loop on a database not yet analyzed).
 * The tree is shared by every reply: nothing may change it.
 */
export const menuTreeForRole = perVersion((db: DbOrTx, roleCode: string): Promise<MenuNode[]> => {
  const held = db.select({ code: roleMenus.menuCode }).from(roleMenus).where(eq(roleMenus.roleCode, roleCode));
  return db
    .select()
    .from(menus)
    .where(and(eq(menus.status, '1'), inArray(menus.code, held)))
    .orderBy(asc(menus.showIndex))
    .then(buildTree);
});

/**
 * The same tree written as JSON once per (role, permission version): the current-menu reply (20 % of the mixed
 * load, tens of KiB for a wide role) sends it as it is instead of serialising the tree on every request.
 * Through its schema: only declared fields leave, as from any reply serialiser. Kept as UTF-8 bytes, so a reply
 * copies them once instead of building an ~80 KiB string and encoding it again for the socket.
 */
export const menuJsonForRole = perVersion((db: DbOrTx, roleCode: string, version: number) =>
  menuTreeForRole(db, roleCode, version).then((tree) => Buffer.from(JSON.stringify(menuTree.encode(tree)))),
);
const menuTree = z.array(menuNode);
