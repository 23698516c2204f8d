import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { shopWallet } from '../../db/schema/shop.ts';
import { adminTestApp, scopedUser, shopFixtures, uid } from './shop.fixtures.ts';
import { expectPlansByScope, statementOf } from '../../test/pool-spy.ts';

// Production's path: under test every prepared list is compiled again to be compared (verifying.ts).
vi.mock('../../shared/verifying.ts', () => ({ verifying: false }));

const { t, token, post } = await adminTestApp();
const tags = [uid('WC'), uid('WC')];

beforeAll(async () => {
  const fx = shopFixtures(t, () => token);
  for (const tag of tags)
    for (const [i, balance] of [300, undefined, 100].entries()) {
      const retCode = `${tag}${i}`;
      await fx.shop({ retCode, retName: `钱包${tag}` });
      if (balance !== undefined) await t.db.insert(shopWallet).values({ retCode, balance });
    }
});

describe('钱包余额 statements', () => {
  it('compiles its two-part statement once per filter shape: another code reuses it', async () => {
    const compile = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const merged = () => compile.mock.results.filter((r) => String((r.value as { sql: string }).sql).includes('union all')).length;
    const list = async (retCode: string) => {
      const res = await post('/shop/wall/balance/queryList', { retCode, page: 1, pageSize: 2 });
      expect(res.body.code).toBe(200);
      return res.body as { data: { retCode: string; balance: number }[]; total: number };
    };
    // The first request reads the session apart, the next ones check it inside the list's statement: two shapes.
    const first = await list(tags[0]);
    await list(tags[0]);
    expect(merged()).toBeGreaterThan(0);
    const compiled = merged();
    const other = await list(tags[1]);
    expect(merged()).toBe(compiled);
    expect(first).toMatchObject({
      total: 3,
      data: [
        { retCode: `${tags[0]}0`, balance: 300 },
        { retCode: `${tags[0]}2`, balance: 100 },
      ],
    });
    expect(other).toMatchObject({
      total: 3,
      data: [
        { retCode: `${tags[1]}0`, balance: 300 },
        { retCode: `${tags[1]}2`, balance: 100 },
      ],
    });
    compile.mockRestore();
  });

  it('the unlimited user’s statement is kept with its page in the text; a shop scope’s stays bound', async () => {
    const limitedUser = await scopedUser(t, [{ dataType: 1, dataList: `${tags[0]}0,${tags[0]}2` }]);
    const pageOf = async (as: string) => {
      let body: { code: number; data: { retCode: string }[] } | undefined;
      const page = await statementOf(
        t,
        async () => {
          body = (await t.post('/shop/wall/balance/queryList', { retCode: tags[0], page: 1, pageSize: 10 }, { token: as })).body;
        },
        (text) => text.includes('union all'),
      );
      expect(body?.code).toBe(200);
      expect(body?.data.map((r) => r.retCode)).toEqual([`${tags[0]}0`, `${tags[0]}2`, ...(as === token ? [`${tags[0]}1`] : [])]);
      return page;
    };
    expectPlansByScope(await pageOf(token), await pageOf(limitedUser));
  });
});
