import { PAGES } from '@console/contract/api/pages';
import { assertRowFresh, bumped } from '../../shared/freshness.ts';
import { assertParentOf, pagedWithParent } from '../../shared/tree.ts';
import { type MenuAddBody, MENU_ROOT, MENU_ROOT_LABEL, type MenuRow, type MenuUpdateBody, menuResource } from '@console/contract/menus';
import { ADMIN_ROLE_CODE } from '@console/contract/roles';
import { randomBytes } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { assertAdminKeepsKey, assertEntryRolesWithin, assertMenuChangeHeld } from '../../shared/privilege-guard.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { roleMenus } from '../../db/schema/roles.ts';
import { buildTree } from './menu-tree.service.ts';
import { menus } from '../../db/schema/menus.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

const NOT_FOUND = '菜单不存在';
const audit = auditTrail({
  module: PAGES.menuManagement.title,
  targetType: 'menu',
  labels: {
    label: '菜单名称',
    url: '地址/权限标识',
    parent: menuResource.fields.parentLabel.label,
    mType: COMMON_LABELS.type,
    status: COMMON_LABELS.status,
    visible: menuResource.fields.visible.label,
    showIndex: COMMON_LABELS.sort,
    icon: '图标',
  },
  values: {
    status: { 1: WORDS.enable, 0: WORDS.forbid },
    mType: { 0: WORDS.menu, 1: '接口', 2: '按钮' },
    visible: { 0: '显示', 1: '内部', 2: '隐藏' },
  },
});
const parentMenu = alias(menus, 'parent_menu');

/** The children of one menu (or of the root), paged, with the parent's label. */
export async function listMenus(q: { code: string; page: number; pageSize: number }, ctx: RequestCtx) {
  const page = await pagedWithParent<typeof menus.$inferSelect>(
    ctx,
    q,
    { table: menus, parentOf: menus.parent, parent: parentMenu, parentCode: parentMenu.code, parentName: parentMenu.label },
    eq(menus.parent, q.code),
    [asc(menus.showIndex), asc(menus.code)],
  );
  const out: MenuRow[] = page.rows.map(({ row, parentName }) => ({
    ...row,
    parentLabel: parentName ?? (row.parent === MENU_ROOT ? MENU_ROOT_LABEL : ''),
  }));
  return { ...page, rows: out };
}

export async function menuTree(_input: unknown, { db }: RequestCtx) {
  return buildTree(await db.select().from(menus).orderBy(asc(menus.showIndex)));
}

const MENU_TREE = { name: 'menu', table: menus, code: menus.code, parent: menus.parent };
const PARENT = { ...MENU_TREE, root: MENU_ROOT, missing: '父级菜单不存在', loop: '父级菜单不能是自身或其下级菜单' };
const assertParent = (tx: DbOrTx, parent: string, self?: { code: string; parent: string }) => assertParentOf(tx, PARENT, parent, self);

const fields = (b: MenuAddBody) => ({
  label: b.label,
  parent: b.parent,
  mType: b.mType,
  showIndex: b.showIndex,
  status: b.status,
  url: b.url,
  visible: b.visible,
  icon: b.icon,
  platformCode: b.platformCode,
});

/**
 * A new entry under a parent the caller holds, with a key the caller holds. The super administrator role
 * holds every entry, and so does the caller's role, so that they can go on managing what they made.
 */
export async function addMenu(body: MenuAddBody, ctx: RequestCtx) {
  const caller = ctx.user;
  return ctx.db.transaction(async (tx) => {
    await assertParent(tx, body.parent);
    await assertMenuChangeHeld(tx, caller, { url: body.url, parent: body.parent });
    const code = `M${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    await tx.insert(menus).values({ code, ...fields(body) });
    await audit(tx, ctx, WORDS.add, code, null, fields(body));
    await tx
      .insert(roleMenus)
      .values([...new Set([ADMIN_ROLE_CODE, caller.roleCode])].map((roleCode) => ({ roleCode, menuCode: code })))
      .onConflictDoNothing();
    return { code };
  });
}

/** The entry, locked for the change; 404 when it does not exist, 403 when the caller does not hold it. */
async function lockHeldEntry(tx: DbOrTx, code: string, caller: SessionUser) {
  const [found] = await tx
    .select({
      code: menus.code,
      label: menus.label,
      url: menus.url,
      parent: menus.parent,
      mType: menus.mType,
      status: menus.status,
      visible: menus.visible,
      showIndex: menus.showIndex,
      icon: menus.icon,
    })
    .from(menus)
    .where(eq(menus.code, code))
    .for('update');
  if (!found) throw notFound(NOT_FOUND);
  await assertMenuChangeHeld(tx, caller, { code });
  return found;
}

export async function updateMenu(body: MenuUpdateBody, ctx: RequestCtx) {
  const { user: caller, tz } = ctx;
  await ctx.db.transaction(async (tx) => {
    const current = await lockHeldEntry(tx, body.code, caller);
    await assertRowFresh(tx, menus, menus.code, body.code, body.updateTime, tz);
    await assertParent(tx, body.parent, current);
    await assertMenuChangeHeld(tx, caller, { url: body.url, currentUrl: current.url, parent: body.parent, currentParent: current.parent });
    const takesKey = body.url !== current.url || body.mType !== current.mType || (current.status === '1' && body.status === '0');
    if (takesKey) await assertEntryRolesWithin(tx, caller, body.code);
    await tx
      .update(menus)
      .set({ ...fields(body), updatedAt: bumped(menus.updatedAt) })
      .where(eq(menus.code, body.code));
    if (takesKey) await assertAdminKeepsKey(tx, current);
    await audit(tx, ctx, WORDS.edit, body.code, current, fields(body));
  });
}

export async function deleteMenu({ code }: { code: string }, ctx: RequestCtx) {
  const caller = ctx.user;
  await ctx.db.transaction(async (tx) => {
    const current = await lockHeldEntry(tx, code, caller);
    const [{ n }] = await tx.select({ n: count() }).from(menus).where(eq(menus.parent, code));
    if (n > 0) throw conflict('该菜单下存在子菜单，不能删除');
    await assertEntryRolesWithin(tx, caller, code);
    await tx.delete(roleMenus).where(eq(roleMenus.menuCode, code));
    await tx.delete(menus).where(eq(menus.code, code));
    await assertAdminKeepsKey(tx, current);
    await audit(tx, ctx, WORDS.delete, code, current, null);
  });
}

/**
 * '1' enabled ↔ '0' disabled, on the locked row. With a target it is checked and set (a second identical
 * click gets 409); without one it flips. Returns the new status.
 */
export async function setMenuStatus({ code, status: target }: { code: string; status?: '0' | '1' }, ctx: RequestCtx) {
  const caller = ctx.user;
  return ctx.db.transaction(async (tx) => {
    const current = await lockHeldEntry(tx, code, caller);
    const next = target ?? (current.status === '1' ? '0' : '1');
    if (next === current.status) throw conflict('菜单状态已变更，请刷新后重试');
    if (next === '0') await assertEntryRolesWithin(tx, caller, code);
    await tx.update(menus).set({ status: next }).where(eq(menus.code, code));
    if (next === '0') await assertAdminKeepsKey(tx, current);
    await audit(tx, ctx, next === '1' ? WORDS.enable : WORDS.forbid, code, { status: current.status }, { status: next });
    return { status: next };
  });
}
