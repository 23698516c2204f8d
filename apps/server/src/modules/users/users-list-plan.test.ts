import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { poolQueries } from '../../test/pool-spy.ts';
import { nextUserCode } from './user-code.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Deep pages of the whole users list walk sys_user_live_created_code_idx (the live users, two keys per entry):
 * the pages answer what a direct query answers, and the keys statement, kept on a generic plan as the users
 * list keeps its plans, can use that index (its `status <> 5` is written into the text, not bound).
 */

const { t, token } = await signedInTestApp();

const rows = [];
for (let i = 0; i < 27; i++)
  rows.push({
    code: await nextUserCode(t.db),
    name: `深页${i}`,
    loginId: `deep${i}`,
    pwdHash: 'x',
    roleCode: '0034',
    // Some deleted (never listed), many on the same instant (the code breaks the tie).
    status: i % 9 === 4 ? 5 : 1 + (i % 2),
    createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 4))),
  });
await t.db.insert(users).values(rows);

const direct = async (status: number | undefined, limit: number, offset: number) => {
  const { rows: found } = await t.pool.query<{ code: string }>(
    `select code from sys_user where status <> 5 and ($1::int is null or status = $1)
     order by created_at desc, code desc limit $2 offset $3`,
    [status ?? null, limit, offset],
  );
  return found.map((r) => r.code);
};

describe('users list deep pages', () => {
  it('the keys statement of a deep page can use the live-users index on a generic plan', async () => {
    const seen = await poolQueries(t, () => t.get('/user/queryList', { page: 3, pageSize: 4 }, { token }));
    const found = seen.map((q) => q.text.match(/in \(\((select "code" from "sys_user" where .*? offset \$\d+)\)\)/)?.[1]).find(Boolean);
    expect(found).toContain('"sys_user"."status" <> 5');
    // Its parameters are numbered within the whole statement (the total's sub-select may come first): alone,
    // they are numbered from $1 in the order they appear (the limit, then the offset).
    const numbers = [...new Set([...(found ?? '').matchAll(/\$(\d+)/g)].map((m) => m[1]))];
    expect(numbers).toHaveLength(2);
    const keys = (found ?? '').replace(/\$(\d+)/g, (_, n: string) => `$${numbers.indexOf(n) + 1}`);
    const client = await t.pool.connect();
    let prepared = false;
    try {
      await client.query('begin');
      // The test table is small: without these the planner reads it whole and sorts, whatever the indexes.
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_sort = off');
      await client.query('set local plan_cache_mode = force_generic_plan');
      await client.query(`prepare deep_keys as ${keys}`);
      prepared = true;
      const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>('explain execute deep_keys(4, 8)');
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan Backward using sys_user_live_created_code_idx/);
    } finally {
      await client.query('rollback');
      // Only its own: the connection goes back to the app's pool, whose statements (the session's, the lists')
      // node-postgres remembers as prepared on it and would no longer find.
      if (prepared) await client.query('deallocate deep_keys');
      client.release();
    }
  });

  it('every page by number is the direct query’s page: rows, order, total (whole list and a status filter)', async () => {
    for (const status of [undefined, 1]) {
      const { rows: all } = await t.pool.query<{ n: number }>(
        'select count(*)::int as n from sys_user where status <> 5 and ($1::int is null or status = $1)',
        [status ?? null],
      );
      const pages = Math.ceil(all[0].n / 4);
      expect(pages).toBeGreaterThan(2);
      for (let page = 1; page <= pages; page++) {
        const res = await t.get('/user/queryList', { page, pageSize: 4, ...(status ? { status } : {}) }, { token });
        expect(res.body.code).toBe(200);
        expect(res.body.total).toBe(all[0].n);
        expect(res.body.data.map((r: { code: string }) => r.code)).toEqual(await direct(status, 4, (page - 1) * 4));
      }
    }
  });
});
