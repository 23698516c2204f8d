import { and, eq, ilike } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginLogs } from '../db/schema/logs.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { newestFirst } from './newest-first.ts';

// Production's path: under test every prepared list is compiled again to be compared (verifying.ts).
vi.mock('./verifying.ts', () => ({ verifying: false }));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db
    .insert(loginLogs)
    .values(Array.from({ length: 9 }, (_, i) => ({ loginId: `nf-${i % 3}`, ip: `10.0.0.${i}`, result: i % 2 ? 'ok' : 'failed' })));
});
afterAll(() => t.close());

type Q = { loginId?: string; result?: string; page?: number; cursor?: string };
const list = (q: Q) =>
  newestFirst(
    { db: t.db },
    { page: q.page ?? 1, pageSize: 2, cursor: q.cursor },
    loginLogs,
    { id: loginLogs.id, loginId: loginLogs.loginId, result: loginLogs.result },
    and(
      ilike(loginLogs.loginId, 'nf-%'),
      q.loginId ? eq(loginLogs.loginId, q.loginId) : undefined,
      q.result ? eq(loginLogs.result, q.result) : undefined,
    ),
  );

describe('newestFirst', () => {
  it('compiles its SQL once per filter shape: other values reuse it, another shape compiles anew', async () => {
    const compile = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    await list({ loginId: 'nf-0' });
    const first = compile.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    const other = await list({ loginId: 'nf-1' });
    expect(compile.mock.calls.length).toBe(first);
    expect(other.rows.map((r) => r.loginId)).toEqual(['nf-1', 'nf-1']);
    await list({ loginId: 'nf-1', result: 'ok' });
    expect(compile.mock.calls.length).toBeGreaterThan(first);
    compile.mockRestore();
  });

  it('answers the rows, totals and cursors of the filter it is given', async () => {
    const all = await t.db.select().from(loginLogs).where(eq(loginLogs.loginId, 'nf-2'));
    const ids = all.map((r) => r.id).sort((a, b) => b - a);
    const one = await list({ loginId: 'nf-2' });
    expect(one).toMatchObject({ total: 3, exact: true });
    expect(one.rows.map((r) => r.id)).toEqual(ids.slice(0, 2));
    const two = await list({ loginId: 'nf-2', page: 2, cursor: one.cursor?.next });
    expect(two.rows.map((r) => r.id)).toEqual(ids.slice(2));
    const failed = await list({ loginId: 'nf-2', result: 'failed' });
    expect(failed.rows.every((r) => r.result === 'failed')).toBe(true);
    expect(failed.total).toBe(all.filter((r) => r.result === 'failed').length);
  });
});
