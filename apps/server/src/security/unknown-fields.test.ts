import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { changedTables, fingerprinter } from './fingerprint.ts';
import { asQuery, sampleOf } from './schema-sample.ts';

/**
 * Unknown fields, generated from the route table: every route's body or query string, given an input its
 * own schema accepts plus one field the contract does not declare, answers a clear 400 naming the field
 * and changes nothing. A list must not quietly ignore a misspelt filter (it would show more rows than
 * asked for), nor a write drop a field the caller believes it saved. The check lives in one place
 * (shared/strict-input.ts), so a new route is covered without a line here.
 */

let t: TestApp;
let token: string;
let fingerprint: () => Promise<string>;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  fingerprint = await fingerprinter(t.pool);
});
afterAll(() => t.close());

type Parts = { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
const STRAY = 'zzStray';

function withParams(url: string, params: z.ZodType | undefined) {
  const sample = (params ? sampleOf(params) : {}) as Record<string, unknown>;
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(sample[name] ?? '1')));
}

async function send(method: string, url: string, parts: Parts, input: Record<string, unknown>) {
  const inQuery = !parts.body;
  const res = await t.app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(inQuery ? { query: asQuery(input) } : { payload: input }),
    ...(method === 'POST' && inQuery ? { payload: {} } : {}),
    remoteAddress: '10.97.0.1',
  });
  return { status: res.statusCode, body: res.json() as { code: number; message: string } };
}

const served = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.endpoint);

describe('unknown fields, generated from the route table', () => {
  it('every route with an input refuses a field its contract lacks: 400 naming it, nothing changed', async () => {
    const wrong: string[] = [];
    let valid = 0;
    const routes = served();
    expect(routes.length).toBeGreaterThan(250);
    const before = await fingerprint();
    for (const r of routes) {
      const parts = (r.schema ?? {}) as Parts;
      const schema = parts.body ?? parts.querystring;
      if (!schema) {
        wrong.push(`${r.method} ${r.url} has no query or body schema: nothing checks its input`);
        continue;
      }
      const sample = (sampleOf(schema) ?? {}) as Record<string, unknown>;
      if (schema.safeParse(parts.body ? sample : asQuery(sample)).success) valid++;
      const res = await send(r.method, withParams(r.url, parts.params), parts, { ...sample, [STRAY]: '1' });
      if (res.status !== 400 || res.body.code !== 400 || res.body.message !== `未知字段：${STRAY}`)
        wrong.push(`${r.method} ${r.url} → ${res.status} ${res.body.message}`);
    }
    const after = await fingerprint();
    expect(wrong).toEqual([]);
    expect(changedTables(before, after)).toEqual([]);
    // Most samples are valid inputs, so the stray field alone was refused (the rest need formats a
    // generic sample cannot guess, and still had to name the field first).
    process.stdout.write(`unknown fields: ${routes.length} routes, ${valid} with an otherwise valid input\n`);
    expect(valid).toBeGreaterThan(routes.length / 2);
  }, 120_000);

  it('without the stray field the same list answers; nested and misspelt fields are named too', async () => {
    const list = await t.get('/user/queryList', { name: 'admin', page: 1, pageSize: 10 }, { token });
    expect(list.body.code).toBe(200);
    const misspelt = await t.get('/user/queryList', { nmae: 'admin', page: 1, pageSize: 10 }, { token });
    expect(misspelt.body).toMatchObject({ code: 400, message: '未知字段：nmae' });
    const nested = await t.post(
      '/permission/addOrUpdate',
      { userCode: '0001', dataList: [{ dataType: 99, dataList: 'ALL', extra: 1 }] },
      { token },
    );
    expect(nested.body).toMatchObject({ code: 400, message: '未知字段：dataList.0.extra' });
    const download = await t.get('/export/download/00000000-0000-4000-8000-000000000000', { x: 1 }, { token });
    expect(download.body).toMatchObject({ code: 400, message: '未知字段：x' });
  });

  it('a write with a stray field writes nothing; the same body without it is saved', async () => {
    const body = { code: `UF${Date.now().toString(36)}`.toUpperCase(), name: '未知字段测试', status: 1, sort: 0 };
    const refused = await t.post('/base/sysPlatform/add', { ...body, statusName: '启用' }, { token });
    expect(refused.body).toMatchObject({ code: 400, message: '未知字段：statusName' });
    const none = await t.post('/base/sysPlatform/queryList', { code: body.code, pageSize: 10 }, { token });
    expect(none.body.total).toBe(0);
    const saved = await t.post('/base/sysPlatform/add', body, { token });
    expect(saved.body.code, saved.body.message).toBe(200);
  });
});
