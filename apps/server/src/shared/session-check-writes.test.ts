import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../test/build-app.ts';
import { poolQueries, roundTrips } from '../test/pool-spy.ts';
import { roleMenus } from '../db/schema/roles.ts';
import { users } from '../db/schema/users.ts';
import { stockPlaces } from '../modules/wms/stock-places.fixtures.ts';
import { stockIn } from '../modules/wms/stock.service.ts';
import { roleHolding, signedInUser } from '../modules/users/system-fixtures.ts';
import { readAhead } from './session-check.ts';

/**
 * A write whose one statement carries the session's check (the stocktake, a resource's one-statement add) runs at
 * once on the remembered session: one round trip, no session read. It writes nothing unless the session stands
 * for the same user and authority, and a change of role, a sign-out or a locked user applies on the very next
 * request, as for any other write.
 */

const { t } = await signedInTestApp();
await stockPlaces(t.db, ['SGW'], ['SGW-1']);
const inventoryId = (
  await stockIn(t.db, { warehouseCode: 'SGW', skuCode: 'SGW-1', quantity: 1000 }, { sourceType: 'TEST', sourceNo: 'SGW', operator: 't' })
).inventoryId;

const STOCKTAKE = ['wms', 'wmsInventory', 'wmsInventory.adjust'];
const BRANDS = ['product', 'productBrand', 'productBrand.add'];
let roleSeq = 8950;
let brandSeq = 0;

/** What a stocktake of the test row left: its ledger rows, its log rows, its quantity. */
const stocktakes = async () => {
  const { rows } = await t.db.execute<{ ledger: number; logs: number; on_hand: number }>(sql`select
    (select count(*)::int from wms_stock_ledger where inventory_id = ${inventoryId} and type = 'ADJUST') as ledger,
    (select count(*)::int from sys_operation_log where action = '库存调整' and target_id = 'SGW/SGW-1') as logs,
    (select on_hand from wms_inventory where id = ${inventoryId}) as on_hand`);
  return rows[0];
};
/** The brands of that code, and their log rows. */
const brandsOf = async (code: string) => {
  const { rows } = await t.db.execute<{ rows: number; logs: number }>(sql`select
    (select count(*)::int from product_brand where code = ${code}) as rows,
    (select count(*)::int from sys_operation_log l join product_brand b on l.target_id = b.id::text
      where b.code = ${code} and l.target_type = 'brand') as logs`);
  return rows[0];
};
const adjust = (token: string, delta = 1) => t.post('/wms/inv/adjust', { id: inventoryId, delta, reason: '盘点' }, { token });
const addBrand = (token: string, code = `SGW${++brandSeq}`) => t.post('/product/brand/add', { code, name: `品牌${code}` }, { token });
/** Session reads sent while `work` runs (the named statement resolve_session). */
const sessionReads = async (work: () => Promise<unknown>) =>
  (await poolQueries(t, work)).filter((q) => q.name === 'resolve_session').length;
/** A user of a role with these keys, whose token has made one request already (its session is remembered). */
const warmUser = async (keys: string[]) => {
  const role = String(++roleSeq);
  await roleHolding(t, role, keys);
  const user = await signedInUser(t, `sgw${role}`, role);
  expect((await (keys === STOCKTAKE ? adjust(user.token) : addBrand(user.token))).body.code).toBe(200);
  return { ...user, role };
};
const moved = <K extends keyof typeof readAhead>(k: K, before: typeof readAhead) => readAhead[k] - before[k];

