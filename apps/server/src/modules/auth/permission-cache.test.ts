import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { roleMenus, roles } from '../roles/roles.tables.ts';
import { spInfo } from '../shop/shop.tables.ts';
import { grantScope, roleHolding, signedInUser } from '../users/system-fixtures.ts';

/** Role keys and data scopes are cached per permission version: warm caches never outlive a change. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const warm = async (token: string, url: string, query?: Record<string, unknown>) => {
  for (let i = 0; i < 5; i++) expect((await t.get(url, query, { token })).status).toBe(200);
};

describe('permission cache', () => {
  it('a key taken from a role through the API is refused on the user’s very next request, cache warm', async () => {
    await roleHolding(t, '8901', ['system', 'roleManagement', 'roleManagement.query']);
    const { token } = await signedInUser(t, 'cachewarm', '8901');
    await warm(token, '/roles/queryList', { page: 1 });
    expect((await t.post('/roles/menu', { code: '8901', menuCode: 'system' }, { token: admin })).body.code).toBe(200);
    expect((await t.get('/roles/queryList', { page: 1 }, { token })).status).toBe(403);
  });

  it('a change written straight into the database (as another instance would) is seen at the next request too', async () => {
    await roleHolding(t, '8902', ['system', 'roleManagement', 'roleManagement.query']);
    const { token } = await signedInUser(t, 'cachedirect', '8902');
    await warm(token, '/roles/queryList', { page: 1 });
    await t.db.delete(roleMenus).where(and(eq(roleMenus.roleCode, '8902'), eq(roleMenus.menuCode, 'roleManagement.query')));
    expect((await t.get('/roles/queryList', { page: 1 }, { token })).status).toBe(403);
    // A disabled role grants nothing, a re-enabled one its keys again.
    await t.db.insert(roleMenus).values({ roleCode: '8902', menuCode: 'roleManagement.query' });
    expect((await t.get('/roles/queryList', { page: 1 }, { token })).status).toBe(200);
    await t.db.update(roles).set({ status: 2 }).where(eq(roles.code, '8902'));
    expect((await t.get('/roles/queryList', { page: 1 }, { token })).status).toBe(403);
  });

  it('a narrowed data scope applies on the next request, cache warm', async () => {
    await roleHolding(t, '8903', ['shop', 'spInfo', 'spInfo.query']);
    const { code, token } = await signedInUser(t, 'scopewarm', '8903');
    await grantScope(t, code, [[99, 'ALL']]);
    await t.db.insert(spInfo).values({
      spCode: 'SPCACHE',
      spName: '缓存服务商',
      contact: '张',
      phone: '13800000000',
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
      address: '西湖',
    });
    const seen = async () => (await t.post('/shop/spInfo/queryList', { page: 1, pageSize: 100 }, { token })).body;
    const all = await seen();
    expect(all.data.map((r: { spCode: string }) => r.spCode)).toContain('SPCACHE');
    for (let i = 0; i < 3; i++) await seen();
    await grantScope(t, code, [[2, 'NO-SUCH-SP']]);
    expect((await seen()).data).toEqual([]);
  });
});
