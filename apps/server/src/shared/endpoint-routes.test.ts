import { area, endpoint } from '@console/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { serveAll, withMessage } from './endpoint-routes.ts';

const demo = area('演示', {
  list: endpoint({
    method: 'GET',
    path: '/demo/queryList',
    permission: 'userManagement.query',
    summary: '列表',
    input: z.strictObject({ page: z.coerce.number().int().min(1) }),
    output: z.object({ id: z.number() }),
    paged: true,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/demo/remove/:id',
    permission: 'userManagement.edit',
    summary: '删除',
    input: z.strictObject({ id: z.coerce.number().int(), reason: z.string() }),
    output: z.object({ id: z.number(), reason: z.string(), by: z.string() }),
    okMessage: '删除成功',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/demo/approve',
    permission: 'noSuchPage.approve',
    summary: '审核',
    inputIn: 'query',
    input: z.strictObject({ id: z.coerce.number().int() }),
    output: z.null(),
  }),
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
});
