import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/client.ts';
import { type Embedded, startEmbedded } from '../apps/server/src/db/embedded.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/seed/seed.ts';
import { stockIn } from '../apps/server/src/modules/wms/stock.service.ts';
import { stockPlaces } from '../apps/server/src/modules/wms/stock-places.fixtures.ts';
import { ADMIN_PASSWORD, dataDir, ports } from './config.ts';
import { type Outcome, percentiles, percentilesByKind, startLoad } from './faults-load.ts';
import { type FaultsFigure, type Invariants, judge } from './faults-report.ts';
import { cpuPerRequest, postmasterPid } from './cpu.ts';
import { rssMiB } from './load.ts';
import { seeders } from './seeders.ts';
import { cpuProfArgs, startProduct, untilOk } from './servers.ts';

/** Adds a phase's outcomes one by one: a spread of a long phase (refused connections after SIGTERM come
 * back at once, tens of thousands of them) overflows the call stack (found by the 60 s run). */
function append<T>(to: T[], from: T[]) {
  for (const x of from) to.push(x);
}

/**
 * `npm run bench -- --faults`: the product under 100 clients of mixed reads and writes, then the same load
 * with PostgreSQL stopped for 10 s, then SIGTERM under load; the database is checked after each fault.
 * `--duration=<s>` sets the steady run (default 60 s); `--quick` makes every phase shorter.
 */
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const quick = process.argv.includes('--quick');
const CLIENTS = Number(arg('clients') ?? 100);
const STEADY_S = Number(arg('duration') ?? (quick ? 20 : 60));
const OUTAGE_S = 10;
const INVENTORY_ROWS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

