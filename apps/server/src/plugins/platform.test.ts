import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ API_DOCS: 'true' }, (app) => {
    app.register(
      async (api) => {
        api.get('/probe/key', { config: { permission: 'userManagement.add' } }, async () => ({ code: 200, message: 'ok', data: null }));
        api.get('/probe/crash', { config: { permission: 'public' } }, async () => {
          throw new Error('select * from secret_table where password = 1');
        });
      },
      { prefix: '/api' },
    );
  });
});
afterAll(() => t.close());

describe('route permissions', () => {
  it('every registered route declares a permission key, authenticated or public', () => {
    const missing = t.app.routeTable.filter((r) => !r.permission);
    expect(t.app.routeTable.length).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });

  it('only the sign-in call and documentation are public under /api', () => {
    const publicApi = t.app.routeTable
      .filter(
        (r) => r.permission === 'public' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.startsWith('/api/probe'),
      )
      .map((r) => `${r.method} ${r.url}`);
    // Every entry here must be reachable by a stranger; growing this list needs a reason.
    const allowed = new Set([
      'POST /api/user/login',
      'GET /api/base/area/queryAll',
      'GET /api/base/area/queryAllRegion',
      'GET /api/base/area/query',
      'GET /api/base/file/public/:name',
      // Probes for load balancers; metrics answer 404 without METRICS_TOKEN (plugins/ops.test.ts).
      'GET /api/health',
      'GET /api/ready',
      'GET /api/metrics',
      // A payment provider's callback: no session, trusted only by its HMAC signature (modules/pay/pay.test.ts).
      'POST /api/pay/notify/:channelCode',
    ]);
    expect(publicApi.filter((r) => !allowed.has(r))).toEqual([]);
  });

  it('answers 403 with code 403 to a user who lacks the key, and lets the key holder through', async () => {
    const { users } = await import('../db/schema/users.ts');
    const { hashPassword } = await import('../shared/password.ts');
    await t.db
      .insert(users)
      .values({ code: 'U_agent', name: '坐席', loginId: 'agent1', pwdHash: await hashPassword('Agent#123'), roleCode: '0034' });
    const agent = await t.login('agent1', 'Agent#123');
    const denied = await t.get('/probe/key', undefined, { token: agent });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 403, message: '没有权限执行该操作', data: null });
    const admin = await t.login();
    expect((await t.get('/probe/key', undefined, { token: admin })).status).toBe(200);
  });
});

describe('replies', () => {
  it('carry security headers', async () => {
    const res = await t.post('/user/login', {});
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('refuse an oversized body with 413', async () => {
    const res = await t.post('/user/login', { loginId: 'a', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, message: '请求内容过大' });
  });

  it('hide internals of an unexpected error behind an error id', async () => {
    const res = await t.get('/probe/crash');
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(/^系统繁忙，请稍后重试（错误编号 [0-9a-f-]{36}）$/);
    expect(res.body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/secret_table|select|at .*\.ts/);
  });

  it('answer unknown API paths with the envelope', async () => {
    const res = await t.get('/no/such/path');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: '接口不存在', data: null });
  });

  it('publish the OpenAPI document at /api/docs/json with the paths relative to /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths)).toContain('/user/login');
  });
});
