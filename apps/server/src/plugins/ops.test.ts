import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test/build-app.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN }, undefined, { level: 'info', stream: sink });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('health answers without a session and says nothing about the system', async () => {
    const res = await t.get('/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'up' });
  });
  it('ready checks the database and the applied migrations', async () => {
    const res = await t.get('/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ready' });
  });
});

describe('metrics', () => {
  it('is not there without the metrics token, nor with a wrong one', async () => {
    expect((await t.get('/metrics')).status).toBe(404);
    expect((await t.get('/metrics', undefined, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
  });
  it('counts requests per route and status and reports the pool', async () => {
    const token = await t.login();
    await t.get('/user/queryList', { page: 1, pageSize: 10 }, { token });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/console_http_requests_total\{method="GET",route="\/api\/user\/queryList",status="200"\} 1\n/);
    expect(res.body).toMatch(/console_http_request_duration_ms_count\{method="GET",route="\/api\/user\/queryList",status="200"\} 1\n/);
    expect(res.body).toMatch(/console_db_pool_total \d+/);
    expect(res.body).toMatch(/console_job_queue_waiting \d+\n/);
    expect(res.body).toMatch(/console_job_queue_active \d+\n/);
  });
});

describe('request log', () => {
  it('writes one JSON line per request with request id, user, route, status and time, and never a password or token', async () => {
    logLines.length = 0;
    const login = await t.post('/user/login', { loginId: 'admin', password: TEST_ADMIN_PASSWORD, platformCode: '0004', ip: '' });
    const token = login.body.data.token as string;
    await t.get('/user/currentMenu', undefined, { token });
    const requests = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ user: 'U000001', method: 'GET', route: '/api/user/currentMenu', status: 200 });
    expect(typeof requests[1].reqId).toBe('string');
    expect(typeof requests[1].ms).toBe('number');
    const all = logLines.join('\n');
    expect(all).not.toContain(TEST_ADMIN_PASSWORD);
    expect(all).not.toContain(token);
    expect(all.toLowerCase()).not.toContain('authorization');
  });
});
