import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../test/build-app.ts';

/** A pooled connection whose named statements were dropped under node-postgres (db/client.ts: forgotten on the error, sent again by `reparsed`). */

const { t, token } = await signedInTestApp();

describe('named statements lost on a pooled connection', () => {
  it('the next list parses its statement again and answers 200 with its rows', async () => {
    const list = () => t.get('/user/queryList', { page: 1, pageSize: 10 }, { token });
    const before = await list();
    expect(before.body.code).toBe(200);
    expect(before.body.data.length).toBeGreaterThan(0);
    // Every connection the pool holds, as a pooler in transaction mode or DISCARD ALL would leave it.
    const held = await Promise.all(Array.from({ length: t.pool.totalCount }, () => t.pool.connect()));
    const named = await Promise.all(
      held.map(async (c) => Number((await c.query('select count(*) as n from pg_prepared_statements')).rows[0].n)),
    );
    expect(named.some((n) => n > 0)).toBe(true);
    await Promise.all(held.map((c) => c.query('deallocate all')));
    for (const c of held) c.release();
    for (let i = 0; i < 3; i++) {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(before.body.data);
    }
  });
});
