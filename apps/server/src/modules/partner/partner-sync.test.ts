import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobHandler } from '../../shared/job-handlers.ts';
import { systemCtx } from '../erp/erp-runtime.ts';
import { orderTestApp } from '../order/order.fixtures.ts';
import { takeOrders } from './partner-data.ts';
import { startPartnerStub, UNKNOWN_CODE } from './partner-stub.ts';

/** The sync against the stub partner (a real HTTP server): success, a partner failing every call, an unknown code. */

const SECRET = 'stub-secret';
const stub = await startPartnerStub({ secret: SECRET });
afterAll(() => stub.close());
const { t, token, f } = await orderTestApp();
const post = (path: string, body: object) => t.post(path, body, { token });

type Sync = { id: number; kind: string; status: number; attempts: number; lastError: string; count: number; endTime: string };

/** Runs one kind and waits for it to settle (a bound on polling, not an assertion on time). */
async function run(prefix: string, kind: string): Promise<Sync> {
  const res = await post(`${prefix}/sync/run`, { kind });
  expect(res.body.code).toBe(200);
  return settled(prefix, res.body.data.id);
}
async function settled(prefix: string, id: number): Promise<Sync> {
  for (let i = 0; i < 400; i++) {
    const row = (await post(`${prefix}/sync/queryList`, { pageSize: 100 })).body.data.find((r: Sync) => r.id === id) as Sync;
    if (row.status !== 1) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the sync did not settle');
}
const partnerOrdersOf = async (externalNo: string) =>
  (
    await t.db.execute<{ source: number; sku: string; quantity: number }>(
      sql`select o.source, l.sku_code as sku, l.quantity from partner_order p join order_info o on o.id = p.order_id
          join order_line l on l.order_id = o.id where p.external_no = ${externalNo}`,
    )
  ).rows;

for (const prefix of ['/hipac/alloc', '/fsct', '/dcc', '/yuou'])
  await post(`${prefix}/config/update`, { enabled: true, baseUrl: stub.url, appKey: 'k', appSecret: SECRET });

describe('pull orders', () => {
  it('makes each partner order once, as a source-3 order with its codes translated through the SKU mapping', async () => {
    const sku = (await f.sku(100)).code;
    const retCode = await f.shop();
    const ext = `HX${Date.now()}`;
    expect((await post('/stock/mapping/add', { source: 'HIPAC', externalCode: ext, skuCode: sku })).body.code).toBe(200);
    const no = `PO${Date.now()}`;
    stub.setOrders([{ externalNo: no, retCode, lines: [{ externalCode: ext, quantity: 2 }] }]);
    const first = await run('/hipac/alloc', 'orders');
    expect(first).toMatchObject({ status: 2, count: 1, attempts: 1, lastError: '' });
    expect(await partnerOrdersOf(no)).toEqual([{ source: 3, sku, quantity: 2 }]);
    // Pulled again: the same partner order is not taken twice.
    expect(await run('/hipac/alloc', 'orders')).toMatchObject({ status: 2, count: 0 });
    expect(await partnerOrdersOf(no)).toHaveLength(1);
  });

  it('an unknown external code fails that order’s sync naming the code; no SKU is invented, the others are made', async () => {
    const sku = (await f.sku(100)).code;
    const retCode = await f.shop();
    const ext = `FX${Date.now()}`;
    await post('/stock/mapping/add', { source: 'FSCT', externalCode: ext, skuCode: sku });
    const good = `PG${Date.now()}`;
    stub.setOrders([{ externalNo: good, retCode, lines: [{ externalCode: ext, quantity: 1 }] }]);
    stub.setUnknownCode(true);
    try {
      const r = await run('/fsct', 'orders');
      expect(r).toMatchObject({ status: 3, count: 1, attempts: 1 });
      expect(r.lastError).toBe(`订单BAD-1：未知外部编码${UNKNOWN_CODE}`);
      expect(await partnerOrdersOf(good)).toHaveLength(1);
      expect(await partnerOrdersOf('BAD-1')).toHaveLength(0);
    } finally {
      stub.setUnknownCode(false);
    }
  });

  it('a code mapped for another partner is unknown to this one', async () => {
    const sku = (await f.sku(100)).code;
    const ext = `OX${Date.now()}`;
    await post('/stock/mapping/add', { source: 'HIPAC', externalCode: ext, skuCode: sku });
    stub.setOrders([{ externalNo: `PD${Date.now()}`, retCode: await f.shop(), lines: [{ externalCode: ext, quantity: 1 }] }]);
    const r = await run('/dcc', 'orders');
    expect(r.status).toBe(3);
    expect(r.lastError).toContain(`未知外部编码${ext}`);
  });
});

describe('push allocations and stock', () => {
  it('sends the active quota plans’ lines and the available stock per SKU, signed with the secret', async () => {
    const sku = (await f.sku(40)).code;
    const plan = await post('/alloc/plan/add', {
      planName: '伙伴推送',
      skuCode: sku,
      dimension: 6,
      periodStart: '2020-01-01',
      periodEnd: '2099-12-31',
      total: 30,
    });
    expect(plan.body.code).toBe(200);
    const planId = plan.body.data.id;
    expect((await post('/alloc/line/save', { planId, lines: [{ code: '330000', quota: 12 }] })).body.code).toBe(200);
    expect((await t.post('/alloc/plan/activate', { id: planId }, { token })).body.code).toBe(200);
    const before = stub.received.allocations.length;
    const a = await run('/yuou', 'allocation');
    expect(a.status).toBe(2);
    const sent = stub.received.allocations[before] as { lines: { skuCode: string; code: string; quota: number; remaining: number }[] };
    expect(sent.lines.find((l) => l.skuCode === sku)).toMatchObject({ code: '330000', quota: 12, remaining: 12 });
    expect(a.count).toBe(sent.lines.length);
    await post('/alloc/plan/close', { id: planId });

    const s = await run('/yuou', 'stock');
    expect(s.status).toBe(2);
    const stock = stub.received.stock.at(-1) as { lines: { skuCode: string; available: number }[] };
    expect(stock.lines.find((l) => l.skuCode === sku)).toMatchObject({ available: 40 });
  });
});

describe('a failing partner', () => {
  it('is tried again until the attempts are spent, then 失败 with the error; retry runs it afresh', async () => {
    stub.setFail(true);
    let failed: Sync;
    try {
      failed = await run('/dcc', 'stock');
    } finally {
      stub.setFail(false);
    }
    expect(failed).toMatchObject({ status: 3, attempts: 3 });
    expect(failed.lastError).toContain('合作平台返回500');
    const again = await post('/dcc/sync/retry', { id: failed.id });
    expect(again.body).toMatchObject({ code: 200, message: '已重新排队' });
    expect(await settled('/dcc', failed.id)).toMatchObject({ status: 2, attempts: 1, lastError: '' });
  });

  it('a wrong secret is refused by the partner and ends 失败', async () => {
    await post('/fsct/config/update', { enabled: true, baseUrl: stub.url, appKey: 'k', appSecret: 'wrong' });
    const r = await run('/fsct', 'stock');
    expect(r).toMatchObject({ status: 3, attempts: 3 });
    expect(r.lastError).toContain('401');
  });
});

describe('scheduled and from the command line', () => {
  it('the job handler 合作平台同步 asks for a run as the system; a second while it is open says so', async () => {
    const handler = jobHandler('partner.sync');
    expect(handler?.label).toBe('合作平台同步');
    const ctx = { db: t.db, config: t.app.config, signal: new AbortController().signal };
    const said = await handler?.run({ partner: 'yuou', kind: 'orders' }, ctx);
    expect(said).toMatch(/^有偶同步已排队（记录\d+）$/);
    const id = Number(said?.match(/\d+/)?.[0]);
    const row = await settled('/yuou', id);
    expect(row.status).not.toBe(1);
    const { rows } = await t.db.execute<{ operator: string }>(sql`select operator from partner_sync where id = ${id}`);
    expect(rows[0].operator).toBe('partner:yuou');
  });

  it('npm run partner:stub runs a real partner on the given port, failing on --fail', async () => {
    const port = 40_000 + (process.pid % 20_000);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/modules/partner/partner-stub.ts', '--port', String(port), '--fail'],
      {
        cwd: path.resolve(import.meta.dirname, '../../../../..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('Partner stub on') && resolve());
        child.on('exit', (code) => reject(new Error(`stub exited ${code}`)));
      });
      const res = await fetch(`http://127.0.0.1:${port}/open/alloc/orders`);
      expect(res.status).toBe(500);
    } finally {
      child.kill();
    }
  });
});

describe('pulled orders under concurrency', () => {
  it('the same partner order taken by two pulls at once makes one order', async () => {
    const sku = (await f.sku(100)).code;
    const ext = `RX${Date.now()}`;
    await post('/stock/mapping/add', { source: 'YUOU', externalCode: ext, skuCode: sku });
    const no = `PR${Date.now()}`;
    const list = [{ externalNo: no, retCode: await f.shop(), lines: [{ externalCode: ext, quantity: 1 }] }];
    const ctx = systemCtx(t.db, 'Asia/Shanghai', 'partner:yuou');
    const results = await Promise.all([1, 2, 3, 4].map(() => takeOrders(ctx, 'yuou', list)));
    expect(results.reduce((n, r) => n + r.made, 0)).toBe(1);
    expect(results.flatMap((r) => r.errors)).toEqual([]);
    expect(await partnerOrdersOf(no)).toHaveLength(1);
  });
});
