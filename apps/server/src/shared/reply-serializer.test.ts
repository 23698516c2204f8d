import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test/build-app.ts';
import { compileReply, replySerializer } from './reply-serializer.ts';

const schema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.array(
    z.object({
      code: z.string(),
      name: z.string().nullable(),
      count: z.number().optional(),
      tags: z.array(z.enum(['a', 'b'])),
      extra: z.record(z.string(), z.unknown()),
    }),
  ),
});
const write = (verify: boolean) =>
  replySerializer({ verify })({ schema, method: 'GET', url: '/t', httpStatus: '200' } as Parameters<ReturnType<typeof replySerializer>>[0]);
const row = { code: 'U1', name: '张三 "引号" \n换行', tags: ['a'], extra: { k: [1, { x: null }] } };

describe('compiled reply serialiser', () => {
  it('writes what zod writes, and only the declared fields (a stray field of the handler never leaves)', () => {
    for (const verify of [false, true]) {
      const text = write(verify)({
        code: 200,
        message: '操作成功',
        data: [
          { ...row, passwordHash: 'secret', count: 3 },
          { ...row, name: null },
        ],
      });
      expect(JSON.parse(text)).toEqual({
        code: 200,
        message: '操作成功',
        data: [
          { ...row, count: 3 },
          { ...row, name: null },
        ],
      });
      expect(text).not.toContain('secret');
    }
  });

  it('under test, a reply that breaks its schema fails as it did with zod alone', () => {
    expect(() => write(true)({ code: 200, message: 'x', data: [{ ...row, tags: ['z'] }] })).toThrow();
    expect(() => write(true)({ code: 200, message: 'x', data: [{ ...row, code: undefined }] })).toThrow();
  });

  it('every reply schema of the app compiles: no route pays for zod on each reply', async () => {
    const t = await buildTestApp();
    try {
      const replyOf = (r: { schema?: { response?: unknown } }) => (r.schema?.response as Record<number, unknown> | undefined)?.[200];
      const replies = t.app.routeTable.filter((r) => replyOf(r));
      expect(replies.length).toBeGreaterThan(200);
      const slow = replies.filter((r) => !compileReply(replyOf(r)));
      expect(slow.map((r) => `${r.method} ${r.url}`)).toEqual([]);
      const admin = await t.login();
      const res = await t.get('/user/queryList', { page: 1, pageSize: 5 }, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.data[0]).toMatchObject({ loginId: 'admin', roleName: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});
