import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { flattenMenuTree } from '../db/menu-tree.ts';
import { menus } from '../db/schema/menus.ts';
import { permVersion } from '../db/schema/meta.ts';
import { partnerConfigs } from '../db/schema/partner.ts';
import { roleMenus } from '../db/schema/roles.ts';
import { PARTNERS } from '@console/contract/partner';
import { ADMIN_ROLE_CODE } from '@console/contract/roles';
import { buildTestApp } from '../test/build-app.ts';
import { seed } from './seed.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('base seed on a database that has it already', () => {
  it('adds only the menu entries a newer version brings (and grants them to the administrator), leaving the edited ones alone', async () => {
    const [first, second] = flattenMenuTree().filter((r) => r.url);
    // As if `first` came with a newer version; `second` was renamed by an operator.
    await t.db.delete(roleMenus).where(eq(roleMenus.menuCode, first.code));
    await t.db.delete(menus).where(eq(menus.code, first.code));
    await t.db.update(menus).set({ label: '改过的名字' }).where(eq(menus.code, second.code));

    await seed(t.db, loadConfig({ DEMO_DATA: '0' } as NodeJS.ProcessEnv), () => {});

    const [back] = await t.db.select().from(menus).where(eq(menus.code, first.code));
    expect(back).toMatchObject({ label: first.label, url: first.url, parent: first.parent, visible: '0', status: '1' });
    const granted = await t.db.select().from(roleMenus).where(eq(roleMenus.menuCode, first.code));
    expect(granted.map((g) => g.roleCode)).toEqual([ADMIN_ROLE_CODE]);
    const [edited] = await t.db.select().from(menus).where(eq(menus.code, second.code));
    expect(edited.label).toBe('改过的名字');
    expect(await t.db.$count(menus)).toBe(flattenMenuTree().length);
    // Planner statistics right away: the menu tree's query is not planned blind on a new database.
    const { rows } = await t.db.execute<{ relname: string }>(
      sql`select relname from pg_stat_user_tables where relname in ('sys_menu', 'sys_role_menu') and last_analyze is not null order by 1`,
    );
    expect(rows.map((r) => r.relname)).toEqual(['sys_menu', 'sys_role_menu']);
  });

  it('leaves the permission version alone when nothing is missing: a restart does not make every instance forget its keys and sessions', async () => {
    const config = loadConfig({ DEMO_DATA: '0' } as NodeJS.ProcessEnv);
    await seed(t.db, config, () => {});
    const version = async () => (await t.db.select({ v: permVersion.version }).from(permVersion))[0].v;
    const before = await version();
    await seed(t.db, config, () => {});
    expect(await version()).toBe(before);
    // A grant taken from the administrator comes back, and that write moves the version.
    const [entry] = flattenMenuTree();
    await t.db.delete(roleMenus).where(eq(roleMenus.menuCode, entry.code));
    const taken = await version();
    await seed(t.db, config, () => {});
    expect(await t.db.$count(roleMenus, eq(roleMenus.roleCode, ADMIN_ROLE_CODE))).toBe(flattenMenuTree().length);
    expect(Number(await version())).toBeGreaterThan(Number(taken));
  });

  it("gives every partner its connection row, which the partner's page reads before any sync (a start's sweeps come after it listens)", async () => {
    await t.db.delete(partnerConfigs);
    await seed(t.db, loadConfig({ DEMO_DATA: '0' } as NodeJS.ProcessEnv), () => {});
    const rows = await t.db.select({ partner: partnerConfigs.partner }).from(partnerConfigs);
    expect(rows.map((r) => r.partner).sort()).toEqual(PARTNERS.map((p) => p.key).sort());
  });
});

describe('base seed steps', () => {
  it('run side by side, each on a connection of its own (a start waits on their round trips together)', async () => {
    let held = 0;
    let most = 0;
    const acquired = () => {
      held++;
      most = Math.max(most, held);
    };
    const released = () => held--;
    t.pool.on('acquire', acquired).on('release', released);
    try {
      await seed(t.db, loadConfig({ DEMO_DATA: '0' } as NodeJS.ProcessEnv), () => {});
    } finally {
      t.pool.off('acquire', acquired).off('release', released);
    }
    expect(most).toBeGreaterThan(1);
  });
});
