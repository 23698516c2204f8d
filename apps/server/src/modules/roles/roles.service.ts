import { PAGES } from '@console/contract/api/pages';
import { assertRowFresh, bumped } from '../../shared/freshness.ts';
import { ADMIN_ROLE_CODE, type RoleListQuery, type RoleRow, roleResource } from '@console/contract/roles';
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { assertNoOther } from '../../shared/resource.ts';
import { badRequest, conflict, forbidden, notFound } from '../../shared/errors.ts';
import { containsPattern } from '../../shared/like.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import { formatTime } from '../../shared/time.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { menus } from '../../db/schema/menus.ts';
import { users } from '../../db/schema/users.ts';
import { assertRoleWithin, heldMenuCodes } from '../../shared/privilege-guard.ts';
import { roleMenus, roles } from '../../db/schema/roles.ts';
import { reshape } from '../../shared/reshape.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { STATUS_TEXT } from '@console/contract/api/resource';
import { WORDS } from '@console/contract/words';

const NOT_FOUND = '角色不存在';
const audit = auditTrail({
  module: PAGES.roleManagement.title,
  targetType: 'role',
  labels: { roleName: roleResource.fields.roleName.label, remark: COMMON_LABELS.remark, status: COMMON_LABELS.status, menus: WORDS.menu },
  values: { status: STATUS_TEXT },
});
/** A role's menu codes as the log shows them: sorted, comma-joined. */
const menuList = (codes: Iterable<string>) => [...codes].sort().join(',');
const ABOVE_CALLER = '不能操作权限高于自己的角色';

const menuCodesOf = sql<string>`coalesce((select string_agg(${roleMenus.menuCode}, ',' order by ${roleMenus.menuCode}) from ${roleMenus} where ${roleMenus.roleCode} = ${roles.code}), '')`;

export async function listRoles(q: RoleListQuery, ctx: RequestCtx) {
  const { db, tz } = ctx;
  const where = q.roleName ? ilike(roles.roleName, containsPattern(q.roleName)) : undefined;
  const page = await pagedList(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    order: [{ column: roles.code }],
    cursor: q.cursor,
    rows: keyedRows({
      select: {
        code: roles.code,
        roleName: roles.roleName,
        remark: roles.remark,
        status: roles.status,
        menuCode: menuCodesOf,
        createdAt: roles.createdAt,
        updatedAt: roles.updatedAt,
      },
      from: (sel) => db.select(sel).from(roles),
      where,
    }),
    count: () => db.select({ one: sql`1` }).from(roles).where(where),
  });
  const out: RoleRow[] = page.rows.map((r) =>
    reshape(r, ['createdAt', 'updatedAt'], { createtime: formatTime(r.createdAt, tz), updatetime: formatTime(r.updatedAt, tz) }),
  );
  return { ...page, rows: out };
}

export const allRoles = (_input: unknown, { db }: RequestCtx) =>
  db
    .select({ code: roles.code, roleName: roles.roleName, status: roles.status, remark: roles.remark })
    .from(roles)
    .orderBy(asc(roles.code));

const assertNameFree = (tx: DbOrTx, roleName: string, exceptCode?: string) =>
  assertNoOther(tx, roles.code, eq(roles.roleName, roleName), exceptCode, '角色名称已存在');

/** New roles get the next four-digit code; the lock keeps two concurrent adds from taking the same one. */
export async function addRole(body: { roleName: string; remark: string }, ctx: RequestCtx) {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727101)`);
    await assertNameFree(tx, body.roleName);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${roles.code}::int), 0) + 1` })
      .from(roles)
      .where(sql`${roles.code} ~ '^[0-9]+$'`);
    const code = String(next).padStart(4, '0');
    const row = { roleName: body.roleName, remark: body.remark, status: 1 };
    await tx.insert(roles).values({ code, ...row });
    await audit(tx, ctx, WORDS.add, code, null, row);
    return { code };
  });
}

/** A role the caller may manage: it exists and holds nothing beyond the caller's own role. */
async function lockRole(tx: DbOrTx, code: string, caller: SessionUser) {
  const [role] = await tx
    .select({ code: roles.code, roleName: roles.roleName, remark: roles.remark, status: roles.status })
    .from(roles)
    .where(eq(roles.code, code))
    .for('update');
  if (!role) throw notFound(NOT_FOUND);
  await assertRoleWithin(tx, code, caller.roleCode, ABOVE_CALLER);
  return role;
}

