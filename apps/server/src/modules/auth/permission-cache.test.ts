import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { roleMenus, roles } from '../../db/schema/roles.ts';
import { spInfo } from '../../db/schema/shop.ts';
import { readAhead } from '../../shared/session-check.ts';
import { poolQueries } from '../../test/pool-spy.ts';
import { users } from '../../db/schema/users.ts';
import { grantScope, roleHolding, signedInUser } from '../users/system-fixtures.ts';

/** Role keys and data scopes are cached per permission version: warm caches never outlive a change. */

const { t, token: admin } = await signedInTestApp();

const warm = async (token: string, url: string, query?: Record<string, unknown>) => {
  for (let i = 0; i < 5; i++) expect((await t.get(url, query, { token })).status).toBe(200);
};

describe('permission cache', () => {
  it('a key taken from a role through the API is refused on the user’s very next request, cache warm', async () => {
    await roleHolding(t, '8901', ['system', 'roleManagement', 'roleManagement.query']);
    const { token } = await signedInUser(t, 'cachewarm', '8901');
    await warm(token, '/roles/queryList', { page: 1 });
    expect((await t.post('/roles/menu', { code: '8901', menuCode: 'system' }, { token: admin })).body.code).toBe(200);
    expect((await t.get('/roles/queryList', { page: 1 }, { token })).status).toBe(403);
  });

  it('a change written straight into the database (as another instance would) is seen at the next request too', async () => {
    await roleHolding(t, '8902', ['system', 'roleManagement', 'roleManagement.query']);
    const { token } = await signedInUser(t, 'cachedirect', '8902');
    await warm(token, '/roles/queryList', { page: 1 });
    await t.db.delete(roleMenus).where(and(eq(roleMenus.roleCode, '8902'), eq(roleMenus.menuCode, 'roleManagement.query')));
    expect((await t.get('/roles/queryList', { page: 1 }, { token })).status).toBe(403);
    // A disabled role grants nothing, a re-enabled one its keys again.
    await t.db.insert(roleMenus).values({ roleCode: '8902', menuCode: 'roleManagement.query' });
    expect((await t.get('/roles/queryList', { page: 1 }, { token })).status).toBe(200);
    await t.db.update(roles).set({ status: 2 }).where(eq(roles.code, '8902'));
    expect((await t.get('/roles/queryList', { page: 1 }, { token })).status).toBe(403);
  });

  it('a narrowed data scope applies on the next request, cache warm', async () => {
    await roleHolding(t, '8903', ['shop', 'spInfo', 'spInfo.query']);
    const { code, token } = await signedInUser(t, 'scopewarm', '8903');
    await grantScope(t, code, [[99, 'ALL']]);
    await t.db.insert(spInfo).values({
      spCode: 'SPCACHE',
      spName: '缓存服务商',
      contact: '张',
      phone: '13800000000',
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
      address: '西湖',
    });
    const seen = async () => (await t.post('/shop/spInfo/queryList', { page: 1, pageSize: 100 }, { token })).body;
    const all = await seen();
    expect(all.data.map((r: { spCode: string }) => r.spCode)).toContain('SPCACHE');
    for (let i = 0; i < 3; i++) await seen();
    await grantScope(t, code, [[2, 'NO-SUCH-SP']]);
    expect((await seen()).data).toEqual([]);
  });

  // A list does not wait for its session row: it starts as the user the token resolved to last time and its
  // answer leaves only once the session read beside it confirms that user (shared/session-check.ts).
  describe('lists served on the remembered session', () => {
    const moved = <K extends keyof typeof readAhead>(k: K, before: typeof readAhead) => readAhead[k] - before[k];

    it('answer at once when nothing changed, and are confirmed each time (by their own statement)', async () => {
      await roleHolding(t, '8904', ['system', 'roleManagement', 'roleManagement.query']);
      const { token } = await signedInUser(t, 'aheadok', '8904');
      await warm(token, '/roles/queryList', { page: 1 });
      const before = { ...readAhead };
      for (let i = 0; i < 3; i++) expect((await t.get('/roles/queryList', { page: 1 }, { token })).body.code).toBe(200);
      expect(moved('guarded', before)).toBe(3);
      expect(moved('rerun', before) + moved('refused', before) + moved('ended', before)).toBe(0);
    });

    it('a key taken away in the meantime: the list read ahead is dropped and the next request is a 403', async () => {
      await roleHolding(t, '8905', ['system', 'roleManagement', 'roleManagement.query']);
      const { token } = await signedInUser(t, 'aheadkey', '8905');
      await warm(token, '/roles/queryList', { page: 1 });
      await t.db.delete(roleMenus).where(and(eq(roleMenus.roleCode, '8905'), eq(roleMenus.menuCode, 'roleManagement.query')));
      const before = { ...readAhead };
      const r = await t.get('/roles/queryList', { page: 1 }, { token });
      expect(r.status).toBe(403);
      expect(r.body.data).toBeNull();
      expect(moved('refused', before)).toBe(1);
    });

    it('a scope narrowed in the meantime: the list runs again as the fresh user and shows only the new scope', async () => {
      await roleHolding(t, '8906', ['shop', 'spInfo', 'spInfo.query']);
      const { code, token } = await signedInUser(t, 'aheadscope', '8906');
      await grantScope(t, code, [[99, 'ALL']]);
      const seen = async () => (await t.post('/shop/spInfo/queryList', { page: 1, pageSize: 100 }, { token })).body;
      for (let i = 0; i < 3; i++) expect((await seen()).data.length).toBeGreaterThan(0);
      await grantScope(t, code, [[2, 'NO-SUCH-SP']]);
      const before = { ...readAhead };
      expect((await seen()).data).toEqual([]);
      expect(moved('rerun', before)).toBe(1);
    });

    it('a session ended or a user locked in the meantime: 401, bad input or not, and nothing of the list', async () => {
      await roleHolding(t, '8907', ['system', 'roleManagement', 'roleManagement.query']);
      const ended = await signedInUser(t, 'aheadexit', '8907');
      await warm(ended.token, '/roles/queryList', { page: 1 });
      expect((await t.post('/user/exit', undefined, { token: ended.token })).body.code).toBe(200);
      const before = { ...readAhead };
      const r = await t.get('/roles/queryList', { page: 1 }, { token: ended.token });
      expect(r.status).toBe(401);
      expect(r.body.data).toBeNull();
      // Input the schema refuses would be a 400 for a live session: an ended one hears 401 first.
      expect((await t.get('/roles/queryList', { page: 'x' }, { token: ended.token })).status).toBe(401);

      const locked = await signedInUser(t, 'aheadlock', '8907');
      await warm(locked.token, '/roles/queryList', { page: 1 });
      await t.db.update(users).set({ status: 2 }).where(eq(users.code, locked.code));
      expect((await t.get('/roles/queryList', { page: 1 }, { token: locked.token })).status).toBe(401);
      expect(moved('ended', before)).toBeGreaterThanOrEqual(2);
    });

    // The prepared lists (users, orders) carry the session's check in their own statement once the route is
    // known to: rows come back only while the session holds, and no session read is sent beside them.
    describe('in the list’s own statement', () => {
      const USERS = ['system', 'userManagement', 'userManagement.query'];
      const list = (token: string, query: Record<string, unknown> = {}) =>
        t.get('/user/queryList', { page: 1, pageSize: 5, ...query }, { token });
      /** Session reads sent to the database while `work` runs (the named statement resolve_session). */
      const sessionReads = async (work: () => Promise<unknown>) =>
        (await poolQueries(t, work)).filter((q) => q.name === 'resolve_session').length;

      it('steady state: each answer confirmed by its own statement, no session read at all', async () => {
        await roleHolding(t, '8911', USERS);
        const { token } = await signedInUser(t, 'guardok', '8911');
        for (let i = 0; i < 3; i++) expect((await list(token)).status).toBe(200);
        const before = { ...readAhead };
        const reads = await sessionReads(async () => {
          for (let i = 0; i < 4; i++) {
            const r = await list(token);
            expect(r.body.code).toBe(200);
            expect(r.body.data.length).toBeGreaterThan(0);
          }
        });
        expect(reads).toBe(0);
        expect(moved('guarded', before)).toBe(4);
        // Any route that is not a list still reads its session row on every request.
        expect(await sessionReads(() => t.get('/roles/queryAll', undefined, { token: admin }))).toBe(1);
      });

      it('a page of 10 on its kept plan (the statement planned once per connection): signed out, 401, nothing of it', async () => {
        await roleHolding(t, '8916', USERS);
        const { token } = await signedInUser(t, 'guardkept', '8916');
        for (let i = 0; i < 10; i++) expect((await list(token, { pageSize: 10 })).body.data.length).toBeGreaterThan(0);
        expect((await t.post('/user/exit', undefined, { token })).body.code).toBe(200);
        const r = await list(token, { pageSize: 10 });
        expect(r.status).toBe(401);
        expect(r.body.data).toBeNull();
      });

      it('every list on pagedList with an order (here a resource) confirms itself too: no session read; ended, 401', async () => {
        await roleHolding(t, '8917', ['shop', 'spInfo', 'spInfo.query']);
        const { code, token } = await signedInUser(t, 'guardres', '8917');
        await grantScope(t, code, [[99, 'ALL']]);
        const sps = () => t.post('/shop/spInfo/queryList', { page: 1, pageSize: 5 }, { token });
        for (let i = 0; i < 3; i++) expect((await sps()).body.code).toBe(200);
        const before = { ...readAhead };
        const reads = await sessionReads(async () => {
          for (let i = 0; i < 3; i++) expect((await sps()).body.data.length).toBeGreaterThan(0);
        });
        expect(reads).toBe(0);
        expect(moved('guarded', before)).toBe(3);
        expect((await t.post('/user/exit', undefined, { token })).body.code).toBe(200);
        const r = await sps();
        expect(r.status).toBe(401);
        expect(r.body.data).toBeNull();
      });

      // Lists written by hand on pagedList carry it too: with an order in their rows (roles), without one in
      // their count (menus, departments), so no caller can forget it.
      for (const [name, keys, call] of [
        [
          'roles (ordered rows)',
          ['system', 'roleManagement', 'roleManagement.query'],
          (token: string) => t.get('/roles/queryList', { page: 1 }, { token }),
        ],
        [
          'menus (count only)',
          ['system', 'menuManagement', 'menuManagement.query'],
          (token: string) => t.post('/menu/queryList', { page: 1, pageSize: 5 }, { token }),
        ],
      ] as const) {
        it(`a hand-written list, ${name}: no session read while it holds; signed out, 401 and nothing of the list`, async () => {
          const role = name.startsWith('roles') ? '8918' : '8919';
          await roleHolding(t, role, [...keys]);
          const { token } = await signedInUser(t, `guardhand${role}`, role);
          for (let i = 0; i < 3; i++) expect((await call(token)).body.code).toBe(200);
          const before = { ...readAhead };
          expect(
            await sessionReads(async () => {
              for (let i = 0; i < 3; i++) expect((await call(token)).body.code).toBe(200);
            }),
          ).toBe(0);
          expect(moved('guarded', before)).toBe(3);
          expect((await t.post('/user/exit', undefined, { token })).body.code).toBe(200);
          const r = await call(token);
          expect(r.status).toBe(401);
          expect(r.body.data).toBeNull();
        });
      }

      it('a key taken away: the statement finds nothing, the session read refuses (403), no rows leave', async () => {
        await roleHolding(t, '8912', USERS);
        const { token } = await signedInUser(t, 'guardkey', '8912');
        for (let i = 0; i < 3; i++) await list(token);
        await t.db.delete(roleMenus).where(and(eq(roleMenus.roleCode, '8912'), eq(roleMenus.menuCode, 'userManagement.query')));
        const before = { ...readAhead };
        const r = await list(token);
        expect(r.status).toBe(403);
        expect(r.body.data).toBeNull();
        expect(moved('refused', before)).toBe(1);
        expect(moved('guarded', before)).toBe(0);
      });

      it('authority moved but the key kept: the list runs again as the fresh user', async () => {
        await roleHolding(t, '8913', USERS);
        const { token } = await signedInUser(t, 'guardmove', '8913');
        for (let i = 0; i < 3; i++) await list(token);
        await t.db.insert(roleMenus).values({ roleCode: '8913', menuCode: 'roleManagement' });
        const before = { ...readAhead };
        const r = await list(token);
        expect(r.status).toBe(200);
        expect(r.body.data.length).toBeGreaterThan(0);
        expect(moved('rerun', before)).toBe(1);
        expect(moved('guarded', before)).toBe(0);
      });

      it('a session ended or a user locked: 401 and nothing of the list', async () => {
        await roleHolding(t, '8914', USERS);
        const ended = await signedInUser(t, 'guardexit', '8914');
        for (let i = 0; i < 3; i++) await list(ended.token);
        expect((await t.post('/user/exit', undefined, { token: ended.token })).body.code).toBe(200);
        const r = await list(ended.token);
        expect(r.status).toBe(401);
        expect(r.body.data).toBeNull();

        const locked = await signedInUser(t, 'guardlock', '8914');
        for (let i = 0; i < 3; i++) await list(locked.token);
        await t.db.update(users).set({ status: 2 }).where(eq(users.code, locked.code));
        expect((await list(locked.token)).status).toBe(401);
      });

      it('a session past its idle limit: the guard is not offered, the session read ends it, 401', async () => {
        await roleHolding(t, '8920', USERS);
        const { token } = await signedInUser(t, 'guardidle', '8920');
        for (let i = 0; i < 3; i++) expect((await list(token)).status).toBe(200);
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
          vi.setSystemTime(Date.now() + 121 * 60_000);
          const before = { ...readAhead };
          const r = await list(token);
          expect(r.status).toBe(401);
          expect(r.body.data).toBeNull();
          expect(moved('guarded', before)).toBe(0);
        } finally {
          vi.useRealTimers();
        }
      });

      it('a cursor made before the list was guarded still seeks once it is (the check is not part of the filter)', async () => {
        await roleHolding(t, '8916', USERS);
        const { token } = await signedInUser(t, 'guardcursor', '8916');
        const first = await list(token, { pageSize: 1 });
        const next = first.body.cursor?.next as string;
        expect(next).toBeTruthy();
        for (let i = 0; i < 3; i++) await list(token, { pageSize: 1 });
        const before = { ...readAhead };
        const texts = (
          await poolQueries(t, async () => {
            const second = await list(token, { pageSize: 1, page: 2, cursor: next });
            expect(second.body.data).toHaveLength(1);
            expect(second.body.data[0].code).not.toBe(first.body.data[0].code);
          })
        ).map((q) => q.text);
        expect(moved('guarded', before)).toBe(1);
        // The page was sought from the cursor's keys (keyset), not skipped to by OFFSET.
        expect(texts.some((q) => /\("sys_user"\."created_at", "sys_user"\."code"\) < \(/.test(q))).toBe(true);
      });

      it('an empty answer proves nothing: the session is read and the list answers its true, empty page', async () => {
        await roleHolding(t, '8915', USERS);
        const { token } = await signedInUser(t, 'guardempty', '8915');
        for (let i = 0; i < 3; i++) await list(token);
        let r: Awaited<ReturnType<typeof list>> | undefined;
        const reads = await sessionReads(async () => {
          r = await list(token, { loginId: 'no-such-login-anywhere' });
        });
        expect(reads).toBe(1);
        expect(r?.status).toBe(200);
        expect(r?.body).toMatchObject({ code: 200, data: [], total: 0 });
      });
    });
  });
});
