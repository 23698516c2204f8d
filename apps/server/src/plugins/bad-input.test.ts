import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.register(
      async (api) => {
        // A query that outlives a (tiny) statement timeout, as a runaway filter would.
        api.get('/probe/slow', { config: { permission: 'public' } }, async () =>
          app.db.transaction(async (tx) => {
            await tx.execute(sql`set local statement_timeout = 50`);
            await tx.execute(sql`select pg_sleep(1)`);
            return { code: 200, message: 'ok', data: null };
          }),
        );
      },
      { prefix: '/api' },
    );
  });
  token = await t.login();
});
afterAll(() => t.close());

const chinese = /[\u4e00-\u9fff]/;

describe('out-of-range numbers', () => {
  it.each([
    ['GET', '/user/queryList', { page: '1e20' }],
    ['GET', '/user/queryList', { page: 1, pageSize: -5 }],
    ['GET', '/user/queryList', { page: 1, pageSize: 1e9 }],
    ['GET', '/roles/queryList', { page: 99999999999999 }],
    ['GET', '/content/article/queryList', { pageNum: '1e20' }],
    ['GET', '/product/brand/queryList', { page: 'NaN' }],
    ['GET', '/product/sku/spQueryList', { page: 1e20 }],
  ] as const)('%s %s %j is a 400 with a Chinese message, never a 500', async (_m, url, query) => {
    const res = await t.get(url, query, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(chinese);
  });

  it.each([
    ['/content/article/delete', { id: 99999999999 }],
    ['/content/category/status', { id: 2 ** 40, status: 1 }],
    ['/product/brand/delete', { id: 2 ** 31 }],
    ['/product/brand/enable', { ids: [1, -3] }],
  ])('%s with an id beyond int4 (%j) is a 400', async (url, body) => {
    const res = await t.post(url, body, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(chinese);
  });
});

describe('menu icon names', () => {
  it('refuses a name that is not in the icon set, object keys included', async () => {
    for (const icon of ['constructor', '__proto__', 'NoSuchIcon', '<script>']) {
      const res = await t.post(
        '/menu/add',
        { label: '图标', parent: 'system', mType: '0', showIndex: '9', status: '1', url: '/iconProbe', visible: '0', icon },
        { token },
      );
      expect(res.status, icon).toBe(400);
      expect(res.body.message).toBe('菜单图标不存在');
    }
  });
});

describe('statement timeout', () => {
  it('answers a query that runs too long with 503 and a message, and the server goes on serving', async () => {
    const res = await t.get('/probe/slow');
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/^查询超时/);
    expect((await t.get('/user/queryList', { page: 1 }, { token })).status).toBe(200);
  });

  it('is set on every pooled connection, with a limit on idle transactions', async () => {
    const { rows } = await t.pool.query(
      `select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i`,
    );
    expect(rows[0]).toEqual({ s: '15s', i: '30s' });
  });
});

describe('updates keep what the body leaves out', () => {
  it('an edit without status never re-enables a disabled brand, nor unlocks a user', async () => {
    const add = await t.post('/product/brand/add', { code: 'KEEP1', name: '保留状态', sort: 1 }, { token });
    const id = add.body.data.id as number;
    expect((await t.post('/product/brand/disable', { ids: [id] }, { token })).body.code).toBe(200);
    expect((await t.post('/product/brand/update', { id, code: 'KEEP1', name: '改名' }, { token })).body.code).toBe(200);
    const list = await t.get('/product/brand/queryList', { code: 'KEEP1' }, { token });
    expect(list.body.data[0]).toMatchObject({ name: '改名', status: 2 });

    const user = await t.post(
      '/user/insert',
      {
        name: '锁定',
        cellPhone: '13800000009',
        loginId: 'keeplocked',
        email: '',
        tel: '1',
        roleType: '0002',
        status: 2,
        pwd: 'Keep#Locked2026',
      },
      { token },
    );
    const code = user.body.data.code as string;
    expect((await t.post('/user/update', { code, name: '改名了' }, { token })).body.code).toBe(200);
    expect((await t.get('/user/query', { code }, { token })).body.data).toMatchObject({
      name: '改名了',
      status: 2,
      cellPhone: '13800000009',
    });
  });
});

describe('trees', () => {
  it('a loop written into the data by hand does not run a recursive query away', async () => {
    const { departments } = await import('../db/schema/departments.ts');
    await t.db.insert(departments).values([
      { code: 'LOOPA', depName: '环A', parentCode: 'LOOPB', sort: 1 },
      { code: 'LOOPB', depName: '环B', parentCode: 'LOOPA', sort: 1 },
    ]);
    const res = await t.post(
      '/department/update',
      { code: 'D0009', depName: '信息技术部', parentCode: 'LOOPA', sort: 4, status: 1 },
      { token },
    );
    expect(res.status).toBe(200);
    // And a real cycle through the API is still refused.
    const back = await t.post('/department/update', { code: 'D0001', depName: '总部', parentCode: 'D0003', sort: 1, status: 1 }, { token });
    expect(back.body.message).toBe('上级部门不能是自身或其下级部门');
  });
});

describe('unbounded work', () => {
  it('a queryAll list answers at most its cap, and says so', async () => {
    await t.db.execute(sql`insert into product_brand (code, name, sort, status)
      select 'CAP' || g, '品牌' || g, 0, 1 from generate_series(1, 5001) g`);
    const res = await t.get('/product/brand/queryAll', undefined, { token });
    expect(res.body.data).toHaveLength(5000);
    expect(res.body.message).toBe('数据较多，仅返回前 5000 条，请输入条件查询');
    await t.db.execute(sql`delete from product_brand where code like 'CAP%'`);
    expect((await t.get('/product/brand/queryAll', undefined, { token })).body.message).toBe('操作成功');
  });

  it('housekeeping removes sessions that ended or expired long ago and forgotten throttle keys, and nothing else', async () => {
    const { housekeeping } = await import('./housekeeping.ts');
    const { sessions, loginThrottle } = await import('../db/schema/auth.ts');
    const live = await t.login();
    await t.db.insert(sessions).values([
      { tokenHash: 'a'.repeat(64), userCode: 'U000001', endedAt: sql`now() - interval '2 days'` as never },
      {
        tokenHash: 'b'.repeat(64),
        userCode: 'U000001',
        lastSeenAt: sql`now() - interval '30 days'` as never,
        createdAt: sql`now() - interval '30 days'` as never,
      },
    ]);
    await t.db.insert(loginThrottle).values([
      { key: 'acct:old', failures: 2, lastFailureAt: sql`now() - interval '13 hours'` as never },
      { key: 'acct:recent', failures: 2 },
    ]);
    const { sessions: purged } = await housekeeping(t.app);
    expect(purged).toBe(2);
    expect((await t.get('/user/currentMenu', undefined, { token: live })).status).toBe(200);
    const keys = (await t.db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key);
    expect(keys).toContain('acct:recent');
    expect(keys).not.toContain('acct:old');
  });
});

describe('updates of departments and roles keep what the body leaves out', () => {
  it('a department edit without parent, sort or status stays where it is', async () => {
    const res = await t.post('/department/update', { code: 'D0003', depName: '商品部' }, { token });
    expect(res.body.code).toBe(200);
    const tree = await t.post('/department/queryList', { depName: '商品部', page: 1, pageSize: 10 }, { token });
    expect(tree.body.data[0]).toMatchObject({ code: 'D0003', parentCode: 'D0002', sort: 1, status: 1 });
  });

  it('a role edit without remark keeps it', async () => {
    const added = await t.post('/roles/add', { roleName: '备注保留', remark: '原备注' }, { token });
    const code = added.body.data.code as string;
    expect((await t.post('/roles/update', { code, roleName: '备注保留2' }, { token })).body.code).toBe(200);
    const list = await t.get('/roles/queryList', { roleName: '备注保留2', page: 1 }, { token });
    expect(list.body.data[0]).toMatchObject({ roleName: '备注保留2', remark: '原备注' });
  });
});
