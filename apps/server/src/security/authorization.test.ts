import { permissionKeys } from '@console/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenMenuTree } from '../db/menu-tree.ts';
import { roleHolding, signedInUser } from '../modules/users/system-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

/** Every route of the product, attacked from the route table: nobody writes a line for a new route. */

let t: TestApp;
let keyless: string;
beforeAll(async () => {
  t = await buildTestApp();
  await roleHolding(t, '8801', [], '无权限');
  keyless = (await signedInUser(t, 'keyless', '8801')).token;
});
afterAll(() => t.close());

/** Routes that need a key: one, or any one of several (a call two pages share). */
const keyed = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && permissionKeys(r.permission).length > 0);
const withParams = (url: string) => url.replace(/:(\w+)/g, '1');

async function call(method: string, url: string, token?: string) {
  const res = await t.app.inject({
    method: method as 'GET' | 'POST',
    url: withParams(url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  return { status: res.statusCode, body: res.json() as { code: number } };
}

describe('authorization, generated from the route table', () => {
  it('knows the product’s routes, those opened by any of several keys too', () => {
    expect(keyed().length).toBeGreaterThan(100);
    expect(
      keyed()
        .filter((r) => Array.isArray(r.permission))
        .map((r) => `${r.method} ${r.url}`),
    ).toContain('GET /api/order/query/detail');
  });

  it('every key a route names is a key of the menu tree', () => {
    const menuKeys = new Set(flattenMenuTree().map((r) => r.code));
    const unknown = keyed().flatMap((r) =>
      permissionKeys(r.permission)
        .filter((k) => !menuKeys.has(k))
        .map((k) => `${r.url} → ${k}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every route with a permission key answers 403 to a signed-in user without the key', async () => {
    const wrong: string[] = [];
    for (const r of keyed()) {
      const res = await call(r.method, r.url, keyless);
      if (res.status !== 403 || res.body.code !== 403) wrong.push(`${r.method} ${r.url} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a route of several keys answers 403 to a user holding keys, but none of that route’s', async () => {
    const shared = keyed().filter((r) => Array.isArray(r.permission));
    expect(shared.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const [i, r] of shared.entries()) {
      const own = new Set<string>(permissionKeys(r.permission));
      // Every other key of the same pages (e.g. orderList.query, orderDx.add), none of this route's.
      const pages = new Set([...own].map((k) => k.split('.')[0]));
      const others = flattenMenuTree()
        .filter((m) => m.mType === '2' && pages.has(m.code.split('.')[0]) && !own.has(m.code))
        .map((m) => m.code);
      const roleCode = String(8810 + i);
      await roleHolding(t, roleCode, others, `其他键${i}`);
      const { token } = await signedInUser(t, `others${i}`, roleCode);
      const res = await call(r.method, r.url, token);
      if (res.status !== 403 || res.body.code !== 403) wrong.push(`${r.method} ${r.url} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every route that is not public answers 600008 without a session', async () => {
    const wrong: string[] = [];
    for (const r of t.app.routeTable.filter((x) => x.url.startsWith('/api/') && x.permission !== 'public')) {
      const res = await call(r.method, r.url);
      if (res.status !== 401 || res.body.code !== 600008) wrong.push(`${r.method} ${r.url} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