export async function runFaults(log: (m: string) => void): Promise<FaultsFigure> {
  const pgDir = path.join(dataDir, 'pg');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let pgServer: Embedded = await startEmbedded(pgDir, { log: () => {} });
  const setup = createDb(pgServer.url, 4);
  await runMigrations(setup.db);
  await seed(setup.db, loadConfig({ ADMIN_PASSWORD, DEMO_DATA: '0' } as NodeJS.ProcessEnv), () => {});
  await seeders.users.run(setup.db, quick ? 2000 : 10_000);
  const inventoryIds: number[] = [];
  await stockPlaces(
    setup.db,
    ['FLT'],
    Array.from({ length: INVENTORY_ROWS }, (_, i) => `FLT-SKU-${i}`),
  );
  for (let i = 0; i < INVENTORY_ROWS; i++) {
    const src = { sourceType: 'BENCH', sourceNo: 'FAULTS', operator: 'bench' };
    inventoryIds.push((await stockIn(setup.db, { warehouseCode: 'FLT', skuCode: `FLT-SKU-${i}`, quantity: 1000 }, src)).inventoryId);
  }
  await setup.pool.end();

  const env = { DATABASE_URL: pgServer.url, DEMO_DATA: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SHUTDOWN_GRACE_SECONDS: '30' };
  // BENCH_TRACE_GC=1: the server logs each garbage collection (heap before → after) to faults-api.log, which tells
  // a heap that only grows until V8 settles from one that keeps what it should have let go.
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (where its time per request goes).
  const prof = process.env.BENCH_CPU_PROF;
  const product = startProduct(ports.api, env, 'faults-api.log', [
    ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []),
    ...(prof ? cpuProfArgs(prof) : []),
  ]);
  const base = `http://127.0.0.1:${ports.api}`;
  const all: Outcome[] = [];
  const figure: Partial<FaultsFigure> = { clients: CLIENTS, steadySeconds: STEADY_S, outageSeconds: OUTAGE_S };
  try {
    await untilOk(`${base}/api/ready`, 120_000, product.child);
    const pid = product.child.pid!;
    const token = await signIn(base);
    const target = { port: ports.api, token, inventoryIds };

    log(`warm-up, then ${CLIENTS} clients for ${STEADY_S} s`);
    const warm = startLoad(target, CLIENTS);
    await sleep(quick ? 3000 : 5000);
    await warm.stop();
    append(all, warm.outcomes);
    const rss: { at: number; mib: number }[] = [];
    const steady = startLoad(target, CLIENTS);
    const t0 = now();
    const sampler = setInterval(() => rss.push({ at: (now() - t0) / 1000, mib: rssMiB(pid) }), 1000);
    // CPU per request by process: on a shared 2-core box it says what bounds the throughput, whatever else runs.
    const { cpu } = await cpuPerRequest(pid, postmasterPid(pgDir), async () => {
      await sleep(STEADY_S * 1000);
      clearInterval(sampler);
      await steady.stop();
      return { requests: steady.outcomes.length };
    });
    append(all, steady.outcomes);
    const window = Math.round(Math.min(10, STEADY_S / 3) * 10) / 10;
    const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 10) / 10;
    figure.steady = {
      requests: steady.outcomes.length,
      rps: Math.round(steady.outcomes.length / STEADY_S),
      errors: steady.outcomes.filter((o) => o.status !== 200).length,
      errorSamples: samples(steady.outcomes.filter((o) => o.status !== 200)),
      writes: steady.outcomes.filter((o) => o.kind === 'adjust' || o.kind === 'brandAdd').length,
      ...percentiles(steady.outcomes),
      byKind: percentilesByKind(steady.outcomes),
      rssWindowSeconds: window,
      rssFirstMiB: mean(rss.filter((r) => r.at <= window).map((r) => r.mib)),
      rssLastMiB: mean(rss.filter((r) => r.at >= STEADY_S - window).map((r) => r.mib)),
      cpu,
    };

    log(`PostgreSQL stopped for ${OUTAGE_S} s under load`);
    const outage = startLoad(target, CLIENTS);
    await sleep(quick ? 4000 : 8000);
    const down = now();
    await pgServer.stop();
    const stopped = now();
    await sleep(OUTAGE_S * 1000 - (stopped - down));
    pgServer = await startEmbedded(pgDir, { log: () => {}, port: pgServer.port });
    const up = now();
    await sleep(quick ? 8000 : 10_000);
    await outage.stop();
    append(all, outage.outcomes);
    const during = outage.outcomes.filter((o) => o.end >= down && o.start <= up);
    const failedAfter = outage.outcomes.filter((o) => o.end > up && o.status !== 200);
    const lastFail = failedAfter.reduce((m, o) => Math.max(m, o.end), up);
    const firstOk = outage.outcomes
      .filter((o) => o.start >= up && o.status === 200)
      .reduce((m, o) => Math.min(m, o.end), Number.POSITIVE_INFINITY);
    figure.outage = {
      requests: outage.outcomes.length,
      duringOutage: during.length,
      statuses: countBy(
        outage.outcomes.filter((o) => o.status !== 200),
        (o) => (o.status ? String(o.status) : (o.error ?? 'no answer')),
      ),
      messages: countBy(
        outage.outcomes.filter((o) => o.status >= 500),
        (o) => (o.message ?? '').replace(/（错误编号 [^）]*）/, '（错误编号 …）'),
      ),
      chinese503: outage.outcomes.filter((o) => o.status === 503 && /[\u4e00-\u9fff]/.test(o.message ?? '')).length,
      recoveryMs: Math.round(lastFail - up),
      firstSuccessMs: Number.isFinite(firstOk) ? Math.round(firstOk - up) : null,
      serverAlive: product.child.exitCode === null,
    };
    figure.afterOutage = await invariants(pgServer.url, all);

    log('SIGTERM under load');
    const drain = startLoad(target, CLIENTS);
    await sleep(quick ? 3000 : 5000);
    const signal = now();
    const exited = new Promise<number | null>((resolve) => product.child.once('exit', (code) => resolve(code)));
    product.child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(60_000).then(() => 'timeout' as const)]);
    const exitMs = Math.round(now() - signal);
    await sleep(1000);
    await drain.stop();
    append(all, drain.outcomes);
    const inFlight = drain.outcomes.filter((o) => o.start < signal && o.end > signal);
    const after = drain.outcomes.filter((o) => o.start >= signal);
    figure.sigterm = {
      inFlight: inFlight.length,
      inFlightAnswered: inFlight.filter((o) => o.status === 200).length,
      inFlightOther: countBy(
        inFlight.filter((o) => o.status !== 200),
        (o) => (o.status ? String(o.status) : (o.error ?? '?')),
      ),
      after: countBy(after, (o) => (o.status ? String(o.status) : (o.error ?? '?'))),
      exitCode: code === 'timeout' ? null : code,
      exitMs,
    };
    figure.afterSigterm = await invariants(pgServer.url, all);
  } finally {
    await product.stop();
    await pgServer.stop();
  }
  return judge(figure as FaultsFigure);
}

