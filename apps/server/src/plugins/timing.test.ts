import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

/** `name;dur=1.234, …` → { name: 1.234 } (every entry must carry a duration). */
function phases(header: unknown): Record<string, number> {
  expect(typeof header).toBe('string');
  const out: Record<string, number> = {};
  for (const part of String(header).split(', ')) {
    const m = /^([a-z]+);dur=(\d+\.\d{3})$/.exec(part);
    expect(m, `malformed entry ${part}`).not.toBeNull();
    out[m![1]] = Number(m![2]);
  }
  return out;
}

describe('Server-Timing with SERVER_TIMING=1', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ SERVER_TIMING: '1' });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('names every phase of a list that reads the data scope, and the phases fit in the total', async () => {
    const res = await t.post('/shop/spInfo/queryList', { page: 1, pageSize: 10 }, { token });
    expect(res.status).toBe(200);
    const p = phases(res.headers['server-timing']);
    expect(Object.keys(p).sort()).toEqual(['db', 'handler', 'permission', 'scope', 'serialisation', 'session', 'total', 'validation']);
    const { total, ...parts } = p;
    const sum = Object.values(parts).reduce((a, b) => a + b, 0);
    // Each phase is its own stretch of the request: together never more than the whole (rounding aside).
    expect(sum).toBeLessThanOrEqual(total + 0.01);
  });

  it('has no scope phase on a list that never reads the scope', async () => {
    const res = await t.get('/user/queryList', { page: 1, pageSize: 10 }, { token });
    expect(res.status).toBe(200);
    expect(Object.keys(phases(res.headers['server-timing'])).sort()).toEqual([
      'db',
      'handler',
      'permission',
      'serialisation',
      'session',
      'total',
      'validation',
    ]);
  });

  it('still answers a refused request with its timing, and a public one without session phases', async () => {
    const denied = await t.get('/user/queryList', { page: 1 });
    expect(denied.body.code).toBe(600008);
    expect(phases(denied.headers['server-timing']).total).toBeGreaterThanOrEqual(0);
    const health = await t.get('/health');
    const p = phases(health.headers['server-timing']);
    expect(p.session).toBeUndefined();
    expect(p.db).toBeUndefined();
    expect(p.handler).toBeGreaterThanOrEqual(0);
  });

  it('counts a query as the handler’s database wait, not as its own work', async () => {
    // /api/ready runs one query on the pool and little else.
    const p = phases((await t.get('/ready')).headers['server-timing']);
    expect(p.db).toBeGreaterThan(0);
    expect(p.handler + p.db).toBeLessThanOrEqual(p.total + 0.01);
  });
});

describe('Server-Timing by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is absent from every reply', async () => {
    const token = await t.login();
    const list = await t.get('/user/queryList', { page: 1, pageSize: 10 }, { token });
    expect(list.status).toBe(200);
    expect(list.headers['server-timing']).toBeUndefined();
    expect((await t.get('/health')).headers['server-timing']).toBeUndefined();
    expect((await t.get('/user/queryList', { page: 1 })).headers['server-timing']).toBeUndefined();
  });
});
