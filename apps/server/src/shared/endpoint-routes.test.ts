import { area, endpoint, schemas } from '@console/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { JsonText, serve, serveAll, withMessage } from './endpoint-routes.ts';

/** The demo descriptors' schemas, as a schema module would export them. */
const s = schemas(async () => ({
  listQuery: z.strictObject({ page: z.coerce.number().int().min(1) }),
  listRow: z.object({ id: z.number() }),
  removeBody: z.strictObject({ id: z.coerce.number().int(), reason: z.string() }),
  removed: z.object({ id: z.number(), reason: z.string(), by: z.string() }),
  approveQuery: z.strictObject({ id: z.coerce.number().int() }),
  done: z.null(),
  touchBody: z.strictObject({ on: z.boolean() }),
  noInput: z.strictObject({}),
}));

const demo = area('演示', {
  list: endpoint({
    method: 'GET',
    path: '/demo/queryList',
    permission: 'userManagement.query',
    summary: '列表',
    input: s.listQuery,
    output: s.listRow,
    paged: true,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/demo/remove/:id',
    permission: 'userManagement.edit',
    summary: '删除',
    input: s.removeBody,
    output: s.removed,
    okMessage: '删除成功',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/demo/approve',
    permission: 'noSuchPage.approve',
    summary: '审核',
    inputIn: 'query',
    input: s.approveQuery,
    output: s.done,
  }),
});

const touch = endpoint({
  method: 'POST',
  path: '/demo/touch',
  permission: 'authenticated',
  summary: '无返回数据的写入',
  input: s.touchBody,
  output: s.done,
  okMessage: '已保存',
});
const touched: boolean[] = [];
const asText = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    permission: 'authenticated',
    summary: '缓存的回复',
    input: s.noInput,
    output: s.removed,
    okMessage: '删除成功',
  });

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.register(
      async (api) =>
        serveAll(api, demo, {
          list: async (q) => ({ rows: [{ id: q.page }], total: 10_001, exact: false }),
          remove: async (input, ctx) => withMessage({ ...input, by: ctx.user.loginId }, '已删除'),
          approve: async () => null,
        }),
      { prefix: '/api' },
    );
    app.register(
      async (api) => {
        // A service that answers nothing is the handler itself; the HTTP layer adds a header.
        serve(api, touch, async ({ on }) => void touched.push(on), { headers: { 'cache-control': 'no-store' } });
        serve(api, asText('/demo/text'), async () => new JsonText('{"id":7,"reason":"缓存","by":"admin"}', 'W/"t7"'));
        serve(api, asText('/demo/badText'), async () => new JsonText('{"id":"7","reason":"缓存","by":"admin"}'));
        serve(api, asText('/demo/parts'), async () => new JsonText(['{"id":7,', Buffer.from('"reason":"缓存"'), ',"by":"admin"}']));
        serve(api, asText('/demo/badParts'), async () => new JsonText(['{"id":"7",', Buffer.from('"reason":"缓存"'), ',"by":"admin"}']));
        serve(api, { ...touch, path: '/demo/touch2', okMessage: undefined }, async ({ on }) => {
          touched.push(on);
          return withMessage(undefined, on ? '启用成功' : '禁用成功');
        });
      },
      { prefix: '/api' },
    );
  });
  token = await t.login();
});
afterAll(() => t.close());

describe('routes registered from a descriptor', () => {
  it('answers a paged list with total and exact', async () => {
    const res = await t.get('/demo/queryList', { page: 3 }, { token });
    expect(res.body).toEqual({ code: 200, message: '操作成功', data: [{ id: 3 }], total: 10_001, exact: false });
  });
  it('merges path parameters into the input and hands the handler the signed-in user', async () => {
    const res = await t.post('/demo/remove/42', { reason: '重复' }, { token });
    expect(res.body).toEqual({ code: 200, message: '已删除', data: { id: 42, reason: '重复', by: 'admin' } });
  });
  it('validates the body with the descriptor schema', async () => {
    const res = await t.post('/demo/remove/42', { reason: '重复', extra: 1 }, { token });
    expect(res.status).toBe(400);
  });
  it('enforces the descriptor permission key', async () => {
    const res = await t.post('/demo/approve?id=1', undefined, { token });
    expect(res.status).toBe(403);
    expect(t.app.routeTable).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/demo/approve', permission: 'noSuchPage.approve' }),
    );
  });
  it('asks for a session', async () => {
    const res = await t.get('/demo/queryList', { page: 1 });
    expect(res.body.code).toBe(600008);
  });
  it('answers null data for a write whose handler returns nothing, with the descriptor message and the route headers', async () => {
    const res = await t.post('/demo/touch', { on: true }, { token });
    expect(res.body).toEqual({ code: 200, message: '已保存', data: null });
    expect(res.headers['cache-control']).toBe('no-store');
    const again = await t.post('/demo/touch2', { on: false }, { token });
    expect(again.body).toEqual({ code: 200, message: '禁用成功', data: null });
    expect(touched).toEqual([true, false]);
  });
  it('sends data kept as JSON text as it is, in the envelope, with its ETag; the same ETag back answers 304', async () => {
    const res = await t.get('/demo/text', {}, { token });
    expect(res.body).toEqual({ code: 200, message: '删除成功', data: { id: 7, reason: '缓存', by: 'admin' } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBe('W/"t7"');
    const headers = { authorization: `Bearer ${token}`, 'if-none-match': 'W/"t7"' };
    const same = await t.app.inject({ method: 'GET', url: '/api/demo/text', headers });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url: '/api/demo/text', headers: { ...headers, 'if-none-match': 'W/"t6"' } });
    expect(other.statusCode).toBe(200);
  });
  it('checks data kept as JSON text against the reply schema in tests', async () => {
    expect((await t.get('/demo/badText', {}, { token })).status).toBe(500);
    expect((await t.get('/demo/badParts', {}, { token })).status).toBe(500);
  });
  it('sends JSON text given in parts, some kept as UTF-8 bytes, as one reply', async () => {
    const res = await t.get('/demo/parts', {}, { token });
    expect(res.body).toEqual({ code: 200, message: '删除成功', data: { id: 7, reason: '缓存', by: 'admin' } });
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(res.body))));
  });
  it('marks each route with the descriptor it is served from', () => {
    const route = t.app.routeTable.find((r) => r.url === '/api/demo/remove/:id');
    expect(route?.endpoint).toBe(demo.remove);
  });
});
