import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../test/build-app.ts';
import { poolQueries } from '../test/pool-spy.ts';
import { roleMenus } from '../db/schema/roles.ts';
import { roleHolding, signedInUser } from '../modules/users/system-fixtures.ts';
import { onWrite } from './write-events.ts';

/**
 * A write declared to carry the session's check that takes its transaction's path after all (here: a listener of
 * writes without a statement form, so a new brand is written in a transaction) confirms its session before it
 * writes anything: a key taken away is a 403, a sign-out a 401, and nothing is written.
 */

const { t } = await signedInTestApp();
// Registered in this file's process only: every add now needs its transaction.
onWrite(async () => {});

const BRANDS = ['product', 'productBrand', 'productBrand.add'];
const addBrand = (token: string, code: string) => t.post('/product/brand/add', { code, name: `品牌${code}` }, { token });
const brands = async (code: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from product_brand where code = ${code}`)).rows[0].n;
const sessionReads = async (work: () => Promise<unknown>) =>
  (await poolQueries(t, work)).filter((q) => q.name === 'resolve_session').length;

describe('a declared write on its transaction’s path', () => {
  it('reads its session before it writes: written once when it holds, 403 and 401 with nothing written', async () => {
    await roleHolding(t, '8991', BRANDS);
    const { token } = await signedInUser(t, 'sgwtx', '8991');
    expect((await addBrand(token, 'SGWTX0')).body.code).toBe(200);
    expect(await sessionReads(async () => expect((await addBrand(token, 'SGWTX1')).body.code).toBe(200))).toBe(1);
    expect(await brands('SGWTX1')).toBe(1);

    await t.db.delete(roleMenus).where(and(eq(roleMenus.roleCode, '8991'), eq(roleMenus.menuCode, 'productBrand.add')));
    expect((await addBrand(token, 'SGWTX2')).status).toBe(403);
    expect(await brands('SGWTX2')).toBe(0);

    await t.db.insert(roleMenus).values({ roleCode: '8991', menuCode: 'productBrand.add' });
    expect((await addBrand(token, 'SGWTX3')).body.code).toBe(200);
    expect((await t.post('/user/exit', undefined, { token })).body.code).toBe(200);
    expect((await addBrand(token, 'SGWTX4')).status).toBe(401);
    expect(await brands('SGWTX4')).toBe(0);
  });
});
