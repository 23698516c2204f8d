import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../test/build-app.ts';

/**
 * Input attacks, generated from the documented routes: absurd paging on every list, SQL and LIKE
 * metacharacters (and would-be sort fields) in every filter, prototype keys in every body, over-long and
 * Unicode-edge strings. Each is refused with a clear 400 (code = status, a Chinese sentence) or answered
 * normally — never a 500, never a widened filter, never a polluted prototype. (fuzz.test.ts sends random
 * hostile values to every field; this suite names the attack and checks the answer's meaning.)
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; anyOf?: Schema[]; required?: string[] };
type Op = { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Route = { method: 'GET' | 'POST'; path: string; url: string; fields: string[]; inQuery: boolean; required: string[] };

// The routes come from the OpenAPI document, built with API_DOCS on.
const { t, token } = await signedInTestApp({ API_DOCS: 'true' });

const SKIP = new Set(['POST /user/exit', 'POST /user/login', 'POST /base/file/publicUpload']);
function routes(): Route[] {
  const doc = (t.app as unknown as { swagger: () => { paths: Record<string, Record<string, Op>> } }).swagger();
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as Route['method'];
      if (SKIP.has(`${method} ${path}`)) continue;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const body = schema?.properties;
      const url = `/api${path.replace(/\{(\w+)\}/g, '1')}`;
      out.push({ method, path, url, fields: body ? Object.keys(body) : query, inQuery: !body, required: schema?.required ?? [] });
    }
  return out;
}
const lists = () => routes().filter((r) => r.fields.includes('pageSize'));

async function send(r: Route, input: Record<string, unknown>) {
  const res = await t.app.inject({
    method: r.method,
    url: r.url,
    headers: { authorization: `Bearer ${token}` },
    ...(r.inQuery ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) } : {}),
    ...(r.method === 'POST' ? { payload: r.inQuery ? {} : input } : {}),
    remoteAddress: '10.98.0.1',
  });
  const body = res.json() as { code: number; message: string; data: unknown; total?: number };
  return { status: res.statusCode, ...body };
}

const CHINESE = /[\u4e00-\u9fa5]/;
/** A clear refusal: 4xx, code repeats it, a Chinese sentence, no internals. */
function unclear(where: string, res: { status: number; code: number; message: string }) {
  if (res.status >= 500) return `${where} → ${res.status} ${res.message}`;
  if (
    res.status >= 400 &&
    (res.code !== res.status || !CHINESE.test(res.message) || /select |insert |node_modules|at \w+ \(/i.test(res.message))
  )
    return `${where} → ${res.status} unclear: ${res.code} ${res.message}`;
  return undefined;
}

describe('input attacks, generated from the route table', () => {
  it('absurd paging on every list is a clear 400; the last allowed page is empty', async () => {
    const wrong: string[] = [];
    const all = lists();
    expect(all.length).toBeGreaterThan(40);
    for (const r of all) {
      const pageKey = r.fields.includes('pageNum') ? 'pageNum' : 'page';
      const bad: Record<string, unknown>[] = [
        ...[0, -1, 1e20, 'abc', 1.5, '1e3x', ''].map((v) => ({ [pageKey]: v })),
        ...[0, -5, 1e9, 'NaN', 2 ** 53].map((v) => ({ pageSize: v })),
      ];
      for (const input of bad) {
        const res = await send(r, input);
        if (input[pageKey] === '' && res.status === 200) continue; // blank means the default
        if (res.status !== 400) wrong.push(`${r.method} ${r.path} ${JSON.stringify(input)} → ${res.status}`);
        const why = unclear(`${r.method} ${r.path} ${JSON.stringify(input)}`, res);
        if (why) wrong.push(why);
      }
      const last = await send(r, { [pageKey]: 1_000_000, pageSize: 10 });
      // Lists that need a filter (a job's runs, a shop's ledger) refuse without it, clearly.
      if (last.status === 400 && !unclear(r.path, last)) continue;
      if (last.status !== 200 || (Array.isArray(last.data) && last.data.length))
        wrong.push(`${r.method} ${r.path} last page → ${last.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('SQL and LIKE metacharacters in every filter, and would-be sort fields, never widen a list nor fail', async () => {
    const wrong: string[] = [];
    const META = ["' OR '1'='1", "') or true --", '%', '_', '\\', '%%%', '1; select pg_sleep(5) --', '\u202e', '\u200b', '𠜎👨‍👩‍👧'];
    const SORTS = { orderBy: 'id; drop table sys_user --', sort: 'name desc, (select 1)', sortField: '1=1', order: 'asc;--' };
    for (const r of lists()) {
      // A cursor is not a filter: a forged one is ignored (the page is read by number), never widening.
      const filters = r.fields.filter((f) => !['page', 'pageNum', 'pageSize', 'cursor'].includes(f));
      const whole = await send(r, { pageSize: 10 });
      const sorted = await send(r, { pageSize: 10, ...SORTS });
      const why = unclear(`${r.method} ${r.path} sort`, sorted);
      if (why) wrong.push(why);
      for (const field of filters)
        for (const value of META) {
          const res = await send(r, { [field]: value, pageSize: 10 });
          const bad = unclear(`${r.method} ${r.path} ${field}=${JSON.stringify(value)}`, res);
          if (bad) wrong.push(bad);
          // A filter narrows: never more rows than without it (a LIKE wildcard or an injected OR would widen).
          if (res.status === 200 && (res.total ?? 0) > (whole.total ?? 0))
            wrong.push(`${r.method} ${r.path} ${field}=${JSON.stringify(value)} widened: ${res.total} > ${whole.total}`);
          if (res.status === 200 && ['%', '_', '%%%', "' OR '1'='1"].includes(value) && (res.total ?? 0) > 0 && (whole.total ?? 0) > 0)
            wrong.push(`${r.method} ${r.path} ${field}=${JSON.stringify(value)} matched ${res.total} rows`);
        }
      if (r.fields.includes('cursor'))
        for (const value of META) {
          const res = await send(r, { cursor: value, pageSize: 10 });
          const bad = unclear(`${r.method} ${r.path} cursor=${JSON.stringify(value)}`, res);
          if (bad) wrong.push(bad);
          if (res.status === 200 && res.total !== whole.total)
            wrong.push(`${r.method} ${r.path} cursor=${JSON.stringify(value)} changed the total: ${res.total} ≠ ${whole.total}`);
        }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('prototype keys in any body are refused or dropped, and never reach Object.prototype', async () => {
    const wrong: string[] = [];
    const payloads = [
      '{"__proto__":{"isAdmin":true,"polluted":1}}',
      '{"constructor":{"prototype":{"isAdmin":true,"polluted":1}}}',
      '{"a":{"__proto__":{"polluted":1}},"ids":[1]}',
    ];
    for (const r of routes().filter((x) => x.method === 'POST' && !x.inQuery))
      for (const payload of payloads) {
        const res = await t.app.inject({
          method: 'POST',
          url: r.url,
          payload,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          remoteAddress: '10.98.0.2',
        });
        const why = unclear(`${r.path} ${payload}`, { status: res.statusCode, ...(res.json() as { code: number; message: string }) });
        if (why) wrong.push(why);
      }
    // A prototype key at the top level is refused outright by the JSON parser.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: payloads[0],
      headers: { 'content-type': 'application/json' },
    });
    expect(login.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(wrong).toEqual([]);
  });

  it('an over-long string in any field is a clear 400, a huge body a clear 413', async () => {
    const wrong: string[] = [];
    const long = '长'.repeat(100_000);
    for (const r of routes())
      for (const field of r.fields.filter((f) => !['page', 'pageNum', 'pageSize'].includes(f))) {
        const res = await send(r, { [field]: r.inQuery ? long.slice(0, 3000) : long });
        const why = unclear(`${r.method} ${r.path} ${field}`, res);
        if (why) wrong.push(why);
      }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/department/add',
      payload: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(huge.json()).toMatchObject({ code: 413, message: '请求内容过大' });
    expect(wrong).toEqual([]);
  }, 300_000);

  it('malformed bodies on every POST route (broken JSON, wrong shape, wrong type, deep nesting) are a clear 4xx', async () => {
    const wrong: string[] = [];
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    // Deep nesting under an unknown key is refused as an unknown field (unknown-fields.test.ts); here it
    // must only never break the parser.
    const bodies: [string, string][] = [
      ['{"a":', 'application/json'],
      ['{"a":1,}', 'application/json'],
      ["{'a':1}", 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['"text"', 'application/json'],
      ['null', 'application/json'],
      ['42', 'application/json'],
      ['\u0000\u0001', 'application/json'],
      [deep, 'application/json'],
      ['a=1&b=2', 'application/x-www-form-urlencoded'],
      ['<x/>', 'text/xml'],
    ];
    for (const r of routes().filter((x) => x.method === 'POST' && !x.inQuery))
      for (const [payload, type] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: r.url,
          payload,
          headers: { authorization: `Bearer ${token}`, 'content-type': type },
          remoteAddress: '10.98.0.3',
        });
        const body = res.json() as { code: number; message: string };
        const why = unclear(`${r.path} ${payload.slice(0, 12)} (${type})`, { status: res.statusCode, ...body });
        if (why) wrong.push(why);
        else if (res.statusCode < 400 && payload !== deep)
          wrong.push(`${r.path} ${payload.slice(0, 12)} (${type}) accepted with ${res.statusCode}`);
      }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a POST without a body is read as {}: a route that needs a field names it, never "expected object"', async () => {
    const wrong: string[] = [];
    const needing = routes().filter((r) => r.method === 'POST' && !r.inQuery && r.required.length);
    expect(needing.length).toBeGreaterThan(50);
    for (const r of needing) {
      const res = await t.app.inject({
        method: 'POST',
        url: r.url,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '10.98.0.4',
      });
      const body = res.json() as { code: number; message: string };
      const why = unclear(`${r.path} (no body)`, { status: res.statusCode, ...body });
      if (why) wrong.push(why);
      else if (res.statusCode !== 400 || body.message.includes('期望 object')) wrong.push(`${r.path} → ${res.statusCode} ${body.message}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('Unicode edge cases (RTL and zero-width marks, 4-byte characters) are stored and read back exactly', async () => {
    const names = ['门店\u202e甲乙', 'a\u200bb\u200dc', '𠜎𠜱🀄️👨‍👩‍👧', '𠜎'.repeat(25)];
    for (const [i, name] of names.entries()) {
      const code = `UNI${i}${Date.now().toString(36)}`.toUpperCase();
      const add = await t.post('/base/sysPlatform/add', { code, name, status: 1, sort: 0, remark: name }, { token });
      expect(add.body.code, add.body.message).toBe(200);
      const list = await t.post('/base/sysPlatform/queryList', { code, pageSize: 10 }, { token });
      expect(list.body.data[0]).toMatchObject({ code, name, remark: name });
      // The stored text filters like any other: a name is found by its own 4-byte characters.
      const found = await t.post('/base/sysPlatform/queryList', { name: name.slice(0, 2), pageSize: 10 }, { token });
      expect(found.body.data.map((r: { code: string }) => r.code)).toContain(code);
    }
  });
});
