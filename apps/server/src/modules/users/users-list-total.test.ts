import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { poolQueries } from '../../test/pool-spy.ts';
import { newUser } from './system-fixtures.ts';

/**
 * The users list keeps an exact total per filter while sys_user is not written (shared/list-totals.ts): a page
 * change does not count again, and any write is seen by the next request's total.
 */

const { t, token } = await signedInTestApp();

const insert = async (loginId: string, over: Record<string, unknown> = {}) => {
  const res = await t.post('/user/insert', newUser({ loginId, ...over }), { token });
  expect(res.body.code).toBe(200);
  return res.body.data.code as string;
};
const list = (q: Record<string, unknown>) => t.get('/user/queryList', { pageSize: 2, ...q }, { token });
// The capped count, in the rows' statement or apart.
const counts = (seen: { text: string }[]) => seen.filter((q) => q.text.includes(') as capped')).length;

for (let i = 0; i < 5; i++) await insert(`kept_${i}`, { status: i < 3 ? 1 : 2 });

describe('users list total kept while sys_user is not written', () => {
  it('counts once per filter, then pages without counting', async () => {
    expect((await list({ loginId: 'kept_' })).body.total).toBe(5);
    for (const page of [1, 2]) {
      const seen = await poolQueries(t, async () => {
        const res = await list({ loginId: 'kept_', page });
        expect(res.body).toMatchObject({ code: 200, total: 5 });
        expect(res.body.data).toHaveLength(2);
      });
      expect(counts(seen)).toBe(0);
    }
  });

  it('shows a new user and a deleted one in the next total; another filter keeps its own', async () => {
    expect((await list({ loginId: 'kept_' })).body.total).toBe(5);
    expect((await list({ loginId: 'kept_', status: 2 })).body.total).toBe(2);
    const added = await insert('kept_new');
    expect((await list({ loginId: 'kept_' })).body.total).toBe(6);
    expect((await list({ loginId: 'kept_', status: 2 })).body.total).toBe(2);
    expect((await list({ loginId: 'kept_', page: 2 })).body.total).toBe(6);
    expect((await t.post('/user/delete', { code: added }, { token })).body.code).toBe(200);
    expect((await list({ loginId: 'kept_', page: 2 })).body.total).toBe(5);
    expect((await list({ loginId: 'kept_' })).body.total).toBe(5);
    const first = (await list({ loginId: 'kept_0' })).body.data[0].code;
    expect((await t.post('/user/status', { code: first, status: 2 }, { token })).body.code).toBe(200);
    expect((await list({ loginId: 'kept_', status: 2 })).body.total).toBe(3);
  });
});
