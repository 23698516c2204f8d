import { area, endpoint, schemas } from '@console/contract/endpoint';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createCall } from './call.ts';
import type { CallOptions, RequestClient } from './request.ts';

const s = schemas(async () => ({
  listQuery: z.object({ name: z.string().optional(), page: z.number() }),
  row: z.object({ id: z.number() }),
  removeBody: z.object({ id: z.number(), reason: z.string() }),
  approveQuery: z.object({ ids: z.array(z.number()) }),
  done: z.null(),
}));

const demo = area('演示', {
  list: endpoint({
    method: 'GET',
    path: '/demo/queryList',
    permission: 'demo.query',
    summary: '列表',
    input: s.listQuery,
    output: s.row,
    paged: true,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/demo/remove/:id',
    permission: 'demo.delete',
    summary: '删除',
    input: s.removeBody,
    output: s.done,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/demo/approve',
    permission: 'demo.approve',
    summary: '审核',
    inputIn: 'query',
    input: s.approveQuery,
    output: s.done,
  }),
});

function fakeClient() {
  const ok = { code: 200, message: 'ok', data: null };
  return {
    get: vi.fn(async () => ok),
    post: vi.fn(async () => ok),
    upload: vi.fn(async () => ok),
    download: vi.fn(async () => {}),
  } satisfies RequestClient;
}

describe('call(endpoint, input)', () => {
  it('sends a GET list as a query string, leaving out blanks', async () => {
    const client = fakeClient();
    await createCall(client)(demo.list, { name: '', page: 2 });
    expect(client.get).toHaveBeenCalledWith('/demo/queryList?page=2', undefined, undefined);
  });
  it('fills path parameters and sends the rest as the body', async () => {
    const client = fakeClient();
    await createCall(client)(demo.remove, { id: 7, reason: '重复' });
    expect(client.post).toHaveBeenCalledWith('/demo/remove/7', { reason: '重复' }, undefined);
  });
  it('sends a POST whose input travels in the query string as the specification spells it', async () => {
    const client = fakeClient();
    await createCall(client)(demo.approve, { ids: [1, 2, 3] });
    expect(client.post).toHaveBeenCalledWith('/demo/approve?ids=1%2C2%2C3', {}, undefined);
  });
  it('keeps one Idempotency-Key per user action across its retries, and a new one once it was answered', async () => {
    const client = fakeClient();
    const keys = () =>
      client.post.mock.calls.map((c) => new Headers(((c as unknown[])[2] as CallOptions | undefined)?.headers).get('Idempotency-Key'));
    const call = createCall(client);
    client.post.mockRejectedValueOnce(new Error('timeout'));
    await expect(call(demo.remove, { id: 7, reason: '重复' }, { idempotent: true })).rejects.toThrow();
    await call(demo.remove, { id: 7, reason: '重复' }, { idempotent: true });
    await call(demo.remove, { id: 7, reason: '重复' }, { idempotent: true });
    await call(demo.remove, { id: 7, reason: '另一个' }, { idempotent: true });
    await call(demo.remove, { id: 7, reason: '重复' });
    const [failed, retried, again, other, none] = keys();
    expect(failed).toBeTruthy();
    expect(retried).toBe(failed);
    expect(again).not.toBe(failed);
    expect(other).not.toBe(again);
    expect(new Set([failed, again, other]).size).toBe(3);
    expect(none).toBeNull();
  });
  it('tags every endpoint of an area', () => {
    expect(demo.list.tag).toBe('演示');
  });
});