export async function updateRole(body: { code: string; roleName: string; remark?: string; updateTime?: string }, ctx: RequestCtx) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockRole(tx, body.code, ctx.user);
    await assertRowFresh(tx, roles, roles.code, body.code, body.updateTime, ctx.tz);
    await assertNameFree(tx, body.roleName, body.code);
    const [after] = await tx
      .update(roles)
      .set({ roleName: body.roleName, remark: body.remark, updatedAt: bumped(roles.updatedAt) })
      .where(eq(roles.code, body.code))
      .returning({ roleName: roles.roleName, remark: roles.remark });
    await audit(tx, ctx, WORDS.edit, body.code, before, after);
  });
}

export async function deleteRole({ code }: { code: string }, ctx: RequestCtx) {
  if (code === ADMIN_ROLE_CODE) throw forbidden('超级管理员角色不能删除');
  await ctx.db.transaction(async (tx) => {
    const role = await lockRole(tx, code, ctx.user);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.roleCode, code), ne(users.status, 5)));
    if (n > 0) throw conflict('该角色下存在用户，不能删除');
    const menusBefore = await tx.delete(roleMenus).where(eq(roleMenus.roleCode, code)).returning({ code: roleMenus.menuCode });
    await tx.delete(roles).where(eq(roles.code, code));
    await audit(tx, ctx, WORDS.delete, code, { ...role, menus: menuList(menusBefore.map((m) => m.code)) }, null);
  });
}

/** 1 ↔ 2, checked and set; a disabled role grants no permission from its users' next request on. */
export async function setRoleStatus({ code, status }: { code: string; status: number }, ctx: RequestCtx) {
  if (code === ctx.user.roleCode) throw forbidden('不能修改自己所属角色的状态');
  if (code === ADMIN_ROLE_CODE && status !== 1) throw forbidden('超级管理员角色不能停用');
  await ctx.db.transaction(async (tx) => {
    const before = await lockRole(tx, code, ctx.user);
    const changed = await tx
      .update(roles)
      .set({ status })
      .where(and(eq(roles.code, code), ne(roles.status, status)))
      .returning({ code: roles.code });
    if (!changed.length) throw conflict('角色状态已变更，请刷新后重试');
    await audit(tx, ctx, status === 1 ? WORDS.enable : WORDS.disable, code, { status: before.status }, { status });
  });
}

/**
 * Replaces a role's menus with `menuCode` (comma-separated). Every code must exist and be held by the
 * caller's own role; the caller's own role and the super administrator role are not changed here.
 */
export async function setRoleMenus({ code, menuCode }: { code: string; menuCode: string }, ctx: RequestCtx) {
  const { db, user: caller } = ctx;
  if (code === caller.roleCode) throw forbidden('不能修改自己所属角色的权限');
  if (code === ADMIN_ROLE_CODE) throw forbidden('超级管理员角色的权限不能修改');
  const codes = [
    ...new Set(
      menuCode
        .split(',')
        .map((c) => c.trim())
        .filter((c) => c && c !== '-1'),
    ),
  ];
  await db.transaction(async (tx) => {
    await lockRole(tx, code, caller);
    if (codes.length) {
      const found = await tx.select({ code: menus.code }).from(menus).where(inArray(menus.code, codes));
      const known = new Set(found.map((m) => m.code));
      const unknown = codes.filter((c) => !known.has(c));
      if (unknown.length) throw badRequest(`菜单不存在：${unknown.slice(0, 5).join('，')}`);
      const held = await heldMenuCodes(tx, caller.roleCode);
      if (codes.some((c) => !held.has(c))) throw forbidden('不能分配自己没有的菜单权限');
    }
    const before = await tx.delete(roleMenus).where(eq(roleMenus.roleCode, code)).returning({ code: roleMenus.menuCode });
    if (codes.length) await tx.insert(roleMenus).values(codes.map((menu) => ({ roleCode: code, menuCode: menu })));
    await audit(tx, ctx, '分配菜单', code, { menus: menuList(before.map((m) => m.code)) }, { menus: menuList(codes) });
    await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.code, code));
  });
}
