import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const keyed = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.permission?.includes('.'));
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
  it('knows the product’s routes', () => {
    expect(keyed().length).toBeGreaterThan(100);
  });

  it('every route with a permission key answers 403 to a signed-in user without the key', async () => {
    const wrong: string[] = [];
    for (const r of keyed()) {
      const res = await call(r.method, r.url, keyless);
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