describe('writes that carry the session check in their statement', () => {
  it('a stocktake: one round trip, no session read, one ledger row and one log row', async () => {
    const { token } = await warmUser(STOCKTAKE);
    const was = await stocktakes();
    const before = { ...readAhead };
    const trips = await roundTrips(t, async () => expect((await adjust(token)).body.code).toBe(200));
    expect(trips).toHaveLength(1);
    expect(trips[0].text).toMatch(/console_session_holds[\s\S]*update wms_inventory/);
    expect(moved('guarded', before)).toBe(1);
    expect(await stocktakes()).toEqual({ ledger: was.ledger + 1, logs: was.logs + 1, on_hand: was.on_hand + 1 });
  });

  it('a new brand: one round trip, no session read, one row and one log row', async () => {
    const { token } = await warmUser(BRANDS);
    const before = { ...readAhead };
    const trips = await roundTrips(t, async () => expect((await addBrand(token, 'SGWONE')).body.code).toBe(200));
    expect(trips).toHaveLength(1);
    expect(trips[0].text).toMatch(/console_session_holds[\s\S]*insert into "product_brand"/);
    expect(moved('guarded', before)).toBe(1);
    expect(await brandsOf('SGWONE')).toEqual({ rows: 1, logs: 1 });
  });

  it('the write’s own rule, not the session: 409 without a session read (short stock, a duplicate code)', async () => {
    const stock = await warmUser(STOCKTAKE);
    const was = await stocktakes();
    expect(await sessionReads(async () => expect((await adjust(stock.token, -1_000_000)).status).toBe(409))).toBe(0);
    expect(await stocktakes()).toEqual(was);
    const brand = await warmUser(BRANDS);
    expect((await addBrand(brand.token, 'SGWDUP')).body.code).toBe(200);
    expect(await sessionReads(async () => expect((await addBrand(brand.token, 'SGWDUP')).status).toBe(409))).toBe(0);
    expect(await brandsOf('SGWDUP')).toEqual({ rows: 1, logs: 1 });
  });

  it('a key taken away: 403 and nothing written', async () => {
    const stock = await warmUser(STOCKTAKE);
    const brand = await warmUser(BRANDS);
    await t.db.delete(roleMenus).where(and(eq(roleMenus.roleCode, stock.role), eq(roleMenus.menuCode, 'wmsInventory.adjust')));
    await t.db.delete(roleMenus).where(and(eq(roleMenus.roleCode, brand.role), eq(roleMenus.menuCode, 'productBrand.add')));
    const was = await stocktakes();
    const before = { ...readAhead };
    expect((await adjust(stock.token)).status).toBe(403);
    expect((await addBrand(brand.token, 'SGWKEY')).status).toBe(403);
    expect(moved('refused', before)).toBe(2);
    expect(await stocktakes()).toEqual(was);
    expect(await brandsOf('SGWKEY')).toEqual({ rows: 0, logs: 0 });
  });

  it('signed out, or the user locked: 401 and nothing written', async () => {
    const stock = await warmUser(STOCKTAKE);
    const brand = await warmUser(BRANDS);
    for (const u of [stock, brand]) expect((await t.post('/user/exit', undefined, { token: u.token })).body.code).toBe(200);
    const was = await stocktakes();
    expect((await adjust(stock.token)).status).toBe(401);
    expect((await addBrand(brand.token, 'SGWEXIT')).status).toBe(401);
    expect(await stocktakes()).toEqual(was);
    expect(await brandsOf('SGWEXIT')).toEqual({ rows: 0, logs: 0 });

    const locked = [await warmUser(STOCKTAKE), await warmUser(BRANDS)];
    for (const u of locked) await t.db.update(users).set({ status: 2 }).where(eq(users.code, u.code));
    const then = await stocktakes();
    expect((await adjust(locked[0].token)).status).toBe(401);
    expect((await addBrand(locked[1].token, 'SGWLOCK')).status).toBe(401);
    expect(await stocktakes()).toEqual(then);
    expect(await brandsOf('SGWLOCK')).toEqual({ rows: 0, logs: 0 });
  });

  it('authority moved but the key kept: written once, as the fresh user', async () => {
    const stock = await warmUser(STOCKTAKE);
    const brand = await warmUser(BRANDS);
    await t.db.insert(roleMenus).values([
      { roleCode: stock.role, menuCode: 'productBrand' },
      { roleCode: brand.role, menuCode: 'wmsInventory' },
    ]);
    const was = await stocktakes();
    const before = { ...readAhead };
    expect((await adjust(stock.token)).body.code).toBe(200);
    expect((await addBrand(brand.token, 'SGWMOVE')).body.code).toBe(200);
    expect(moved('rerun', before)).toBe(2);
    expect(await stocktakes()).toEqual({ ledger: was.ledger + 1, logs: was.logs + 1, on_hand: was.on_hand + 1 });
    expect(await brandsOf('SGWMOVE')).toEqual({ rows: 1, logs: 1 });
  });
});