function countBy<T>(xs: T[], key: (x: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[key(x)] = (out[key(x)] ?? 0) + 1;
  return out;
}

const samples = (xs: Outcome[]) => xs.slice(0, 5).map((o) => `${o.kind} ${o.status || o.error} ${o.message ?? ''}`.trim());

/**
 * The database after a fault: every inventory row equals the sum of its ledger, every ledger row of a
 * stocktake and every new brand has its operation-log row (same transaction), every acknowledged write is
 * there, and nothing is there that no request could have written.
 */
async function invariants(url: string, outcomes: Outcome[]): Promise<Invariants> {
  const { db, pool } = createDb(url, 2);
  try {
    const one = async (q: ReturnType<typeof sql>) => Number((await db.execute<{ n: number }>(q)).rows[0].n);
    const unbalanced = await one(sql`select count(*)::int as n from wms_inventory i where
      i.on_hand <> (select coalesce(sum(on_hand_delta), 0) from wms_stock_ledger l where l.inventory_id = i.id) or
      i.locked <> (select coalesce(sum(locked_delta), 0) from wms_stock_ledger l where l.inventory_id = i.id)`);
    const stocktakes = await one(sql`select count(*)::int as n from wms_stock_ledger where source_type = 'STOCKTAKE'`);
    const stocktakeLogs = await one(
      sql`select count(*)::int as n from sys_operation_log where target_type = 'inventory' and action = '库存调整'`,
    );
    const brands = await one(sql`select count(*)::int as n from product_brand`);
    const brandLogs = await one(sql`select count(*)::int as n from sys_operation_log where target_type = 'brand' and action = '新增'`);

    const { rows: perRow } = await db.execute<{ id: number; n: number }>(
      sql`select inventory_id as id, count(*)::int as n from wms_stock_ledger where source_type = 'STOCKTAKE' group by 1`,
    );
    const present = new Map(perRow.map((r) => [String(r.id), r.n]));
    const { rows: codes } = await db.execute<{ code: string }>(sql`select code from product_brand`);
    const brandCodes = new Set(codes.map((r) => r.code));
    let acknowledged = 0;
    let lost = 0;
    let unexplained = 0;
    // A write that got no answer (or a 5xx) may or may not have committed; an acknowledged one must have.
    const unknown = (o: Outcome) => o.status === 0 || o.status >= 500;
    for (const id of new Set(outcomes.filter((o) => o.kind === 'adjust').map((o) => o.target))) {
      const mine = outcomes.filter((o) => o.kind === 'adjust' && o.target === id);
      const ack = mine.filter((o) => o.status === 200).length;
      const maybe = mine.filter(unknown).length;
      const n = present.get(id) ?? 0;
      acknowledged += ack;
      lost += Math.max(0, ack - n);
      unexplained += Math.max(0, n - ack - maybe);
    }
    for (const o of outcomes.filter((x) => x.kind === 'brandAdd')) {
      if (o.status === 200) {
        acknowledged++;
        if (!brandCodes.has(o.target)) lost++;
      } else if (!unknown(o) && brandCodes.has(o.target)) unexplained++;
    }
    return { unbalanced, stocktakes, stocktakeLogs, brands, brandLogs, acknowledged, lost, unexplained };
  } finally {
    await pool.end();
  }
}

async function signIn(base: string) {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token: string }; message: string };
  if (!body.data?.token) throw new Error(`admin sign-in failed: ${body.message}`);
  return body.data.token;
}
