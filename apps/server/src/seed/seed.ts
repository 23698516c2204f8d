import { and, eq, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import { departments } from '../db/schema/departments.ts';
import { menus } from '../db/schema/menus.ts';
import { roleMenus, roles } from '../db/schema/roles.ts';
import { userDataPermissions, users } from '../db/schema/users.ts';
import { ALL_DATA, DATA_TYPE } from '@console/contract/permissions';
import { ADMIN_ROLE_CODE } from '@console/contract/roles';
import { hashPassword, randomPassword } from '../shared/password.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { nextUserCode } from '../modules/users/user-code.ts';
import { seedDemo } from './demo.ts';
import { flattenMenuTree } from '../db/menu-tree.ts';
import { seedDefaultJobs } from '../modules/jobs/jobs.seed.ts';
import { meta } from '../db/schema/meta.ts';
import { seedBaseDictionaries } from '../modules/base/base.seed.ts';
import { seedGrades } from '../modules/grades/grades.service.ts';
import { seedRegions } from '../modules/regions/regions.service.ts';
import { guardStockLedger } from '../modules/wms/stock-ledger.guard.ts';
import { ensureConfigs } from '../modules/partner/partner-config.service.ts';

const BASE_ROLES = [
  { code: ADMIN_ROLE_CODE, roleName: '超级管理员', remark: '拥有全部菜单与按钮权限' },
  { code: '0002', roleName: '运营专员', remark: '日常运营' },
  { code: '0003', roleName: '仓储专员', remark: '仓库与库存' },
  { code: '0034', roleName: '坐席', remark: '电销坐席，代门店下单' },
  { code: '0038', roleName: '坐席主管', remark: '电销坐席主管' },
];

const BASE_DEPARTMENTS = [
  { code: 'D0001', depName: '总部', parentCode: '-1', sort: 1 },
  { code: 'D0002', depName: '运营中心', parentCode: 'D0001', sort: 1 },
  { code: 'D0003', depName: '商品部', parentCode: 'D0002', sort: 1 },
  { code: 'D0004', depName: '订单部', parentCode: 'D0002', sort: 2 },
  { code: 'D0005', depName: '仓储物流部', parentCode: 'D0001', sort: 2 },
  { code: 'D0006', depName: '客户服务中心', parentCode: 'D0001', sort: 3 },
  { code: 'D0007', depName: '电销一组', parentCode: 'D0006', sort: 1 },
  { code: 'D0008', depName: '电销二组', parentCode: 'D0006', sort: 2 },
  { code: 'D0009', depName: '信息技术部', parentCode: 'D0001', sort: 4 },
];

/**
 * Data scope is default-deny (docs/security.md): the super administrator gets 99/ALL — once, and only if it has
 * no entries, so a database from before default-deny keeps an administrator who sees everything. Nobody else
 * is given anything.
 */
async function grantAdminAllScope(tx: DbOrTx, adminCode: string) {
  const [done] = await tx.select({ key: meta.key }).from(meta).where(eq(meta.key, 'admin_all_scope'));
  if (done) return;
  const [any] = await tx
    .select({ n: userDataPermissions.userCode })
    .from(userDataPermissions)
    .where(eq(userDataPermissions.userCode, adminCode))
    .limit(1);
  if (!any) await tx.insert(userDataPermissions).values({ userCode: adminCode, dataType: DATA_TYPE.all, dataList: ALL_DATA });
  await tx.insert(meta).values({ key: 'admin_all_scope', value: new Date().toISOString() });
}

/** The rows whose code the (small) table has not got yet. */
async function missing<R extends { code: string }>(tx: DbOrTx, column: PgColumn, rows: R[]): Promise<R[]> {
  const known = new Set((await tx.select({ code: column }).from(column.table)).map((r) => r.code));
  return rows.filter((r) => !known.has(r.code));
}

/** Roles, departments, the menu entries with the admin role's hold on them, the admin account. */
async function seedAccess(db: Db, config: Config) {
  let seededMenus = false;
  const password = await db.transaction(async (tx) => {
    // One starting instance at a time: several instances may boot against one database together.
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    // Roles, menus and grants are written only when something is missing: any statement on them (even one that
    // inserts nothing) moves the permission version, and with it every instance's cached keys and sessions.
    const missingRoles = await missing(tx, roles.code, BASE_ROLES);
    if (missingRoles.length) await tx.insert(roles).values(missingRoles).onConflictDoNothing();
    await tx.insert(departments).values(BASE_DEPARTMENTS).onConflictDoNothing();
    // Only the entries a newer version adds: building the insert of every entry (~500) took most of a warm
    // start's seed (issue 31).
    const added = await missing(tx, menus.code, flattenMenuTree());
    if (added.length) {
      seededMenus = true;
      await tx
        .insert(menus)
        .values(added.map((r) => ({ ...r, visible: '0', status: '1' })))
        .onConflictDoNothing();
    }
    // The admin role holds every entry, including those a newer version adds.
    const ungranted = () =>
      tx
        .select({ roleCode: sql`${ADMIN_ROLE_CODE}`.as('role_code'), menuCode: menus.code })
        .from(menus)
        .where(
          notExists(
            tx
              .select({ one: sql`1` })
              .from(roleMenus)
              .where(and(eq(roleMenus.roleCode, ADMIN_ROLE_CODE), eq(roleMenus.menuCode, menus.code))),
          ),
        );
    if ((await ungranted().limit(1)).length) await tx.insert(roleMenus).select(ungranted()).onConflictDoNothing();

    const [admin] = await tx.select({ code: users.code }).from(users).where(eq(users.loginId, 'admin'));
    if (admin) {
      await grantAdminAllScope(tx, admin.code);
      return undefined;
    }
    const pwd = config.adminPassword ?? randomPassword();
    const code = await nextUserCode(tx);
    await tx.insert(users).values({
      code,
      name: '系统管理员',
      loginId: 'admin',
      cellPhone: '13800000000',
      pwdHash: await hashPassword(pwd),
      roleCode: ADMIN_ROLE_CODE,
      depCode: 'D0009',
      status: 1,
    });
    await grantAdminAllScope(tx, code);
    return config.adminPassword ? undefined : pwd;
  });
  // A new database has no planner statistics until autovacuum comes by (a minute or more): the menu tree's
  // query was planned as a nested loop over every entry twice, 300 ms a call (issue 31's mixed load).
  if (seededMenus) await db.execute(sql`analyze sys_menu, sys_role_menu`);
  return password;
}

/** Base data every database needs. Safe to run on every start: it only adds what is missing. */
export async function seed(db: Db, config: Config, say: (msg: string) => void) {
  // Side by side, each on a connection of its own: none needs another's rows, and a start's steps wait on
  // PostgreSQL round trips, which move on together while the process builds its routes (issue 31).
  const [password, regionCount] = await Promise.all([
    seedAccess(db, config),
    seedRegions(db),
    seedGrades(db),
    seedDefaultJobs(db, config.timeZone),
    seedBaseDictionaries(db),
    guardStockLedger(db),
    ensureConfigs(db),
  ]);
  if (regionCount) say(`已载入 ${regionCount} 条省市区数据。`);
  if (password) say(`已创建管理员账号 admin，初始密码：${password}  （仅显示这一次，请登录后修改）`);

  if (config.demoData) {
    const [done] = await db.select().from(meta).where(eq(meta.key, 'demo_data'));
    if (!done) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
        const [again] = await tx.select().from(meta).where(eq(meta.key, 'demo_data'));
        if (again) return;
        await seedDemo(tx);
        await tx.insert(meta).values({ key: 'demo_data', value: new Date().toISOString() });
      });
      say('已载入演示数据。');
    }
  }
}
