import { PARTNERS } from '@console/contract/partner';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportedSheet } from '../../test/export-file.ts';
import { orderTestApp, orderUser } from '../order/order.fixtures.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { startPartnerStub } from './partner-stub.ts';

/** The partner platforms' calls: config (secret write-only), sync list, run and retry; keys and scope on every verb. */

const { t, token } = await orderTestApp();
const SECRET = 'S3cret-never-shown';
const post = (path: string, body: object, as = token) => t.post(path, body, { token: as });
const config = async (prefix: string, as = token) => (await t.get(`${prefix}/config/query`, {}, { token: as })).body;

describe('partner config', () => {
  it('every partner: the secret is stored but never answered (shown as set / not set), edits are fresh-checked', async () => {
    for (const p of PARTNERS) {
      const before = await config(p.prefix);
      expect(before.code).toBe(200);
      expect(before.data).toMatchObject({ partner: p.key, enabled: false, baseUrl: '', secretSet: false });
      const saved = await post(`${p.prefix}/config/update`, {
        enabled: true,
        baseUrl: 'http://127.0.0.1:9/api',
        appKey: `key-${p.key}`,
        appSecret: SECRET,
        updateTime: before.data.updateTime,
      });
      expect(saved.body).toMatchObject({ code: 200, message: '保存成功' });
      const after = await config(p.prefix);
      expect(after.data).toMatchObject({ enabled: true, appKey: `key-${p.key}`, secretSet: true });
      expect(JSON.stringify(after)).not.toContain(SECRET);
      expect(after.data).not.toHaveProperty('appSecret');
      // The form read before the save is stale now: 409 and nothing written.
      const stale = await post(`${p.prefix}/config/update`, {
        enabled: false,
        baseUrl: '',
        appKey: '',
        updateTime: before.data.updateTime,
      });
      expect(stale.body.code).toBe(409);
      expect((await config(p.prefix)).data.enabled).toBe(true);
      // Left out, the secret stays; cleared, it is gone.
      await post(`${p.prefix}/config/update`, { enabled: true, baseUrl: 'http://127.0.0.1:9/api', appKey: 'k2' });
      expect((await config(p.prefix)).data.secretSet).toBe(true);
      await post(`${p.prefix}/config/update`, { enabled: false, baseUrl: '', appKey: '', clearSecret: true });
      expect((await config(p.prefix)).data).toMatchObject({ enabled: false, secretSet: false });
    }
  });

  it('refuses a bad address with a Chinese message and changes nothing', async () => {
    const before = await config('/fsct');
    const res = await post('/fsct/config/update', { enabled: true, baseUrl: 'ftp://x', appKey: 'k' });
    expect(res.body).toMatchObject({ code: 400, message: '接口地址须以 http:// 或 https:// 开头' });
    expect((await config('/fsct')).data).toEqual(before.data);
    expect((await post('/fsct/sync/run', { kind: 'everything' })).body.code).toBe(400);
  });

  it('the operation log names the change of secret as 已设置 / 未设置, never the secret', async () => {
    await post('/dcc/config/update', { enabled: false, baseUrl: '', appKey: '', appSecret: SECRET });
    const { rows } = await t.db.execute(sql`select * from sys_operation_log order by id desc limit 50`);
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    expect(JSON.stringify(rows)).toContain('已设置');
  });
});

describe('partner sync runs', () => {
  it('refuses a run while the partner is off or has no address', async () => {
    await post('/yuou/config/update', { enabled: false, baseUrl: '', appKey: '' });
    expect((await post('/yuou/sync/run', { kind: 'stock' })).body).toMatchObject({
      code: 400,
      message: '有偶未启用或未配置接口地址，请先保存对接配置',
    });
  });

  it('two runs of one kind racing: one runs, the other is 409; lists, filters and exports without the secret', async () => {
    const stub = await startPartnerStub({ delayMs: 300 });
    try {
      await post('/hipac/alloc/config/update', { enabled: true, baseUrl: stub.url, appKey: 'k', appSecret: SECRET });
      const runs = await Promise.all([1, 2, 3, 4, 5].map(() => post('/hipac/alloc/sync/run', { kind: 'stock' })));
      expect(runs.filter((r) => r.body.code === 200)).toHaveLength(1);
      const refused = runs.filter((r) => r.body.code === 409);
      expect(refused).toHaveLength(4);
      expect(refused[0].body.message).toBe('推送库存已有同步正在进行，请等它结束后再试');
      const id = runs.find((r) => r.body.code === 200)?.body.data.id;
      let row: { status: number } | undefined;
      for (let i = 0; i < 200 && row?.status !== 2; i++) {
        await new Promise((r) => setTimeout(r, 50));
        row = (await post('/hipac/alloc/sync/queryList', { kind: 'stock' })).body.data.find((r: { id: number }) => r.id === id);
      }
      expect(row).toMatchObject({ status: 2, kind: 'stock', attempts: 1, lastError: '' });
      expect(stub.received.stock).toHaveLength(1);
      expect((await post('/hipac/alloc/sync/queryList', { kind: 'orders' })).body.total).toBe(0);
      expect((await post('/hipac/alloc/sync/retry', { id })).body).toMatchObject({
        code: 409,
        message: '该同步记录当前状态为「成功」，不能重试',
      });
      const sheet = await exportedSheet(t, token, 'partnerHipac', { kind: 'stock' });
      expect(sheet.header).toContain('同步类型');
      expect(sheet.rows).toHaveLength(1);
      expect(sheet.rows[0]).toContain('推送库存');
      expect(JSON.stringify([sheet.header, sheet.rows])).not.toContain(SECRET);
    } finally {
      await stub.close();
    }
  });

  it('needs the page keys: a user without them gets 403 on every call', async () => {
    const outsider = await orderUser(t, 'R_NOPARTNER', ['orderList.query']);
    for (const p of PARTNERS) {
      expect((await t.get(`${p.prefix}/config/query`, {}, { token: outsider })).body.code).toBe(403);
      expect((await post(`${p.prefix}/config/update`, { enabled: false, baseUrl: '', appKey: '' }, outsider)).body.code).toBe(403);
      expect((await post(`${p.prefix}/sync/queryList`, {}, outsider)).body.code).toBe(403);
      expect((await post(`${p.prefix}/sync/run`, { kind: 'stock' }, outsider)).body.code).toBe(403);
      expect((await post(`${p.prefix}/sync/retry`, { id: 1 }, outsider)).body.code).toBe(403);
    }
  });

  it('fails closed in scope: a user limited in any dimension sees, edits and runs no partner', async () => {
    const [{ id }] = (
      await t.db.execute<{ id: number }>(sql`insert into partner_sync (partner, kind, status) values ('dcc', 'orders', 3) returning id`)
    ).rows;
    const limited = await scopedUser(t, [{ dataType: 1, dataList: 'R_ANY' }]);
    expect((await config('/dcc', limited)).code).toBe(404);
    expect((await post('/dcc/config/update', { enabled: true, baseUrl: 'http://x.cn', appKey: 'k' }, limited)).body.code).toBe(404);
    expect((await post('/dcc/sync/queryList', {}, limited)).body.total).toBe(0);
    expect((await post('/dcc/sync/run', { kind: 'orders' }, limited)).body.code).toBe(404);
    expect((await post('/dcc/sync/retry', { id }, limited)).body.code).toBe(404);
    expect((await config('/dcc')).data.enabled).toBe(false);
    // The same record is another partner's to nobody: 404 under the wrong prefix.
    expect((await post('/fsct/sync/retry', { id })).body.code).toBe(404);
  });
});
